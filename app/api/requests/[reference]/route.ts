import { withServerDependencies } from '@/lib/platform';
import { handleReadVisitorRequest } from '@/lib/visitor-requests';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** `GET /api/requests/{reference}` with `Authorization: Bearer <token>`. */
export async function GET(request: Request, { params }: RouteContext<'/api/requests/[reference]'>): Promise<Response> {
  const { reference } = await params;
  return withServerDependencies({ request, endpoint: 'visitor-requests', handle: (dependencies) => handleReadVisitorRequest({ request, reference, dependencies }) });
}
