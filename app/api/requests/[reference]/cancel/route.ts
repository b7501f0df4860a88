import { withServerDependencies } from '@/lib/platform';
import { handleCancelVisitorRequest } from '@/lib/visitor-requests';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** `POST /api/requests/{reference}/cancel` with `Authorization` and `Idempotency-Key`. */
export async function POST(request: Request, { params }: RouteContext<'/api/requests/[reference]/cancel'>): Promise<Response> {
  const { reference } = await params;
  return withServerDependencies({ request, endpoint: 'visitor-requests', handle: (dependencies) => handleCancelVisitorRequest({ request, reference, dependencies }) });
}
