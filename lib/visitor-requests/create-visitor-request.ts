import { browserSiteLocale, checkSiteLocale, clientIdentity } from '@/lib/platform';
import { checkSlot } from '@/lib/scheduling';
import { secondsUntilNextUtcDay, utcDay } from '@/lib/store';
import type { StoredVisitorRequest } from '@/lib/store';
import { publicVisitorRequest } from '@/lib/visitor-requests/public-visitor-request';
import { parseCreateBody } from '@/lib/visitor-requests/parse-create-body';
import { callFingerprint, newReference, requestSecrets, tokenHash } from '@/lib/visitor-requests/visitor-request-secrets';
import {
  answerVisitorRequest,
  IDEMPOTENCY_TTL_MS,
  json,
  notification,
  rejected,
  replay,
  withToken,
  writeGuards,
  type VisitorRequestDependencies,
} from '@/lib/visitor-requests/visitor-request-steps';

/** A new reference that collides with one in use is drawn again, a few times. */
const REFERENCE_ATTEMPTS = 4;

/** `POST /api/requests`: idempotency key first, then the server's own validation of the slot, then one atomic write. */
export async function handleCreateVisitorRequest({ request, dependencies }: { request: Request; dependencies: VisitorRequestDependencies }): Promise<Response> {
  let locale = browserSiteLocale({ request, profile: dependencies.profile });
  return answerVisitorRequest({
    dependencies,
    locale: () => locale,
    run: async () => {
      const guarded = await writeGuards({ request, dependencies });
      if ('rejection' in guarded) return guarded;
      const { text, key } = guarded.value;
      const secrets = requestSecrets({ secret: await dependencies.clientSecret() });
      const keyHash = secrets.keyHash(key);
      const token = secrets.tokenFor(key);
      const fingerprint = callFingerprint({ operation: 'create', bodyText: text });
      const previous = await dependencies.visitorRequests.findIdempotent({ keyHash, nowMs: dependencies.now().getTime() });
      if (previous) return replay({ record: previous, fingerprint, token });

      const parsed = parseCreateBody({ text });
      if ('rejection' in parsed) {
        locale = parsed.locale ?? locale;
        return { rejection: parsed.rejection };
      }
      const body = parsed.request;
      const siteLocale = checkSiteLocale({ locale: body.locale, profile: dependencies.profile });
      if (siteLocale) return rejected(siteLocale);
      locale = body.locale;
      const now = dependencies.now();
      let slot: StoredVisitorRequest['slot'] = null;
      if (body.kind === 'intro_call') {
        const scheduling = dependencies.profile.scheduling;
        if (!scheduling) return rejected({ code: 'intro_calls_unavailable' });
        // Recomputed now, to the instant: a slot offered a moment ago may be past or inside the notice by now.
        const checked = checkSlot({ scheduling, now, startMs: Date.parse(body.slot ?? '') });
        if ('refusal' in checked) return rejected({ code: checked.refusal });
        slot = checked.slot;
      }
      const day = utcDay({ at: now });
      const address = dependencies.clientAddress(request.headers);
      const clientId = clientIdentity({ address, day, secret: await dependencies.clientSecret() });

      for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt += 1) {
        const stored: StoredVisitorRequest = {
          reference: newReference({ randomBytes: dependencies.randomBytes }),
          kind: body.kind,
          status: 'requested',
          locale: body.locale,
          slot,
          createdAtMs: now.getTime(),
          updatedAtMs: now.getTime(),
          tokenHash: tokenHash(token),
          contact: { name: body.name, email: body.email, company: body.company ?? null, message: body.message },
        };
        const result = JSON.stringify({ request: publicVisitorRequest(stored) });
        const outcome = await dependencies.visitorRequests.create({
          request: stored,
          clientId,
          day,
          limits: {
            livePerClient: dependencies.config.CHAT_REQUEST_RATE_PER_DAY,
            createdPerClient: dependencies.config.CHAT_REQUEST_CREATES_PER_DAY,
            perDay: dependencies.config.CHAT_REQUEST_DAILY_CEILING,
          },
          idempotency: { keyHash, fingerprint, status: 201, body: result, expiresAtMs: now.getTime() + IDEMPOTENCY_TTL_MS },
          notification: notification({ dependencies, event: 'request.created', request: stored }),
        });
        if (outcome.outcome === 'created') {
          dependencies.onNotificationQueued();
          return json({ status: 201, body: withToken({ body: result, token }) });
        }
        if (outcome.outcome === 'replay') return replay({ record: outcome.record, fingerprint, token });
        if (outcome.outcome === 'slot_taken') return rejected({ code: 'slot_taken' });
        if (outcome.outcome === 'rate_limited') return rejected({ code: 'rate_limited', retryAfterSeconds: secondsUntilNextUtcDay({ nowMs: now.getTime() }) });
      }
      throw new Error('no free reference after several attempts');
    },
  });
}
