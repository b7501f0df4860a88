import { handleReadRequest } from '@/lib/requests/request-pipeline';
import { withRequestDependencies } from '../request-dependencies';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** `GET /api/requests/{reference}` with `Authorization: Bearer <token>`. */
export async function GET(request: Request, { params }: RouteContext<'/api/requests/[reference]'>): Promise<Response> {
  const { reference } = await params;
  return withRequestDependencies({ request, handle: (dependencies) => handleReadRequest({ request, reference, dependencies }) });
}
