import { getDictionary, type ApiErrorCopy } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Every refusal the API can return before streaming; the code decides the status and the visitor's text.
 * `summary_unavailable`: the fit check's optional AI summary cannot be written (no provider, or the
 * upstream failed); the deterministic table does not depend on it. `feedback_unavailable`: a rating
 * could not be counted (the store failed); nothing else depends on it.
 */
export type ChatErrorCode = keyof ApiErrorCopy | 'summary_unavailable' | 'feedback_unavailable';

const STATUS_BY_CODE: Record<ChatErrorCode, number> = {
  invalid_request: 400,
  forbidden_origin: 403,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  budget_exhausted: 503,
  chat_disabled: 503,
  summary_unavailable: 503,
  feedback_unavailable: 503,
};

/** A typed refusal from a guard, before streaming starts. */
export interface ChatRejection {
  code: ChatErrorCode;
  retryAfterSeconds?: number;
}

/**
 * Builds the JSON error response of the contract: localized text, no internal detail, never cached.
 * `messages` replaces texts for an endpoint whose body is not a chat question (the fit check's).
 */
export function errorResponse({ rejection, locale, messages }: { rejection: ChatRejection; locale: Locale; messages?: Partial<Record<ChatErrorCode, string>> }): Response {
  const headers = new Headers({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  if (rejection.retryAfterSeconds !== undefined) headers.set('Retry-After', String(Math.max(1, Math.ceil(rejection.retryAfterSeconds))));
  const copy: Partial<Record<ChatErrorCode, string>> = { ...getDictionary({ locale }).apiErrors, ...messages };
  const body = { error: { code: rejection.code, message: copy[rejection.code] ?? copy.budget_exhausted } };
  return new Response(JSON.stringify(body), { status: STATUS_BY_CODE[rejection.code], headers });
}
