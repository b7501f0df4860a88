import type { Locale } from '@/lib/contracts';
import { VISITOR_REQUEST_LIMITS, type VisitorRequestStatus } from '@/lib/contracts';
import { getDictionary, type Dictionary } from '@/lib/i18n';
import type { RequestField } from '@/lib/platform/request-field';

/** The six canonical error types: they tell a client (or a model) what kind of failure it is. */
export type ApiErrorType = 'VALIDATION' | 'NOT_FOUND' | 'PERMISSION' | 'CONFLICT' | 'RATE_LIMITED' | 'SYSTEM';

/**
 * Every refusal any endpoint can answer with before streaming; the code decides the type and the status, the
 * endpoint's dictionary what the visitor reads. `summary_unavailable`: the fit check's optional AI summary
 * cannot be written; `feedback_unavailable`: a rating could not be counted; `store_unavailable`: the store
 * (SQLite or Redis) cannot be reached, which is never reported as a limit or as "not found"; `busy`: this instance
 * already has CHAT_MAX_CONCURRENT_ANSWERS answers in flight (with Retry-After); `outcome_unknown`: a
 * write was sent but the store did not answer in time, so it may have been applied (a retry with the same
 * Idempotency-Key is safe); `lookups_limited`: too many reference lookups from one client.
 */
const API_ERRORS = {
  invalid_request: { type: 'VALIDATION', status: 400 },
  message_too_long: { type: 'VALIDATION', status: 400 },
  invalid_idempotency_key: { type: 'VALIDATION', status: 400 },
  payload_too_large: { type: 'VALIDATION', status: 413 },
  unsupported_media_type: { type: 'VALIDATION', status: 415 },
  slot_past: { type: 'VALIDATION', status: 422 },
  slot_too_soon: { type: 'VALIDATION', status: 422 },
  slot_not_offered: { type: 'VALIDATION', status: 422 },
  slot_taken: { type: 'VALIDATION', status: 422 },
  intro_calls_unavailable: { type: 'VALIDATION', status: 422 },
  terminal_state: { type: 'VALIDATION', status: 422 },
  request_not_found: { type: 'NOT_FOUND', status: 404 },
  forbidden_origin: { type: 'PERMISSION', status: 403 },
  not_owner: { type: 'PERMISSION', status: 403 },
  idempotency_key_reused: { type: 'CONFLICT', status: 409 },
  rate_limited: { type: 'RATE_LIMITED', status: 429 },
  lookups_limited: { type: 'RATE_LIMITED', status: 429 },
  budget_exhausted: { type: 'SYSTEM', status: 503 },
  chat_disabled: { type: 'SYSTEM', status: 503 },
  store_unavailable: { type: 'SYSTEM', status: 503 },
  busy: { type: 'SYSTEM', status: 503 },
  outcome_unknown: { type: 'SYSTEM', status: 503 },
  summary_unavailable: { type: 'SYSTEM', status: 503 },
  feedback_unavailable: { type: 'SYSTEM', status: 503 },
} as const satisfies Record<string, { type: ApiErrorType; status: number }>;

export type ApiErrorCode = keyof typeof API_ERRORS;

/** A typed refusal from a guard or a pipeline step. */
export interface ApiRejection {
  code: ApiErrorCode;
  retryAfterSeconds?: number;
  /** For `terminal_state`: the status the visitor request already has, named in the message. */
  currentStatus?: VisitorRequestStatus;
  /** For `invalid_request`: the body field that is missing or wrong, named in the message and in the body's `field`. */
  field?: RequestField;
}

export function errorTypeOf(code: ApiErrorCode): ApiErrorType {
  return API_ERRORS[code].type;
}

export function errorStatusOf(code: ApiErrorCode): number {
  return API_ERRORS[code].status;
}

/** Headers of every JSON answer of the API: never cached. */
export const NO_STORE_JSON = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } as const;

/**
 * The JSON error response every endpoint answers with: `{ error: { type, code, message } }` (and `field`, the
 * path of the request field an `invalid_request` is about), the message localized by the endpoint, no internal
 * detail, `Retry-After` where there is a wait, never cached.
 */
export function errorResponse({ rejection, message }: { rejection: ApiRejection; message: string }): Response {
  const headers = new Headers(NO_STORE_JSON);
  if (rejection.retryAfterSeconds !== undefined) headers.set('Retry-After', String(Math.max(1, Math.ceil(rejection.retryAfterSeconds))));
  const { type, status } = API_ERRORS[rejection.code];
  const field = rejection.field ? { field: rejection.field.path } : {};
  return new Response(JSON.stringify({ error: { type, code: rejection.code, message, ...field } }), { status, headers });
}

/** The endpoints, each with its own wording of the same codes (a bad chat question is not a bad posting). */
export type ApiEndpoint = 'chat' | 'fit' | 'feedback' | 'visitor-requests';

/**
 * Endpoints whose page shows the server's message to the visitor (the fit check, the request form): after the
 * field comes what the endpoint needs. The chat page words a 400 itself, so its API clients get the field alone.
 */
const SHOWN_ON_THE_PAGE: readonly ApiEndpoint[] = ['fit', 'visitor-requests'];

/** "The field “locale” must be one of: en, fr.": what is wrong with the field, in `locale`. */
function fieldMessage({ field, locale, copy }: { field: RequestField; locale: Locale; copy: Dictionary['requestFields'] }): string {
  const values = { field: field.path, max: new Intl.NumberFormat(locale).format(field.max ?? 0) };
  if (field.problem === 'invalid' && field.allowed) return copy.oneOf({ field: field.path, allowed: field.allowed.join(', ') });
  const messages = { missing: copy.missing, unknown: copy.unknown, empty: copy.empty, too_long: copy.tooLong, too_many: copy.tooMany, invalid: copy.invalid };
  return messages[field.problem](values);
}

/** What the visitor reads for a rejection of `endpoint`, in `locale`, with the current status and limits filled in. */
export function apiErrorMessage({ rejection, locale, endpoint }: { rejection: ApiRejection; locale: Locale; endpoint: ApiEndpoint }): string {
  const dictionary = getDictionary({ locale });
  // Every refused field is named; the request card's fields also get its own words of what to do.
  const ownFieldText = endpoint === 'visitor-requests' && rejection.code === 'invalid_request' && rejection.field
    ? (dictionary.requests.errors.fields as Partial<Record<string, string>>)[rejection.field.path]
    : undefined;
  if (rejection.code === 'invalid_request' && rejection.field && !ownFieldText) {
    const named = fieldMessage({ field: rejection.field, locale, copy: dictionary.requestFields });
    return SHOWN_ON_THE_PAGE.includes(endpoint) ? `${named} ${apiErrorMessage({ rejection: { code: 'invalid_request' }, locale, endpoint })}` : named;
  }
  if (endpoint === 'visitor-requests') {
    const copy = dictionary.requests;
    const named = ownFieldText && rejection.field ? `${fieldMessage({ field: rejection.field, locale, copy: dictionary.requestFields })} ${ownFieldText}` : undefined;
    const text = named ?? (copy.errors as unknown as Partial<Record<ApiErrorCode, string>>)[rejection.code] ?? copy.errors.store_unavailable;
    const number = (value: number) => new Intl.NumberFormat(locale).format(value);
    return text
      .replace('{max}', number(VISITOR_REQUEST_LIMITS.maxMessageChars))
      .replace('{maxName}', number(VISITOR_REQUEST_LIMITS.maxNameChars))
      .replace('{maxCompany}', number(VISITOR_REQUEST_LIMITS.maxCompanyChars))
      .replace('{status}', rejection.currentStatus ? copy.statusNames[rejection.currentStatus] : '');
  }
  const overrides = endpoint === 'fit' ? dictionary.fit.apiErrors : endpoint === 'feedback' ? dictionary.feedback.apiErrors : {};
  const copy: Partial<Record<ApiErrorCode, string>> = { ...dictionary.apiErrors, ...overrides };
  return copy[rejection.code] ?? dictionary.apiErrors.store_unavailable;
}

/** The error response of `endpoint` for a rejection: one model for every endpoint of the API. */
export function rejectionResponse({ rejection, locale, endpoint }: { rejection: ApiRejection; locale: Locale; endpoint: ApiEndpoint }): Response {
  return errorResponse({ rejection, message: apiErrorMessage({ rejection, locale, endpoint }) });
}
