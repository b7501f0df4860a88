import { withServerDependencies } from '@/lib/platform';
import { handleFeedbackRequest } from '@/lib/feedback';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** `POST /api/feedback`: a thin shell over the feedback pipeline in lib/feedback. */
export async function POST(request: Request): Promise<Response> {
  return withServerDependencies({ request, endpoint: 'feedback', handle: (dependencies) => handleFeedbackRequest({ request, dependencies }) });
}
