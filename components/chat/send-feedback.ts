import type { FeedbackRequest } from '@/lib/feedback';

/** What became of a rating: counted, or refused with the server's localized message when it gave one. */
export type FeedbackResult = { ok: true } | { ok: false; message: string | null };

/**
 * Sends one thumbs up or down (`POST /api/feedback`): the answer's mode, intent and cited fact ids, never its
 * text nor the conversation. Never throws: a refusal or a network failure is a result the page can show.
 */
export async function sendFeedback({ body, fetcher = fetch }: { body: FeedbackRequest; fetcher?: typeof fetch }): Promise<FeedbackResult> {
  try {
    const response = await fetcher('/api/feedback', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    if (response.ok) return { ok: true };
    const payload: unknown = await response.json().catch(() => null);
    const message = (payload as { error?: { message?: unknown } } | null)?.error?.message;
    return { ok: false, message: typeof message === 'string' ? message : null };
  } catch {
    return { ok: false, message: null };
  }
}
