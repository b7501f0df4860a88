import { isTerminalStatus, type VisitorRequestStatus } from '@/lib/contracts';
import { parseJsonBody } from '@/lib/platform';
import type { StoredVisitorRequest } from '@/lib/store';
import { publicVisitorRequest } from '@/lib/visitor-requests/public-visitor-request';
import { ownedRequest } from '@/lib/visitor-requests/read-visitor-request';
import { cancelVisitorRequestBodySchema } from '@/lib/visitor-requests/visitor-request-body-schema';
import { callFingerprint, requestSecrets } from '@/lib/visitor-requests/visitor-request-secrets';
import {
  answerVisitorRequest,
  IDEMPOTENCY_TTL_MS,
  json,
  notification,
  queryLocale,
  rejected,
  replay,
  writeGuards,
  type VisitorRequestDependencies,
} from '@/lib/visitor-requests/visitor-request-steps';

/** A cancel that loses a race with the owner's change is re-checked against the new status this many times. */
const TRANSITION_ATTEMPTS = 3;

/** `POST /api/requests/{reference}/cancel`: idempotency key, then ownership, then terminal state, then one atomic change. */
export async function handleCancelVisitorRequest({ request, reference, dependencies }: { request: Request; reference: string; dependencies: VisitorRequestDependencies }): Promise<Response> {
  return answerVisitorRequest({
    dependencies,
    locale: () => queryLocale({ request, dependencies }),
    run: async () => {
      const guarded = await writeGuards({ request, dependencies });
      if ('rejection' in guarded) return guarded;
      const { text, key } = guarded.value;
      const keyHash = requestSecrets({ secret: await dependencies.clientSecret() }).keyHash(key);
      const fingerprint = callFingerprint({ operation: `cancel ${reference}`, bodyText: text });
      const previous = await dependencies.visitorRequests.findIdempotent({ keyHash, nowMs: dependencies.now().getTime() });
      if (previous) return replay({ record: previous, fingerprint });
      const parsed = parseJsonBody({ text, schema: cancelVisitorRequestBodySchema });
      if ('rejection' in parsed) return parsed;

      const owned = await ownedRequest({ request, reference, dependencies });
      if ('rejection' in owned) return owned;
      let stored: StoredVisitorRequest = owned.value;
      for (let attempt = 0; attempt < TRANSITION_ATTEMPTS; attempt += 1) {
        if (isTerminalStatus(stored.status)) return rejected({ code: 'terminal_state', currentStatus: stored.status });
        const atMs = dependencies.now().getTime();
        const cancelled: StoredVisitorRequest = { ...stored, status: 'cancelled', updatedAtMs: atMs };
        const result = JSON.stringify({ request: publicVisitorRequest(cancelled) });
        const outcome = await dependencies.visitorRequests.transition({
          reference,
          from: stored.status,
          to: 'cancelled',
          atMs,
          idempotency: { keyHash, fingerprint, status: 200, body: result, expiresAtMs: atMs + IDEMPOTENCY_TTL_MS },
          notification: notification({ dependencies, event: 'request.cancelled', request: cancelled }),
        });
        if (outcome.outcome === 'done') {
          dependencies.onNotificationQueued();
          return json({ status: 200, body: result });
        }
        if (outcome.outcome === 'replay') return replay({ record: outcome.record, fingerprint });
        if (outcome.outcome === 'not_found') return rejected({ code: 'request_not_found' });
        if (outcome.outcome === 'changed') stored = { ...stored, status: outcome.current as VisitorRequestStatus };
      }
      throw new Error('the request kept changing during a cancel');
    },
  });
}
