'use client';

import { useRef, useSyncExternalStore } from 'react';
import { latestProposal } from '@/components/chat/message-data-parts';
import { BUTTON_STYLES } from '@/components/chat/button-styles';
import { ChatAnnouncer, useAnnouncement } from '@/components/chat/chat-announcer';
import { ChatComposer } from '@/components/chat/chat-composer';
import { ChatErrorCard } from '@/components/chat/chat-error-card';
import { preloadMarkdownView } from '@/components/chat/chat-message';
import { ChatTranscript } from '@/components/chat/chat-transcript';
import { loadLocaleDetector } from '@/components/chat/detect-message-locale';
import { fillTemplate } from '@/components/chat/fill-template';
import { latestFollowUps } from '@/components/chat/latest-follow-ups';
import { messageText } from '@/components/chat/message-text';
import { ProposedRequestCard } from '@/components/chat/proposed-request-card';
import { SuggestedQuestions } from '@/components/chat/suggested-questions';
import { useAskQuestion } from '@/components/chat/use-ask-question';
import { useAnswerFeedback } from '@/components/chat/use-answer-feedback';
import { useBusyRetry } from '@/components/chat/use-busy-retry';
import { useDeferredChat } from '@/components/chat/use-deferred-chat';
import { useFollowScroll } from '@/components/chat/use-follow-scroll';
import { useKeyboardInset } from '@/components/chat/use-keyboard-inset';
import { useStoredConversation } from '@/components/chat/use-stored-conversation';
import type { RequestCardProps } from '@/components/visitor-requests/request-card';
import type { Locale } from '@/lib/contracts';
import type { ChatCopy, FeedbackCopy } from '@/lib/i18n';

/** Streamed updates are batched to this pace: smooth to read, far fewer renders than one per token. */
const RENDER_THROTTLE_MS = 50;

const subscribeToNothing = () => () => {};

/** The interactive chat: transcript, suggestions, errors, the language offer and the composer. */
export function ChatPanel({ locale, copy, feedbackCopy, suggestedQuestions, localeNames, requestCard }: {
  locale: Locale;
  copy: ChatCopy;
  /** The thumbs under each answer. */
  feedbackCopy: Pick<FeedbackCopy, 'label' | 'up' | 'down' | 'thanks' | 'failed'>;
  suggestedQuestions: string[];
  /** The site's locales by name: a question written in any other language gets no offer to switch. */
  localeNames: Partial<Record<Locale, string>>;
  /** The request card a proposal in an answer opens. */
  requestCard: Omit<RequestCardProps, 'proposal' | 'onClose'>;
}) {
  // False in the server HTML and during hydration, true once the page is interactive (tests wait for it).
  const hydrated = useSyncExternalStore(subscribeToNothing, () => true, () => false);
  const feedback = useAnswerFeedback({ locale, copy: feedbackCopy });
  const announcer = useAnnouncement();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const chat = useDeferredChat({
    locale,
    throttleMs: RENDER_THROTTLE_MS,
    onFinish: ({ message, isAbort, isError }) => {
      const text = messageText({ message }).trim();
      if (message.role !== 'assistant' || text === '') return;
      if (isAbort || isError) conversation.interrupt({ messageId: message.id, interruption: isAbort ? 'stopped' : 'failed' });
      else announcer.announce(fillTemplate({ template: copy.answerAnnouncement, values: { text } }));
    },
  });
  const { messages, status, error, stop, regenerate, setMessages, clearError } = chat;
  const busy = status === 'submitted' || status === 'streaming';

  const lastMessage = messages.at(-1);
  const proposal = busy ? null : latestProposal({ messages });
  const streamingId = busy && lastMessage?.role === 'assistant' ? lastMessage.id : null;
  const conversation = useStoredConversation({ chat, streamingId });

  const followNewest = useFollowScroll({ end: panelRef, content: messages, phase: status, active: messages.length > 0 });
  const ask = useAskQuestion({ chat, busy, locale, copy, localeNames, inputRef, followNewest });
  useKeyboardInset();

  // The control the visitor used (Stop, Retry, Clear) disappears once it acts: focus goes back to the input.
  function stopAnswer() {
    stop();
    inputRef.current?.focus();
  }

  function retry() {
    regenerate();
    inputRef.current?.focus();
  }

  function clearAll() {
    stop();
    setMessages([]);
    conversation.clear();
    feedback.clear();
    announcer.silence();
    ask.language.dismiss();
    clearError();
    inputRef.current?.focus();
  }

  // A busy server: the page asks again by itself once, when the server said it would have room.
  const askedQuestion = messages.findLast((message) => message.role === 'user')?.id ?? null;
  const busyRetryInSeconds = useBusyRetry({ error, question: askedQuestion, retry: regenerate });

  const followUps = latestFollowUps({ messages, busy, failed: error !== undefined, interruptions: conversation.interruptions, proposing: proposal !== null, starters: suggestedQuestions });

  return (
    <div ref={panelRef} className="flex flex-1 flex-col">
      {chat.engine}
      {messages.length > 0 && (
        <div className="-mt-2 mb-2 flex justify-end">
          <button type="button" data-testid="chat-clear" onClick={clearAll} className={BUTTON_STYLES.quiet}>
            {copy.clear}
          </button>
        </div>
      )}
      {messages.length === 0 && <SuggestedQuestions title={copy.suggestionsTitle} questions={suggestedQuestions} onChoose={(question) => void ask.submit(question)} />}
      <ChatTranscript
        messages={messages}
        copy={copy}
        streamingId={streamingId}
        interruptions={conversation.interruptions}
        feedbackFor={feedback.feedbackFor}
        followUps={followUps}
        onAskFollowUp={ask.askSuggested}
      />
      <ProposedRequestCard proposal={proposal} requestCard={requestCard} />
      <ChatAnnouncer announcement={announcer.announcement} />
      {error && <ChatErrorCard error={error} lastMessage={lastMessage} copy={copy} busy={busy} busyRetryInSeconds={busyRetryInSeconds} onRetry={retry} />}
      {ask.jobDescriptionOffer.card && <div className="mt-4">{ask.jobDescriptionOffer.card}</div>}
      {ask.language.card && <div className="mt-4">{ask.language.card}</div>}
      <div className="flex-1" />
      <ChatComposer
        copy={copy}
        value={ask.input}
        onChange={ask.setInput}
        onSubmit={() => void ask.submit(ask.input)}
        onStop={stopAnswer}
        onFocus={() => {
          chat.prepare();
          preloadMarkdownView();
          void loadLocaleDetector().catch(() => undefined);
        }}
        busy={busy}
        waiting={ask.waiting}
        hydrated={hydrated}
        status={status}
        statusText={copy.status[status]}
        inputRef={inputRef}
      />
    </div>
  );
}
