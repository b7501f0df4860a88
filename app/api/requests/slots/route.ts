import { handleSlotsRequest } from '@/lib/requests/request-pipeline';
import { withRequestDependencies } from '../request-dependencies';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** `GET /api/requests/slots?locale=xx&limit=20`. */
export async function GET(request: Request): Promise<Response> {
  return withRequestDependencies({ request, handle: (dependencies) => handleSlotsRequest({ request, dependencies }) });
}
