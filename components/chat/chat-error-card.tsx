import { BUTTON_STYLES } from '@/components/chat/button-styles';
import { ChatRequestError } from '@/components/chat/chat-request-error';
import { describeChatError } from '@/components/chat/describe-chat-error';
import { messageText } from '@/components/chat/message-text';
import type { ChatUIMessage } from '@/lib/chat';
import type { ChatCopy } from '@/lib/i18n';

/**
 * Why the last request failed, in words the visitor can act on, with Retry; `lastMessage` tells a cut-short answer.
 * `busyRetryInSeconds` counts down to the page's own retry of a busy refusal: screen readers hear the sentence once,
 * with the whole wait, not every second of the countdown.
 */
export function ChatErrorCard({ error, lastMessage, copy, busy, busyRetryInSeconds, onRetry }: {
  error: Error;
  lastMessage: ChatUIMessage | undefined;
  copy: ChatCopy;
  busy: boolean;
  busyRetryInSeconds: number | null;
  onRetry: () => void;
}) {
  const describe = (seconds: number | null) =>
    describeChatError({
      error,
      copy,
      online: typeof navigator === 'undefined' || navigator.onLine,
      partialAnswer: lastMessage?.role === 'assistant' && messageText({ message: lastMessage }).trim() !== '',
      busyRetryInSeconds: seconds,
    });
  const errorView = describe(busyRetryInSeconds);
  const countingDown = errorView.kind === 'busy' && busyRetryInSeconds !== null;
  const spoken = countingDown && error instanceof ChatRequestError ? describe(error.retryAfterSeconds ?? busyRetryInSeconds).text : null;
  return (
    <div
      role="alert"
      data-testid="chat-error"
      data-kind={errorView.kind}
      data-retrying={countingDown ? 'true' : undefined}
      className="mt-4 flex flex-wrap items-center gap-3 rounded-2xl border border-danger-line bg-danger-soft p-3 ps-4 text-sm text-danger-ink"
    >
      {spoken === null ? (
        <p className="min-w-0 flex-1">{errorView.text}</p>
      ) : (
        <p className="min-w-0 flex-1">
          <span aria-hidden="true" data-testid="chat-busy-countdown">{errorView.text}</span>
          <span className="sr-only">{spoken}</span>
        </p>
      )}
      <button type="button" data-testid="chat-retry" onClick={onRetry} disabled={busy} className={BUTTON_STYLES.secondary}>
        {copy.retry}
      </button>
    </div>
  );
}
