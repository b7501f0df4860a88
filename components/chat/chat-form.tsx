'use client';

import { useChat } from '@ai-sdk/react';
import { DefaultChatTransport } from 'ai';
import { useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { UiMessages } from '@/lib/i18n/messages';
import { buildChatRequestBody } from '@/components/chat/build-chat-request-body';
import { messageText } from '@/components/chat/message-text';
import { readErrorMessage } from '@/components/chat/read-error-message';

const MAX_QUESTION_CHARS = 1500;

/** A minimal chat: one question at a time to `/api/chat`, with the streamed answer shown as it arrives. */
export function ChatForm({ locale, messages: labels }: { locale: Locale; messages: UiMessages }) {
  const [input, setInput] = useState('');
  const transport = useMemo(
    () =>
      new DefaultChatTransport({
        api: '/api/chat',
        prepareSendMessagesRequest: ({ messages }) => ({ body: buildChatRequestBody({ messages, locale }) }),
      }),
    [locale],
  );
  const { messages, sendMessage, status, error } = useChat({ transport });
  const busy = status === 'submitted' || status === 'streaming';
  const question = input.trim();

  function submit() {
    if (busy || question === '') return;
    void sendMessage({ text: question });
    setInput('');
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, Shift+Enter keeps a new line, as in most chat boxes.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <ol aria-label={labels.chatLog} aria-live="polite" className="flex flex-col gap-3">
        {messages.map((message) => {
          const fromVisitor = message.role === 'user';
          return (
            <li
              key={message.id}
              data-testid={fromVisitor ? 'chat-message-user' : 'chat-message-assistant'}
              className={
                fromVisitor
                  ? 'self-end whitespace-pre-wrap rounded-2xl bg-neutral-900 px-4 py-2 text-white dark:bg-neutral-100 dark:text-neutral-900'
                  : 'self-start whitespace-pre-wrap rounded-2xl bg-neutral-100 px-4 py-2 dark:bg-neutral-800'
              }
            >
              <span className="sr-only">{fromVisitor ? labels.chatYou : labels.chatAssistant}: </span>
              {messageText({ message })}
            </li>
          );
        })}
      </ol>
      {error && (
        <p role="alert" data-testid="chat-error" className="text-sm text-red-700 dark:text-red-400">
          {readErrorMessage({ error, fallback: labels.chatErrorFallback })}
        </p>
      )}
      <form onSubmit={handleSubmit} className="flex flex-col gap-2">
        <label htmlFor="chat-input" className="text-sm font-medium">
          {labels.chatInputLabel}
        </label>
        <textarea
          id="chat-input"
          data-testid="chat-input"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={handleKeyDown}
          placeholder={labels.chatPlaceholder}
          maxLength={MAX_QUESTION_CHARS}
          rows={3}
          className="w-full resize-y rounded-lg border border-neutral-300 bg-white px-3 py-2 dark:border-neutral-700 dark:bg-neutral-900"
        />
        <div className="flex items-center justify-between gap-4">
          <p data-testid="chat-status" data-status={status} role="status" className="text-sm text-neutral-600 dark:text-neutral-400">
            {labels.chatStatus[status]}
          </p>
          <button
            type="submit"
            data-testid="chat-send"
            disabled={busy || question === ''}
            className="rounded-full bg-neutral-900 px-5 py-2 text-sm font-medium text-white hover:bg-neutral-700 disabled:cursor-not-allowed disabled:opacity-50 dark:bg-neutral-100 dark:text-neutral-900 dark:hover:bg-neutral-300"
          >
            {labels.chatSend}
          </button>
        </div>
      </form>
    </div>
  );
}
