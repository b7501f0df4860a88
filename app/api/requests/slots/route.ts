import { withServerDependencies } from '@/lib/platform';
import { handleListSlots } from '@/lib/visitor-requests';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** `GET /api/requests/slots?locale=xx&limit=20`: the open intro-call slots. */
export async function GET(request: Request): Promise<Response> {
  return withServerDependencies({ request, endpoint: 'visitor-requests', handle: (dependencies) => handleListSlots({ request, dependencies }) });
}
