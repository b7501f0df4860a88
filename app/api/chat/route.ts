import { handleChatRequest } from '@/lib/chat';
import { withServerDependencies } from '@/lib/platform';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** `POST /api/chat`: a thin shell over the pipeline in lib/chat. */
export async function POST(request: Request): Promise<Response> {
  return withServerDependencies({ request, endpoint: 'chat', handle: (dependencies) => handleChatRequest({ request, dependencies }) });
}
