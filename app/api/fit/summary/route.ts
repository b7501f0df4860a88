import { withServerDependencies } from '@/lib/platform';
import { handleFitSummaryRequest } from '@/lib/fit';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** `POST /api/fit/summary`: the optional AI summary of the fit table, only with a configured provider. */
export async function POST(request: Request): Promise<Response> {
  return withServerDependencies({ request, endpoint: 'fit', handle: (dependencies) => handleFitSummaryRequest({ request, dependencies }) });
}
