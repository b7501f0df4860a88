import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { getConfig } from '@/lib/config';
import { negotiateLocale } from '@/lib/i18n';
import { profile } from '@/lib/knowledge/profile';
import { startVisitorRequestMaintenance } from '@/lib/notifications';
import { rejectionResponse, type ApiEndpoint } from '@/lib/platform/api-error';
import { createSecretSource } from '@/lib/platform/identity-secret';
import { createUpstreamModels } from '@/lib/platform/providers';
import type { ServerDependencies } from '@/lib/platform/server-dependencies-type';
import { buildCorePrompt, buildClassifierPrompt } from '@/lib/prompt';
import { openAdmissionStore, openVisitorRequestStore } from '@/lib/store';

let dependencies: Promise<ServerDependencies> | undefined;

/**
 * The composition root: the process's configuration, profile, providers and stores, built once on first use
 * (so a bad environment fails the first request loudly instead of the build). It also starts this process's
 * outbox deliveries and the retention purge.
 */
async function createDependencies(): Promise<ServerDependencies> {
  const config = getConfig();
  const [admission, visitorRequests] = await Promise.all([openAdmissionStore({ config }), openVisitorRequestStore({ config })]);
  const reportError = (message: string) => process.stderr.write(`${message}\n`);
  const now = () => new Date();
  const timeZone = profile.scheduling?.timeZone ?? 'UTC';
  const maintenance = startVisitorRequestMaintenance({ store: visitorRequests, config, timeZone, now, reportError });
  return {
    config,
    profile,
    corePrompt: buildCorePrompt({ profile }),
    classifierPrompt: buildClassifierPrompt({ profile }),
    upstream: createUpstreamModels({ config }),
    now,
    clock: () => performance.now(),
    generateRequestId: randomUUID,
    randomBytes: (size) => randomBytes(size),
    writeMetrics: (line) => process.stdout.write(`${line}\n`),
    admission,
    visitorRequests,
    clientSecret: createSecretSource({ configured: config.CHAT_IP_HMAC_SECRET, store: admission }),
    onNotificationQueued: maintenance.deliverNow,
    reportError,
  };
}

/**
 * Runs a route's pipeline with the process's dependencies. A store that could not open (e.g. Redis
 * unreachable) is retried by the next request; until then the endpoint answers 503 `store_unavailable` in its own
 * words, never a bare 500 and never a misleading limit.
 */
export async function withServerDependencies({ request, endpoint, handle }: {
  request: Request;
  endpoint: ApiEndpoint;
  handle: (dependencies: ServerDependencies) => Promise<Response>;
}): Promise<Response> {
  dependencies ??= createDependencies().catch((error: unknown) => {
    dependencies = undefined;
    throw error;
  });
  let ready: ServerDependencies;
  try {
    ready = await dependencies;
  } catch (error) {
    process.stderr.write(`server: could not start (${error instanceof Error ? error.message : String(error)}); refusing the request\n`);
    const locale = negotiateLocale({ acceptLanguage: request.headers.get('accept-language') });
    return rejectionResponse({ rejection: { code: 'store_unavailable' }, locale, endpoint });
  }
  return handle(ready);
}
