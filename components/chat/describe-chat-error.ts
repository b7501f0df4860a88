import { ChatRequestError } from '@/components/chat/chat-request-error';
import { fillTemplate } from '@/components/chat/fill-template';
import type { ChatCopy } from '@/lib/i18n';

/** What went wrong, as the page distinguishes it. */
export type ChatErrorKind = 'rate_limited' | 'busy' | 'budget_exhausted' | 'chat_disabled' | 'too_long' | 'offline' | 'interrupted' | 'failed';

/** A failure as shown to the visitor: its kind (for tests and styling) and localized, actionable text. */
export interface ChatErrorView {
  kind: ChatErrorKind;
  text: string;
}

function describeRequestError({ error, copy, busyRetryInSeconds }: { error: ChatRequestError; copy: ChatCopy; busyRetryInSeconds: number | null }): ChatErrorView {
  if (error.code === 'rate_limited' || error.status === 429) {
    return error.retryAfterSeconds === null
      ? { kind: 'rate_limited', text: copy.errorRateLimitedNoWait }
      : { kind: 'rate_limited', text: fillTemplate({ template: copy.errorRateLimited, values: { seconds: error.retryAfterSeconds } }) };
  }
  if (error.code === 'busy') {
    return busyRetryInSeconds === null
      ? { kind: 'busy', text: copy.errorBusy }
      : { kind: 'busy', text: fillTemplate({ template: copy.errorBusyRetrying, values: { seconds: busyRetryInSeconds } }) };
  }
  if (error.code === 'budget_exhausted') return { kind: 'budget_exhausted', text: copy.errorBudgetExhausted };
  if (error.code === 'chat_disabled') return { kind: 'chat_disabled', text: copy.errorChatDisabled };
  if (error.code === 'payload_too_large' || error.code === 'invalid_request' || error.status === 413) return { kind: 'too_long', text: copy.errorTooLong };
  // Any other refusal: the server's own localized message when it sent one.
  return { kind: 'failed', text: error.message || copy.errorFallback };
}

/**
 * Turns a chat failure into what the visitor reads. `online` is `navigator.onLine`; `partialAnswer` says
 * whether some of the answer arrived before the stream failed (it is kept and marked incomplete);
 * `busyRetryInSeconds` counts down to the page's own retry of a busy refusal (null when it will not retry).
 */
export function describeChatError({ error, copy, online, partialAnswer, busyRetryInSeconds = null }: {
  error: Error;
  copy: ChatCopy;
  online: boolean;
  partialAnswer: boolean;
  busyRetryInSeconds?: number | null;
}): ChatErrorView {
  if (error instanceof ChatRequestError) return describeRequestError({ error, copy, busyRetryInSeconds });
  // fetch rejects with a TypeError when the network is down; the browser may also know it is offline.
  if (!online || error instanceof TypeError) return { kind: 'offline', text: copy.errorOffline };
  if (partialAnswer) return { kind: 'interrupted', text: copy.errorInterrupted };
  // The page's own localized text: a stream error part says the same thing, but an error raised inside the
  // SDK (an empty body, a malformed chunk) carries English technical text a visitor must not see.
  return { kind: 'failed', text: copy.errorFallback };
}
