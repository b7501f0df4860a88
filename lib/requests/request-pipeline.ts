import { clientIdentity } from '@/lib/admission/client-identity';
import { resolveClientAddress } from '@/lib/admission/resolve-client-address';
import { secondsUntilNextUtcDay, utcDay } from '@/lib/admission/utc-day';
import type { ChatRejection } from '@/lib/chat/chat-error';
import { checkKillSwitch } from '@/lib/chat/guards/check-kill-switch';
import { checkMediaType } from '@/lib/chat/guards/check-media-type';
import { checkOrigin } from '@/lib/chat/guards/check-origin';
import { readBodyWithLimit } from '@/lib/chat/read-body';
import type { ChatConfig } from '@/lib/config/config';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { negotiateLocale } from '@/lib/i18n/negotiate-locale';
import type { Profile } from '@/lib/knowledge/profile-schema';
import { checkSlot, openSlots, slotHorizonMs } from '@/lib/requests/open-slots';
import { notificationPayload, publicRequest } from '@/lib/requests/public-request';
import { cancelRequestBodySchema, createRequestBodySchema, idempotencyKeySchema, parseJsonBody } from '@/lib/requests/request-body-schema';
import { NO_STORE_JSON, requestErrorResponse, type RequestErrorCode, type RequestRejection } from '@/lib/requests/request-error';
import { callFingerprint, newReference, REFERENCE_PATTERN, requestSecrets, tokenHash, tokenMatches } from '@/lib/requests/request-secrets';
import { isTerminalStatus, VISITOR_REQUEST_LIMITS as LIMITS, type RequestStatus } from '@/lib/requests/visitor-request-limits';
import type { IdempotencyRecord, OutboxNotification, StoredVisitorRequest, VisitorRequestStore } from '@/lib/requests/visitor-request-store';

/** Successes are kept at least this long: a repeat within it returns the first result. */
export const IDEMPOTENCY_TTL_MS = 7 * 86_400_000;
/** A new reference that collides with one in use is drawn again, a few times. */
const REFERENCE_ATTEMPTS = 4;
/** A cancel that loses a race with the owner's change is re-checked against the new status this many times. */
const TRANSITION_ATTEMPTS = 3;

/** What the request API needs from the outside world, injected so tests run without Next.js. */
export interface RequestDependencies {
  config: ChatConfig;
  profile: Profile;
  store: VisitorRequestStore;
  /** The server secret (the one client identities use): keys, tokens and identities are keyed with it. */
  secret: () => Promise<string>;
  now: () => Date;
  randomBytes: (size: number) => Uint8Array;
  /** Called after a write queued a notification for the owner's webhook. */
  onNotificationQueued: () => void;
  /** Operator-facing errors; never visitor text, contact details or addresses. */
  reportError: (message: string) => void;
}

/** Thrown inside a handler to answer with a rejection. */
class Rejected extends Error {
  constructor(readonly rejection: RequestRejection) {
    super(rejection.code);
  }
}

const reject = (code: RequestErrorCode, extra: Omit<RequestRejection, 'code'> = {}): never => {
  throw new Rejected({ code, ...extra });
};

/** The chat's own guards answer with codes the request API shares (media type, origin, kill switch). */
function chatGuard(rejection: ChatRejection | null): void {
  if (rejection) reject(rejection.code as RequestErrorCode);
}

function json({ status, body, replayed = false }: { status: number; body: string; replayed?: boolean }): Response {
  const headers = new Headers(NO_STORE_JSON);
  if (replayed) headers.set('Idempotent-Replayed', 'true');
  return new Response(body, { status, headers });
}

/**
 * Runs a handler: a rejection becomes its localized error response, and any other failure (the store down or
 * slow) becomes SYSTEM 503, never "not found". `locale` is read when the error is answered, so it can be refined.
 */
async function guarded({ dependencies, locale, run }: { dependencies: RequestDependencies; locale: () => Locale; run: () => Promise<Response> }): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Rejected) return requestErrorResponse({ rejection: error.rejection, locale: locale() });
    dependencies.reportError(`visitor requests: store failed (${error instanceof Error ? error.message : 'unknown error'}); answered SYSTEM`);
    return requestErrorResponse({ rejection: { code: 'store_unavailable' }, locale: locale() });
  }
}

/** Media type, body size, the idempotency key, origin and kill switch: the checks every write runs first. */
async function writeGuards({ request, dependencies }: { request: Request; dependencies: RequestDependencies }): Promise<{ text: string; key: string }> {
  chatGuard(checkMediaType({ contentType: request.headers.get('content-type') }));
  const text = await readBodyWithLimit({ request, maxBytes: LIMITS.maxBodyBytes });
  if (text === null) reject('payload_too_large');
  const key = idempotencyKeySchema.safeParse(request.headers.get('idempotency-key') ?? '');
  if (!key.success) reject('invalid_idempotency_key');
  chatGuard(checkOrigin({ origin: request.headers.get('origin'), host: request.headers.get('host'), allowedOrigins: dependencies.config.CHAT_ALLOWED_ORIGINS }));
  chatGuard(checkKillSwitch({ disabled: dependencies.config.CHAT_DISABLED }));
  return { text: text as string, key: key.data as string };
}

/** A repeat: the first result unchanged, or a conflict when the same key came with another call. */
function replay({ record, fingerprint, token }: { record: IdempotencyRecord; fingerprint: string; token?: string }): Response {
  if (record.fingerprint !== fingerprint) reject('idempotency_key_reused');
  return json({ status: record.status, body: withToken({ body: record.body, token }), replayed: true });
}

/** The stored body never holds the token: it is added back (derived from the key) on the way out. */
function withToken({ body, token }: { body: string; token?: string }): string {
  return token === undefined ? body : JSON.stringify({ ...(JSON.parse(body) as object), token });
}

function notification({ dependencies, event, request, by }: { dependencies: RequestDependencies; event: string; request: StoredVisitorRequest; by: 'visitor' | 'owner' }): OutboxNotification | null {
  if (!dependencies.config.OWNER_WEBHOOK_URL) return null;
  return { payload: notificationPayload({ event, request, by, at: dependencies.now() }) };
}

/** The bearer token of the `Authorization` header; a missing or malformed one is PERMISSION. */
function bearerToken({ request }: { request: Request }): string {
  const match = /^Bearer ([A-Za-z0-9_-]{22,128})$/.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ?? reject('not_owner');
}

/** `POST /api/requests`: idempotency key first, then the server's own validation of the slot, then one atomic write. */
export async function handleCreateRequest({ request, dependencies }: { request: Request; dependencies: RequestDependencies }): Promise<Response> {
  let locale = negotiateLocale({ acceptLanguage: request.headers.get('accept-language') });
  return guarded({
    dependencies,
    locale: () => locale,
    run: async () => {
      const { text, key } = await writeGuards({ request, dependencies });
      const secrets = requestSecrets({ secret: await dependencies.secret() });
      const keyHash = secrets.keyHash(key);
      const token = secrets.tokenFor(key);
      const fingerprint = callFingerprint({ operation: 'create', bodyText: text });
      const previous = await dependencies.store.findIdempotent({ keyHash, nowMs: dependencies.now().getTime() });
      if (previous) return replay({ record: previous, fingerprint, token });

      const body = parseJsonBody({ text, schema: createRequestBodySchema }) ?? reject('invalid_request');
      locale = body.locale;
      const now = dependencies.now();
      let slot: StoredVisitorRequest['slot'] = null;
      if (body.kind === 'intro_call') {
        const scheduling = dependencies.profile.scheduling ?? reject('intro_calls_unavailable');
        // Recomputed now, to the instant: a slot offered a moment ago may be past or inside the notice by now.
        const checked = checkSlot({ scheduling, now, startMs: Date.parse(body.slot ?? '') });
        if ('refusal' in checked) reject(checked.refusal);
        else slot = checked.slot;
      }
      const day = utcDay({ at: now });
      const address = resolveClientAddress({ headers: request.headers, trustedHeader: dependencies.config.CHAT_CLIENT_IP_HEADER });
      const clientId = clientIdentity({ address, day, secret: await dependencies.secret() });

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
        const result = JSON.stringify({ request: publicRequest(stored) });
        const outcome = await dependencies.store.create({
          request: stored,
          clientId,
          day,
          limits: { perClientPerDay: dependencies.config.CHAT_REQUEST_RATE_PER_DAY, perDay: dependencies.config.CHAT_REQUEST_DAILY_CEILING },
          idempotency: { keyHash, fingerprint, status: 201, body: result, expiresAtMs: now.getTime() + IDEMPOTENCY_TTL_MS },
          notification: notification({ dependencies, event: 'request.created', request: stored, by: 'visitor' }),
        });
        if (outcome.outcome === 'created') {
          if (dependencies.config.OWNER_WEBHOOK_URL) dependencies.onNotificationQueued();
          return json({ status: 201, body: withToken({ body: result, token }) });
        }
        if (outcome.outcome === 'replay') return replay({ record: outcome.record, fingerprint, token });
        if (outcome.outcome === 'slot_taken') reject('slot_taken');
        if (outcome.outcome === 'rate_limited') reject('rate_limited', { retryAfterSeconds: secondsUntilNextUtcDay({ nowMs: now.getTime() }) });
      }
      throw new Error('no free reference after several attempts');
    },
  });
}

/** Finds the reference and checks that the token owns it: 404 for no such request, 403 for another token. */
async function ownedRequest({ request, reference, dependencies }: { request: Request; reference: string; dependencies: RequestDependencies }): Promise<StoredVisitorRequest> {
  const token = bearerToken({ request });
  if (!REFERENCE_PATTERN.test(reference)) reject('request_not_found');
  const stored = (await dependencies.store.find({ reference })) ?? reject('request_not_found');
  if (!tokenMatches({ token, storedHash: stored.tokenHash })) reject('not_owner');
  return stored;
}

function queryLocale({ request }: { request: Request }): Locale {
  const requested = new URL(request.url).searchParams.get('locale') ?? '';
  return isLocale(requested) ? requested : negotiateLocale({ acceptLanguage: request.headers.get('accept-language') });
}

/** `GET /api/requests/{reference}`: the request, for the browser that holds its token. */
export async function handleReadRequest({ request, reference, dependencies }: { request: Request; reference: string; dependencies: RequestDependencies }): Promise<Response> {
  return guarded({
    dependencies,
    locale: () => queryLocale({ request }),
    run: async () => {
      chatGuard(checkKillSwitch({ disabled: dependencies.config.CHAT_DISABLED }));
      const stored = await ownedRequest({ request, reference, dependencies });
      return json({ status: 200, body: JSON.stringify({ request: publicRequest(stored) }) });
    },
  });
}

/** `POST /api/requests/{reference}/cancel`: idempotency key, then ownership, then terminal state, then one atomic change. */
export async function handleCancelRequest({ request, reference, dependencies }: { request: Request; reference: string; dependencies: RequestDependencies }): Promise<Response> {
  return guarded({
    dependencies,
    locale: () => queryLocale({ request }),
    run: async () => {
      const { text, key } = await writeGuards({ request, dependencies });
      const keyHash = requestSecrets({ secret: await dependencies.secret() }).keyHash(key);
      const fingerprint = callFingerprint({ operation: `cancel ${reference}`, bodyText: text });
      const previous = await dependencies.store.findIdempotent({ keyHash, nowMs: dependencies.now().getTime() });
      if (previous) return replay({ record: previous, fingerprint });
      if (parseJsonBody({ text, schema: cancelRequestBodySchema }) === null) reject('invalid_request');

      let stored = await ownedRequest({ request, reference, dependencies });
      for (let attempt = 0; attempt < TRANSITION_ATTEMPTS; attempt += 1) {
        if (isTerminalStatus(stored.status)) reject('terminal_state', { currentStatus: stored.status });
        const atMs = dependencies.now().getTime();
        const cancelled: StoredVisitorRequest = { ...stored, status: 'cancelled', updatedAtMs: atMs };
        const result = JSON.stringify({ request: publicRequest(cancelled) });
        const outcome = await dependencies.store.transition({
          reference,
          from: stored.status,
          to: 'cancelled',
          atMs,
          idempotency: { keyHash, fingerprint, status: 200, body: result, expiresAtMs: atMs + IDEMPOTENCY_TTL_MS },
          notification: notification({ dependencies, event: 'request.cancelled', request: cancelled, by: 'visitor' }),
        });
        if (outcome.outcome === 'done') {
          if (dependencies.config.OWNER_WEBHOOK_URL) dependencies.onNotificationQueued();
          return json({ status: 200, body: result });
        }
        if (outcome.outcome === 'replay') return replay({ record: outcome.record, fingerprint });
        if (outcome.outcome === 'not_found') reject('request_not_found');
        if (outcome.outcome === 'changed') stored = { ...stored, status: outcome.current as RequestStatus };
      }
      throw new Error('the request kept changing during a cancel');
    },
  });
}

/** `GET /api/requests/slots?locale=xx&limit=20`: open slots, earliest first; no schedule or no slot is an empty list. */
export async function handleSlotsRequest({ request, dependencies }: { request: Request; dependencies: RequestDependencies }): Promise<Response> {
  return guarded({
    dependencies,
    locale: () => queryLocale({ request }),
    run: async () => {
      chatGuard(checkKillSwitch({ disabled: dependencies.config.CHAT_DISABLED }));
      const rawLimit = new URL(request.url).searchParams.get('limit');
      const limit = rawLimit === null ? LIMITS.defaultSlotLimit : Number(rawLimit);
      if (!Number.isInteger(limit) || limit < 1 || limit > LIMITS.maxSlotLimit) reject('invalid_request');
      const slots = await listOpenSlots({ dependencies, limit });
      return json({ status: 200, body: JSON.stringify(slots) });
    },
  });
}

/** The open slots right now (the schedule minus the slots live requests hold); shared with the chat's slot tool. */
export async function listOpenSlots({ dependencies, limit }: { dependencies: Pick<RequestDependencies, 'profile' | 'store' | 'now'>; limit: number }): Promise<{ timeZone: string | null; slots: { start: string; end: string }[] }> {
  const scheduling = dependencies.profile.scheduling;
  if (!scheduling) return { timeZone: null, slots: [] };
  const now = dependencies.now();
  const held = await dependencies.store.heldSlotStarts({ fromMs: now.getTime(), toMs: slotHorizonMs({ scheduling, now }) });
  const slots = openSlots({ scheduling, now, takenStartsMs: held, limit });
  return { timeZone: scheduling.timeZone, slots: slots.map((slot) => ({ start: new Date(slot.startMs).toISOString(), end: new Date(slot.endMs).toISOString() })) };
}
