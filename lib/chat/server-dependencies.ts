import 'server-only';
import { randomUUID } from 'node:crypto';
import { createSecretSource } from '@/lib/admission/identity-secret';
import { openAdmissionStore, openVisitorRequestStore } from '@/lib/admission/open-admission-store';
import { errorResponse } from '@/lib/chat/chat-error';
import type { ChatDependencies } from '@/lib/chat/chat-pipeline';
import { createUpstreamModels } from '@/lib/chat/providers';
import { getConfig } from '@/lib/config/config';
import { negotiateLocale } from '@/lib/i18n/negotiate-locale';
import { profile } from '@/lib/knowledge/profile';
import { buildCorePrompt } from '@/lib/prompt/build-system-prompt';
import { buildClassifierPrompt } from '@/lib/prompt/classifier-prompt';

let dependencies: Promise<ChatDependencies> | undefined;

/** Built once on first use, so a bad environment fails the first request loudly instead of the build. */
async function createDependencies(): Promise<ChatDependencies> {
  const config = getConfig();
  const [admission, requests] = await Promise.all([openAdmissionStore({ config }), openVisitorRequestStore({ config })]);
  return {
    config,
    profile,
    corePrompt: buildCorePrompt({ profile }),
    classifierPrompt: buildClassifierPrompt({ profile }),
    upstream: createUpstreamModels({ config }),
    now: () => new Date(),
    clock: () => performance.now(),
    generateRequestId: randomUUID,
    writeMetrics: (line) => process.stdout.write(`${line}\n`),
    admission,
    clientSecret: createSecretSource({ configured: config.CHAT_IP_HMAC_SECRET, store: admission }),
    reportError: (message) => process.stderr.write(`${message}\n`),
    requests,
  };
}

/**
 * Runs a route's pipeline with the process's dependencies (configuration, profile, providers, one
 * admission store shared by every route). A store that could not open (e.g. Redis unreachable) is retried
 * by the next request; until then requests fail closed with the contract's JSON 503, never a bare 500.
 */
export async function withServerDependencies({ request, handle }: { request: Request; handle: (dependencies: ChatDependencies) => Promise<Response> }): Promise<Response> {
  dependencies ??= createDependencies().catch((error: unknown) => {
    dependencies = undefined;
    throw error;
  });
  let ready: ChatDependencies;
  try {
    ready = await dependencies;
  } catch (error) {
    process.stderr.write(`server: could not start (${error instanceof Error ? error.message : String(error)}); refusing the request\n`);
    const locale = negotiateLocale({ acceptLanguage: request.headers.get('accept-language') });
    return errorResponse({ rejection: { code: 'budget_exhausted' }, locale });
  }
  return handle(ready);
}
