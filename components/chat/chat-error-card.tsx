import { BUTTON_STYLES } from '@/components/chat/button-styles';
import { describeChatError } from '@/components/chat/describe-chat-error';
import { messageText } from '@/components/chat/message-text';
import type { ChatUIMessage } from '@/lib/chat';
import type { ChatCopy } from '@/lib/i18n';

/** Why the last request failed, in words the visitor can act on, with Retry; `lastMessage` tells a cut-short answer. */
export function ChatErrorCard({ error, lastMessage, copy, busy, onRetry }: {
  error: Error;
  lastMessage: ChatUIMessage | undefined;
  copy: ChatCopy;
  busy: boolean;
  onRetry: () => void;
}) {
  const errorView = describeChatError({
    error,
    copy,
    online: typeof navigator === 'undefined' || navigator.onLine,
    partialAnswer: lastMessage?.role === 'assistant' && messageText({ message: lastMessage }).trim() !== '',
  });
  return (
    <div
      role="alert"
      data-testid="chat-error"
      data-kind={errorView.kind}
      className="mt-4 flex flex-wrap items-center gap-3 rounded-2xl border border-danger-line bg-danger-soft p-3 ps-4 text-sm text-danger-ink"
    >
      <p className="min-w-0 flex-1">{errorView.text}</p>
      <button type="button" data-testid="chat-retry" onClick={onRetry} disabled={busy} className={BUTTON_STYLES.secondary}>
        {copy.retry}
      </button>
    </div>
  );
}
