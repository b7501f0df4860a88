import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { getConfig } from '@/lib/config';
import { negotiateLocale } from '@/lib/i18n';
import { profile } from '@/lib/knowledge/profile';
import { startVisitorRequestMaintenance } from '@/lib/notifications';
import { rejectionResponse, type ApiEndpoint } from '@/lib/platform/api-error';
import { createClientAddressSource } from '@/lib/platform/client-address-source';
import { createSecretSource, identityKeyPlacement } from '@/lib/platform/identity-secret';
import { PEER_PROOF_KEY } from '@/lib/platform/resolve-client-address';
import { healthResponse } from '@/lib/platform/health';
import { processChatGate } from '@/lib/platform/chat-gate';
import { createEventLoopStall } from '@/lib/platform/event-loop-stall';
import { createUpstreamModels } from '@/lib/platform/providers';
import type { ServerDependencies } from '@/lib/platform/server-dependencies-type';
import { buildCorePrompt, buildClassifierPrompt } from '@/lib/prompt';
import { openAdmissionStore, openVisitorRequestStore, utcDay } from '@/lib/store';

let dependencies: Promise<ServerDependencies> | undefined;

/**
 * The composition root: the process's configuration, profile, providers and stores, built once on first use
 * (so a bad environment fails the first request loudly instead of the build). The stores are returned at once and
 * come back by themselves after an outage. It also starts this process's outbox deliveries and the retention
 * purge, and joins the process's chat gate (answers in flight, busy refusals, the shutdown's drain).
 */
async function createDependencies(): Promise<ServerDependencies> {
  const config = getConfig();
  const reportError = (message: string) => process.stderr.write(`${message}\n`);
  const [admission, visitorRequests] = await Promise.all([openAdmissionStore({ config, reportError }), openVisitorRequestStore({ config, reportError })]);
  const now = () => new Date();
  const timeZone = profile.scheduling?.timeZone ?? 'UTC';
  const maintenance = startVisitorRequestMaintenance({ store: visitorRequests, config, timeZone, now, reportError });
  const clock = () => performance.now();
  // The process's one count of answers in flight, shared with server.mjs (which hands the door its refusal) and every other route bundle.
  const gate = processChatGate({ config, reportError });
  gate.onRefused = (count) => {
    const day = utcDay({ at: now() });
    for (let refusal = 0; refusal < count; refusal += 1) {
      admission.recordOutcome({ day, rejectionCode: 'busy' }).catch(() => reportError('admission store: could not record an outcome'));
    }
  };
  return {
    config,
    profile,
    corePrompt: buildCorePrompt({ profile }),
    classifierPrompt: buildClassifierPrompt({ profile }),
    upstream: createUpstreamModels({ config }),
    now,
    clock,
    generateRequestId: randomUUID,
    randomBytes: (size) => randomBytes(size),
    writeMetrics: (line) => process.stdout.write(`${line}\n`),
    admission,
    visitorRequests,
    clientSecret: createSecretSource({ placement: identityKeyPlacement({ config }), store: admission, reportError }),
    clientAddress: createClientAddressSource({ config, peerProof: peerProof(), now, reportError, recordNotice: (event) => admission.recordOutcome(event) }),
    onNotificationQueued: maintenance.deliverNow,
    reportError,
    answerSlots: gate.slots,
    eventLoopStall: createEventLoopStall({ now: clock }),
  };
}

/** The process's dependencies, built on first use; a failed build is tried again by the next caller. */
function processDependencies(): Promise<ServerDependencies> {
  dependencies ??= createDependencies().catch((error: unknown) => {
    dependencies = undefined;
    throw error;
  });
  return dependencies;
}

/** `GET /api/health`: whether the process's stores answer (contracts §9). */
export function serveHealth(): Promise<Response> {
  return healthResponse({
    stores: async () => {
      const { admission, visitorRequests } = await processDependencies();
      return [admission, visitorRequests];
    },
  });
}

/** The proof server.mjs shares with the handlers of its process; null under `next start`, where no server.mjs runs. */
function peerProof(): string | null {
  const proof: unknown = (globalThis as Record<symbol, unknown>)[PEER_PROOF_KEY];
  return typeof proof === 'string' && proof.length > 0 ? proof : null;
}

/**
 * Runs a route's pipeline with the process's dependencies. A store that is down does not stop them from being built
 * (its calls fail with `StoreUnavailableError` until it is back, and each endpoint says so in its own words); if
 * building them fails anyway, the next request tries again and this one gets 503 `store_unavailable`, never a bare
 * 500 and never a misleading limit.
 */
export async function withServerDependencies({ request, endpoint, handle }: {
  request: Request;
  endpoint: ApiEndpoint;
  handle: (dependencies: ServerDependencies) => Promise<Response>;
}): Promise<Response> {
  let ready: ServerDependencies;
  try {
    ready = await processDependencies();
  } catch (error) {
    process.stderr.write(`server: could not start (${error instanceof Error ? error.message : String(error)}); refusing the request\n`);
    const locale = negotiateLocale({ acceptLanguage: request.headers.get('accept-language') });
    return rejectionResponse({ rejection: { code: 'store_unavailable' }, locale, endpoint });
  }
  return handle(ready);
}
