import { getDictionary, type RequestErrorCopy } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { VISITOR_REQUEST_LIMITS, type RequestStatus } from '@/lib/requests/visitor-request-limits';

/** Every error code of the request API (its type and status live in request-error.ts, its text in the dictionaries). */
export type RequestErrorCode = keyof RequestErrorCopy;

/** The localized text of an error, with the current status and the message limit (from its constant) filled in. */
export function requestErrorMessage({ code, locale, currentStatus }: { code: RequestErrorCode; locale: Locale; currentStatus?: RequestStatus }): string {
  const copy = getDictionary({ locale }).requests;
  const max = new Intl.NumberFormat(locale).format(VISITOR_REQUEST_LIMITS.maxMessageChars);
  const status = currentStatus ? copy.statusNames[currentStatus] : '';
  return copy.errors[code].replace('{max}', max).replace('{status}', status);
}
