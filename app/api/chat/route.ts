import { randomUUID } from 'node:crypto';
import { handleChatRequest, type ChatDependencies } from '@/lib/chat/chat-pipeline';
import { createUpstreamModels } from '@/lib/chat/providers';
import { getConfig } from '@/lib/config/config';
import { profile } from '@/lib/knowledge/profile';
import { buildCorePrompt } from '@/lib/prompt/build-system-prompt';
import { buildClassifierPrompt } from '@/lib/prompt/classifier-prompt';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

let dependencies: ChatDependencies | undefined;

/** Built on first use, so a bad environment fails the first request loudly instead of the build. */
function getDependencies(): ChatDependencies {
  if (!dependencies) {
    const config = getConfig();
    dependencies = {
      config,
      profile,
      corePrompt: buildCorePrompt({ profile }),
      classifierPrompt: buildClassifierPrompt({ profile }),
      upstream: createUpstreamModels({ config }),
      now: () => new Date(),
      clock: () => performance.now(),
      generateRequestId: randomUUID,
      writeMetrics: (line) => process.stdout.write(`${line}\n`),
    };
  }
  return dependencies;
}

/** `POST /api/chat`: a thin shell over the pipeline in lib/chat. */
export async function POST(request: Request): Promise<Response> {
  return handleChatRequest({ request, dependencies: getDependencies() });
}
