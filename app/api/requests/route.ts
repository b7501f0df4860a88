import { handleCreateRequest } from '@/lib/requests/request-pipeline';
import { withRequestDependencies } from './request-dependencies';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** `POST /api/requests`: a thin shell over the pipeline in lib/requests. */
export async function POST(request: Request): Promise<Response> {
  return withRequestDependencies({ request, handle: (dependencies) => handleCreateRequest({ request, dependencies }) });
}
