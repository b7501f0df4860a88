import { withServerDependencies } from '@/lib/platform';
import { handleCreateVisitorRequest } from '@/lib/visitor-requests';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** `POST /api/requests`: a thin shell over the visitor-request pipeline in lib/visitor-requests. */
export async function POST(request: Request): Promise<Response> {
  return withServerDependencies({ request, endpoint: 'visitor-requests', handle: (dependencies) => handleCreateVisitorRequest({ request, dependencies }) });
}
