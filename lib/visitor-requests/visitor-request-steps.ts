import { VISITOR_REQUEST_LIMITS as LIMITS, type Locale } from '@/lib/contracts';
import { browserSiteLocale, NO_STORE_JSON, rejectionResponse, type ApiRejection, allowedOriginsOf, checkKillSwitch, checkMediaType, checkOrigin, readBodyWithLimit } from '@/lib/platform';
import type { ServerDependencies } from '@/lib/platform';
import type { IdempotencyRecord, OutboxNotification, StoredVisitorRequest } from '@/lib/store';
import { WriteOutcomeUnknownError } from '@/lib/store';
import { ownerNotification } from '@/lib/visitor-requests/owner-notification';
import { idempotencyKeySchema } from '@/lib/visitor-requests/visitor-request-body-schema';

/** What the visitor-request endpoints read from the process's dependencies. */
export type VisitorRequestDependencies = Pick<
  ServerDependencies,
  'config' | 'profile' | 'visitorRequests' | 'clientSecret' | 'clientAddress' | 'now' | 'randomBytes' | 'onNotificationQueued' | 'reportError'
>;

/** A step's outcome: its value, or the rejection the endpoint answers with. */
export type Step<Value> = { value: Value } | { rejection: ApiRejection };

export const rejected = (rejection: ApiRejection): { rejection: ApiRejection } => ({ rejection });

/** Successes are kept at least this long: a repeat within it returns the first result. */
export const IDEMPOTENCY_TTL_MS = 7 * 86_400_000;

export function json({ status, body, replayed = false }: { status: number; body: string; replayed?: boolean }): Response {
  const headers = new Headers(NO_STORE_JSON);
  if (replayed) headers.set('Idempotent-Replayed', 'true');
  return new Response(body, { status, headers });
}

/**
 * Runs a handler: a rejection becomes its localized error response, and any other failure (the store down or
 * slow) becomes SYSTEM 503, never "not found": `outcome_unknown` when a write was sent and not answered (the visitor
 * is told a retry with the same key is safe), else `store_unavailable` (nothing was written). `locale` is read when
 * the error is answered, so it can be refined.
 */
export async function answerVisitorRequest({ dependencies, locale, run }: {
  dependencies: Pick<VisitorRequestDependencies, 'reportError'>;
  locale: () => Locale;
  run: () => Promise<Response | { rejection: ApiRejection }>;
}): Promise<Response> {
  try {
    const outcome = await run();
    return outcome instanceof Response ? outcome : rejectionResponse({ rejection: outcome.rejection, locale: locale(), endpoint: 'visitor-requests' });
  } catch (error) {
    const code = error instanceof WriteOutcomeUnknownError ? 'outcome_unknown' : 'store_unavailable';
    dependencies.reportError(`visitor requests: store failed (${error instanceof Error ? error.message : 'unknown error'}); answered SYSTEM ${code}`);
    return rejectionResponse({ rejection: { code }, locale: locale(), endpoint: 'visitor-requests' });
  }
}

/** Media type, body size, the idempotency key, origin and kill switch: the checks every write runs first. */
export async function writeGuards({ request, dependencies }: { request: Request; dependencies: Pick<VisitorRequestDependencies, 'config'> }): Promise<Step<{ text: string; key: string }>> {
  const mediaType = checkMediaType({ contentType: request.headers.get('content-type') });
  if (mediaType) return rejected(mediaType);
  const text = await readBodyWithLimit({ request, maxBytes: LIMITS.maxBodyBytes });
  if (text === null) return rejected({ code: 'payload_too_large' });
  const key = idempotencyKeySchema.safeParse(request.headers.get('idempotency-key') ?? '');
  if (!key.success) return rejected({ code: 'invalid_idempotency_key' });
  const origin = checkOrigin({ origin: request.headers.get('origin'), host: request.headers.get('host'), allowedOrigins: allowedOriginsOf({ config: dependencies.config }) });
  if (origin) return rejected(origin);
  const killSwitch = checkKillSwitch({ disabled: dependencies.config.CHAT_DISABLED });
  if (killSwitch) return rejected(killSwitch);
  return { value: { text, key: key.data } };
}

/** A repeat: the first result unchanged, or a conflict when the same key came with another call. */
export function replay({ record, fingerprint, token }: { record: IdempotencyRecord; fingerprint: string; token?: string }): Response | { rejection: ApiRejection } {
  if (record.fingerprint !== fingerprint) return rejected({ code: 'idempotency_key_reused' });
  return json({ status: record.status, body: withToken({ body: record.body, token }), replayed: true });
}

/** The stored body never holds the token: it is added back (derived from the key) on the way out. */
export function withToken({ body, token }: { body: string; token?: string }): string {
  return token === undefined ? body : JSON.stringify({ ...(JSON.parse(body) as object), token });
}

/** The owner's notification of the visitor's change, on every channel that is on (none: null). */
export function notification({ dependencies, event, request }: {
  dependencies: Pick<VisitorRequestDependencies, 'config' | 'now' | 'randomBytes'>;
  event: string;
  request: StoredVisitorRequest;
}): OutboxNotification | null {
  return ownerNotification({ config: dependencies.config, event, request, by: 'visitor', at: dependencies.now(), randomBytes: dependencies.randomBytes });
}

/** The page's locale from the query when it is one of the site's, else the browser's among them. */
export function queryLocale({ request, dependencies }: { request: Request; dependencies: Pick<VisitorRequestDependencies, 'profile'> }): Locale {
  return browserSiteLocale({ request, profile: dependencies.profile, requested: new URL(request.url).searchParams.get('locale') ?? undefined });
}
