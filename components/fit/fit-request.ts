import type { FitPanelCopy } from '@/lib/i18n';
import type { Locale } from '@/lib/contracts';


/** A call's outcome as the panel shows it: the data, or a localized message. */
export type FitCall<Data> = { ok: true; data: Data } | { ok: false; message: string };

/** The visitor's message for a failed call: the server's own localized text, the wait before a retry, or offline. */
export async function failureMessage({ response, copy, online }: { response: Response | null; copy: FitPanelCopy; online: boolean }): Promise<string> {
  if (response === null) return online ? copy.errorFallback : copy.errorOffline;
  const retryAfter = Number(response.headers.get('retry-after'));
  if (response.status === 429 && retryAfter > 0) return copy.errorRateLimited.replace('{seconds}', String(retryAfter));
  try {
    const body = (await response.json()) as { error?: { message?: unknown } };
    if (typeof body.error?.message === 'string') return body.error.message;
  } catch {
    // Not the contract's JSON (a proxy's error page): fall through to the generic text.
  }
  return copy.errorFallback;
}

/** POSTs a job description to a fit route; any failure becomes a message, never an exception. */
export async function postFit<Data>({ path, jobDescription, locale, copy, signal }: {
  path: '/api/fit' | '/api/fit/summary';
  jobDescription: string;
  locale: Locale;
  copy: FitPanelCopy;
  signal?: AbortSignal;
}): Promise<FitCall<Data>> {
  let response: Response | null = null;
  try {
    response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jobDescription, locale }), signal });
    if (response.ok) return { ok: true, data: (await response.json()) as Data };
  } catch {
    if (signal?.aborted) return { ok: false, message: '' };
  }
  return { ok: false, message: await failureMessage({ response: response?.ok ? null : response, copy, online: typeof navigator === 'undefined' || navigator.onLine }) };
}
