'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { answerMode, answerNotice, answerSources } from '@/components/chat/message-data-parts';
import { AnswerSourcesList } from '@/components/chat/answer-sources-list';
import type { Interruption } from '@/components/chat/chat-storage';
import { CopyButton } from '@/components/chat/copy-button';
import { Icon } from '@/components/icons';
import { messageText } from '@/components/chat/message-text';
import type { ChatUIMessage } from '@/lib/chat';
import type { ChatCopy } from '@/lib/i18n';

// The renderer loads with the first answer (or ahead of it, see preloadMarkdownView), not with the page.
const loadMarkdownView = () => import('@/components/chat/markdown/markdown-view');
const MarkdownView = lazy(loadMarkdownView);

/** Starts downloading the Markdown renderer before the first answer, so its links never show as raw text. */
export function preloadMarkdownView(): void {
  void loadMarkdownView().catch(() => undefined);
}

function PlainText({ text }: { text: string }) {
  return <p className="whitespace-pre-wrap wrap-anywhere">{text}</p>;
}

/**
 * One message of the transcript: the visitor's question, or an answer with its label, sources and actions
 * (`feedback` beside the copy button, `followUps` at the end, both only once the answer is complete).
 */
export function ChatMessage({ message, copy, streaming, interruption, feedback, followUps }: {
  message: ChatUIMessage;
  copy: ChatCopy;
  streaming: boolean;
  interruption?: Interruption;
  feedback?: ReactNode;
  followUps?: ReactNode;
}) {
  const text = messageText({ message });
  if (message.role === 'user') {
    return (
      <li data-testid="chat-message-user" className="min-w-0 max-w-[85%] self-end rounded-2xl rounded-br-md bg-accent px-4 py-2.5 text-on-accent shadow-xs">
        <span className="sr-only">{copy.you}: </span>
        <PlainText text={text} />
      </li>
    );
  }
  const mode = answerMode({ message });
  const modeLabels = { model: copy.modeModel, offline: copy.modeOffline, local: copy.modeLocal, catalog: copy.modeCatalog };
  const modeLabel = mode ? modeLabels[mode] : null;
  const notice = answerNotice({ message });
  return (
    <li
      data-testid="chat-message-assistant"
      data-mode={mode ?? undefined}
      data-complete={streaming ? 'false' : 'true'}
      aria-busy={streaming}
      className="w-full min-w-0 max-w-full self-start rounded-2xl rounded-tl-md border border-line bg-surface px-4 py-3.5 shadow-xs sm:px-5"
    >
      <span className="sr-only">{copy.assistant}: </span>
      {modeLabel && (
        <p data-testid="chat-answer-mode" className="mb-2.5 flex gap-1.5 text-xs text-muted">
          <Icon name="info" className="mt-px size-3.5" />
          {modeLabel}
        </p>
      )}
      {/* A long unbroken word (a German compound, a URL) wraps instead of widening the page. */}
      <div data-testid="chat-answer-text" className="min-w-0 leading-relaxed wrap-anywhere">
        {text === '' && streaming ? (
          <span aria-hidden="true" className="inline-block animate-pulse tracking-widest motion-reduce:animate-none">
            …
          </span>
        ) : (
          <Suspense fallback={<PlainText text={text} />}>
            <MarkdownView text={text} />
          </Suspense>
        )}
      </div>
      {notice === 'leak_stopped' && (
        <p data-testid="chat-answer-notice" data-notice={notice} className="mt-2 text-xs font-medium text-amber-800 dark:text-amber-300">
          {copy.leakStopped}
        </p>
      )}
      {interruption && (
        <p data-testid="chat-answer-interrupted" data-reason={interruption} className="mt-2 text-xs font-medium text-warning">
          {interruption === 'stopped' ? copy.stopped : copy.incomplete}
        </p>
      )}
      {!streaming && <AnswerSourcesList sources={answerSources({ message })} label={copy.sources} />}
      {!streaming && text !== '' && (
        <div className="-mb-1.5 mt-2 flex items-center justify-between gap-2">
          {feedback ?? <span />}
          <CopyButton text={text} labels={{ idle: copy.copy, copied: copy.copied, unavailable: copy.copyUnavailable }} />
        </div>
      )}
      {!streaming && followUps}
    </li>
  );
}
