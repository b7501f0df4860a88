import { withServerDependencies } from '@/lib/platform';
import { handleFitRequest } from '@/lib/fit';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** `POST /api/fit` (contracts §7): a thin shell over the fit check in lib/fit. */
export async function POST(request: Request): Promise<Response> {
  return withServerDependencies({ request, endpoint: 'fit', handle: (dependencies) => handleFitRequest({ request, dependencies }) });
}
