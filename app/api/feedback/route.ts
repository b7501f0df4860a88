import { withServerDependencies } from '@/lib/chat/server-dependencies';
import { handleFeedbackRequest } from '@/lib/feedback/feedback-pipeline';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** `POST /api/feedback`: a thin shell over the feedback pipeline in lib/feedback. */
export async function POST(request: Request): Promise<Response> {
  return withServerDependencies({ request, handle: (dependencies) => handleFeedbackRequest({ request, dependencies }) });
}
