'use client';

import { useRouter } from 'next/navigation';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { BUTTON_STYLES } from '@/components/chat/button-styles';
import { ChatComposer } from '@/components/chat/chat-composer';
import { ChatMessage, preloadMarkdownView } from '@/components/chat/chat-message';
import { AnswerFeedback } from '@/components/chat/answer-feedback';
import {
  clearConversation,
  loadConversation,
  loadRatings,
  saveConversation,
  saveRatings,
  savePendingMessage,
  takePendingMessage,
  type ChatStorage,
  type Interruption,
} from '@/components/chat/chat-storage';
import { describeChatError } from '@/components/chat/describe-chat-error';
import { detectMessageLocale, loadLocaleDetector } from '@/components/chat/detect-message-locale';
import { fillTemplate } from '@/components/chat/fill-template';
import { LanguageOffer } from '@/components/chat/language-offer';
import { messageText } from '@/components/chat/message-text';
import { SuggestedQuestions } from '@/components/chat/suggested-questions';
import { useFollowScroll } from '@/components/chat/use-follow-scroll';
import { useDeferredChat } from '@/components/chat/use-deferred-chat';
import { useKeyboardInset } from '@/components/chat/use-keyboard-inset';
import { answerFollowUps, answerIntent, answerMode, answerSources, latestProposal } from '@/components/chat/message-data-parts';
import type { RequestCardProps } from '@/components/visitor-requests/request-card';
import { useJobDescriptionOffer } from '@/components/fit/use-job-description-offer';
import type { Locale } from '@/lib/contracts';
import type { ChatUIMessage } from '@/lib/chat';
import type { Rating } from '@/lib/feedback';
import type { ChatCopy, FeedbackCopy } from '@/lib/i18n';

// The request card loads with the first proposal, not with the page (it stays out of the initial JS).
const RequestCard = lazy(() => import('@/components/visitor-requests/request-card').then((module) => ({ default: module.RequestCard })));

/** Streamed updates are batched to this pace: smooth to read, far fewer renders than one per token. */
const RENDER_THROTTLE_MS = 50;

const subscribeToNothing = () => () => {};

function tabStorage(): ChatStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** At most this many starter questions follow a built-in reply, which suggests nothing of its own. */
const MAX_STARTERS_AFTER_REPLY = 3;

/** The interactive chat: transcript, suggestions, errors, the language offer and the composer. */
export function ChatPanel({ locale, copy, feedbackCopy, suggestedQuestions, localeNames, requestCard }: {
  locale: Locale;
  copy: ChatCopy;
  /** The thumbs under each answer. */
  feedbackCopy: Pick<FeedbackCopy, 'label' | 'up' | 'down' | 'thanks' | 'failed'>;
  suggestedQuestions: string[];
  localeNames: Record<Locale, string>;
  /** The request card a proposal in an answer opens. */
  requestCard: Omit<RequestCardProps, 'proposal' | 'onClose'>;
}) {
  const [input, setInput] = useState('');
  const router = useRouter();
  // False in the server HTML and during hydration, true once the page is interactive (tests wait for it).
  const hydrated = useSyncExternalStore(subscribeToNothing, () => true, () => false);
  // Interruption marks only style restored messages, which the server never renders: reading them here is safe.
  const [interruptions, setInterruptions] = useState<Record<string, Interruption>>(() => {
    const storage = tabStorage();
    return storage ? loadConversation({ storage }).interruptions : {};
  });
  // The ratings the server counted, by answer id, kept for the tab so a change after a reload is sent as a change.
  const [ratings, setRatings] = useState<Record<string, Rating>>(() => {
    const storage = tabStorage();
    return storage ? loadRatings({ storage }) : {};
  });
  const restored = useRef(false);
  // Counted so that an answer identical to the previous one still replaces the live region's content and is announced.
  const [announcement, setAnnouncement] = useState<{ count: number; text: string }>({ count: 0, text: '' });
  const [checking, setChecking] = useState(false);
  const [languageOffer, setLanguageOffer] = useState<{ locale: Locale; text: string } | null>(null);
  const [languageCheckOff, setLanguageCheckOff] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const chat = useDeferredChat({
    locale,
    throttleMs: RENDER_THROTTLE_MS,
    onFinish: ({ message, isAbort, isError }) => {
      const text = messageText({ message }).trim();
      if (message.role !== 'assistant' || text === '') return;
      if (isAbort || isError) setInterruptions((current) => ({ ...current, [message.id]: isAbort ? 'stopped' : 'failed' }));
      else setAnnouncement(({ count }) => ({ count: count + 1, text: fillTemplate({ template: copy.answerAnnouncement, values: { text } }) }));
    },
  });
  const { messages, sendMessage, status, error, stop, regenerate, setMessages, clearError } = chat;
  const busy = status === 'submitted' || status === 'streaming';
  const waiting = busy || checking;

  // The transcript of this tab comes back after a reload or a locale switch (before the first paint, so
  // the empty-chat suggestions do not flash); a question carried over from a locale switch is sent now.
  useLayoutEffect(() => {
    const storage = tabStorage();
    if (storage) {
      const saved = loadConversation({ storage });
      if (saved.messages.length > 0) setMessages(saved.messages);
      const pending = takePendingMessage({ storage });
      if (pending) sendMessage(pending);
    }
    restored.current = true;
    // Runs once per mount: later changes are saved by the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const lastMessage = messages.at(-1);
  // The newest proposal opens the request card, until the visitor closes it.
  const [closedProposals, setClosedProposals] = useState<string[]>([]);
  const proposal = busy ? null : latestProposal({ messages });
  const openProposal = proposal && !closedProposals.includes(proposal.messageId) ? proposal : null;
  const streamingId = busy && lastMessage?.role === 'assistant' ? lastMessage.id : null;

  // An answer still streaming is saved as interrupted: if the tab reloads now, it comes back marked incomplete.
  useEffect(() => {
    const storage = tabStorage();
    if (!restored.current || !storage) return;
    const saved = streamingId ? { ...interruptions, [streamingId]: 'failed' as const } : interruptions;
    saveConversation({ storage, conversation: { messages, interruptions: saved } });
  }, [messages, interruptions, streamingId]);

  const followNewest = useFollowScroll({ end: panelRef, content: messages, phase: status, active: messages.length > 0 });
  // A pasted job description is offered to the fit check instead of becoming a question.
  const jobDescriptionOffer = useJobDescriptionOffer({ inputRef, send, setInput });
  useKeyboardInset();

  // A suggested question is in the page's language already: it is asked without the language check.
  function askSuggested(question: string) {
    if (waiting) return;
    chat.prepare();
    preloadMarkdownView();
    send(question);
  }

  function rated(messageId: string, rating: Rating) {
    setRatings((current) => {
      const next = { ...current, [messageId]: rating };
      const storage = tabStorage();
      if (storage) saveRatings({ storage, ratings: next });
      return next;
    });
  }

  /** The thumbs of a complete answer whose mode and intent arrived (an answer restored from an older tab has no intent). */
  function feedbackFor(message: ChatUIMessage) {
    const mode = answerMode({ message });
    const intent = answerIntent({ message });
    if (message.role !== 'assistant' || mode === null || intent === undefined) return undefined;
    const chunkIds = answerSources({ message }).map((source) => source.id);
    return <AnswerFeedback answer={{ locale, mode, intent, chunkIds }} rating={ratings[message.id]} onRated={(rating) => rated(message.id, rating)} copy={feedbackCopy} />;
  }

  function send(text: string) {
    setInput('');
    setLanguageOffer(null);
    followNewest();
    sendMessage(text);
    inputRef.current?.focus();
  }

  async function submit(text: string) {
    const question = text.trim();
    if (question === '' || waiting) return;
    // The engine and the renderer download while the language check runs.
    chat.prepare();
    preloadMarkdownView();
    if (await jobDescriptionOffer.intercept(question)) return;
    if (!languageCheckOff) {
      setChecking(true);
      const detected = await detectMessageLocale({ text: question, pageLocale: locale });
      setChecking(false);
      if (detected) {
        setLanguageOffer({ locale: detected, text: question });
        return;
      }
    }
    send(question);
  }

  function switchLocale(target: Locale, text: string) {
    const storage = tabStorage();
    if (storage) savePendingMessage({ storage, text });
    router.push(`/${target}/ai`);
  }

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
    setInterruptions({});
    setRatings({});
    setAnnouncement(({ count }) => ({ count, text: '' }));
    setLanguageOffer(null);
    clearError();
    const storage = tabStorage();
    if (storage) clearConversation({ storage });
    inputRef.current?.focus();
  }

  // Under the latest complete answer only: what it suggests, or after a built-in reply (which suggests nothing) the
  // starter questions not asked yet, so the visitor always has a next step. A proposal's card is that step.
  const latestAnswer = !busy && !error && lastMessage?.role === 'assistant' && !interruptions[lastMessage.id] ? lastMessage : null;
  const asked = new Set(messages.filter((message) => message.role === 'user').map((message) => messageText({ message }).trim()));
  const followUps = latestAnswer
    ? answerFollowUps({ message: latestAnswer }).length > 0
      ? answerFollowUps({ message: latestAnswer })
      : answerMode({ message: latestAnswer }) === 'local' && !proposal
        ? suggestedQuestions.filter((question) => !asked.has(question)).slice(0, MAX_STARTERS_AFTER_REPLY)
        : []
    : [];

  const errorView = error
    ? describeChatError({
        error,
        copy,
        online: typeof navigator === 'undefined' || navigator.onLine,
        partialAnswer: lastMessage?.role === 'assistant' && messageText({ message: lastMessage }).trim() !== '',
      })
    : null;

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
      {messages.length === 0 && <SuggestedQuestions title={copy.suggestionsTitle} questions={suggestedQuestions} onChoose={(question) => void submit(question)} />}
      <ol aria-label={copy.log} data-testid="chat-log" className="flex flex-col gap-6">
        {messages.map((message) => (
          <ChatMessage
            key={message.id}
            message={message}
            copy={copy}
            streaming={message.id === streamingId}
            interruption={interruptions[message.id]}
            feedback={feedbackFor(message)}
            followUps={message === latestAnswer && followUps.length > 0 ? <SuggestedQuestions variant="followUps" title={copy.followUpsTitle} questions={followUps} onChoose={askSuggested} /> : undefined}
          />
        ))}
      </ol>
      {openProposal && (
        <Suspense fallback={null}>
          <RequestCard key={openProposal.messageId} {...requestCard} proposal={openProposal.proposal} sessionKey={openProposal.messageId} onClose={() => setClosedProposals((closed) => [...closed, openProposal.messageId])} />
        </Suspense>
      )}
      <div aria-live="polite" aria-atomic="true" data-testid="chat-announcer" className="sr-only">
        <p key={announcement.count}>{announcement.text}</p>
      </div>
      {errorView && (
        <div
          role="alert"
          data-testid="chat-error"
          data-kind={errorView.kind}
          className="mt-4 flex flex-wrap items-center gap-3 rounded-2xl border border-danger-line bg-danger-soft p-3 ps-4 text-sm text-danger-ink"
        >
          <p className="min-w-0 flex-1">{errorView.text}</p>
          <button type="button" data-testid="chat-retry" onClick={retry} disabled={busy} className={BUTTON_STYLES.secondary}>
            {copy.retry}
          </button>
        </div>
      )}
      {jobDescriptionOffer.card && <div className="mt-4">{jobDescriptionOffer.card}</div>}
      {languageOffer && (
        <div className="mt-4">
          <LanguageOffer
            copy={copy}
            language={localeNames[languageOffer.locale]}
            onSwitch={() => switchLocale(languageOffer.locale, languageOffer.text)}
            onStay={() => {
              setLanguageCheckOff(true);
              send(languageOffer.text);
            }}
          />
        </div>
      )}
      <div className="flex-1" />
      <ChatComposer
        copy={copy}
        value={input}
        onChange={setInput}
        onSubmit={() => void submit(input)}
        onStop={stopAnswer}
        onFocus={() => {
          chat.prepare();
          preloadMarkdownView();
          void loadLocaleDetector().catch(() => undefined);
        }}
        busy={busy}
        waiting={waiting}
        hydrated={hydrated}
        status={status}
        statusText={copy.status[status]}
        inputRef={inputRef}
      />
    </div>
  );
}
