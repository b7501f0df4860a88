import type { Locale } from '@/lib/i18n/locales';
import { requestErrorMessage, type RequestErrorCode } from '@/lib/requests/request-copy';
import type { RequestStatus } from '@/lib/requests/visitor-request-limits';

/** The six canonical error types: they tell a client (or a model) what kind of failure it is. */
export type RequestErrorType = 'VALIDATION' | 'NOT_FOUND' | 'PERMISSION' | 'CONFLICT' | 'RATE_LIMITED' | 'SYSTEM';

const ERRORS = {
  invalid_request: { type: 'VALIDATION', status: 400 },
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
  store_unavailable: { type: 'SYSTEM', status: 503 },
  chat_disabled: { type: 'SYSTEM', status: 503 },
} as const satisfies Record<RequestErrorCode, { type: RequestErrorType; status: number }>;

export type { RequestErrorCode };

/** A typed refusal of a request call; the code decides the type, the status and the visitor's text. */
export interface RequestRejection {
  code: RequestErrorCode;
  retryAfterSeconds?: number;
  /** For `terminal_state`: the status the request already has, named in the message. */
  currentStatus?: RequestStatus;
}

export function errorTypeOf(code: RequestErrorCode): RequestErrorType {
  return ERRORS[code].type;
}

export const NO_STORE_JSON = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };

/** `{ error: { type, code, message } }` with a localized message, no internal detail, never cached. */
export function requestErrorResponse({ rejection, locale }: { rejection: RequestRejection; locale: Locale }): Response {
  const headers = new Headers(NO_STORE_JSON);
  if (rejection.retryAfterSeconds !== undefined) headers.set('Retry-After', String(Math.max(1, Math.ceil(rejection.retryAfterSeconds))));
  const { type, status } = ERRORS[rejection.code];
  const message = requestErrorMessage({ code: rejection.code, locale, currentStatus: rejection.currentStatus });
  return new Response(JSON.stringify({ error: { type, code: rejection.code, message } }), { status, headers });
}
