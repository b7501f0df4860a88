import { ChatRequestError } from '@/components/chat/chat-request-error';
import { fillTemplate } from '@/components/chat/fill-template';
import type { ChatCopy } from '@/lib/i18n';

/** What went wrong, as the page distinguishes it. */
export type ChatErrorKind = 'rate_limited' | 'budget_exhausted' | 'chat_disabled' | 'too_long' | 'offline' | 'interrupted' | 'failed';

/** A failure as shown to the visitor: its kind (for tests and styling) and localized, actionable text. */
export interface ChatErrorView {
  kind: ChatErrorKind;
  text: string;
}

function describeRequestError({ error, copy }: { error: ChatRequestError; copy: ChatCopy }): ChatErrorView {
  if (error.code === 'rate_limited' || error.status === 429) {
    return error.retryAfterSeconds === null
      ? { kind: 'rate_limited', text: copy.errorRateLimitedNoWait }
      : { kind: 'rate_limited', text: fillTemplate({ template: copy.errorRateLimited, values: { seconds: error.retryAfterSeconds } }) };
  }
  if (error.code === 'budget_exhausted') return { kind: 'budget_exhausted', text: copy.errorBudgetExhausted };
  if (error.code === 'chat_disabled') return { kind: 'chat_disabled', text: copy.errorChatDisabled };
  if (error.code === 'payload_too_large' || error.code === 'invalid_request' || error.status === 413) return { kind: 'too_long', text: copy.errorTooLong };
  // Any other refusal: the server's own localized message when it sent one.
  return { kind: 'failed', text: error.message || copy.errorFallback };
}

/**
 * Turns a chat failure into what the visitor reads. `online` is `navigator.onLine`; `partialAnswer` says
 * whether some of the answer arrived before the stream failed (it is kept and marked incomplete).
 */
export function describeChatError({ error, copy, online, partialAnswer }: { error: Error; copy: ChatCopy; online: boolean; partialAnswer: boolean }): ChatErrorView {
  if (error instanceof ChatRequestError) return describeRequestError({ error, copy });
  // fetch rejects with a TypeError when the network is down; the browser may also know it is offline.
  if (!online || error instanceof TypeError) return { kind: 'offline', text: copy.errorOffline };
  if (partialAnswer) return { kind: 'interrupted', text: copy.errorInterrupted };
  // The page's own localized text: a stream error part says the same thing, but an error raised inside the
  // SDK (an empty body, a malformed chunk) carries English technical text a visitor must not see.
  return { kind: 'failed', text: copy.errorFallback };
}
