import { handleCancelRequest } from '@/lib/requests/request-pipeline';
import { withRequestDependencies } from '../../request-dependencies';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** `POST /api/requests/{reference}/cancel` with `Authorization` and `Idempotency-Key`. */
export async function POST(request: Request, { params }: RouteContext<'/api/requests/[reference]/cancel'>): Promise<Response> {
  const { reference } = await params;
  return withRequestDependencies({ request, handle: (dependencies) => handleCancelRequest({ request, reference, dependencies }) });
}
