'use client';

import { useState } from 'react';
import { AnswerFeedback } from '@/components/chat/answer-feedback';
import { answerIntent, answerMode, answerSources } from '@/components/chat/message-data-parts';
import { loadRatings, saveRatings } from '@/components/chat/chat-storage';
import { tabStorage } from '@/components/chat/tab-storage';
import type { ChatUIMessage } from '@/lib/chat';
import type { Locale } from '@/lib/contracts';
import type { Rating } from '@/lib/feedback';
import type { FeedbackCopy } from '@/lib/i18n';

/** The thumbs under each answer, with the ratings the server counted for this tab. */
export function useAnswerFeedback({ locale, copy }: { locale: Locale; copy: Pick<FeedbackCopy, 'label' | 'up' | 'down' | 'thanks' | 'failed'> }) {
  // The ratings the server counted, by answer id, kept for the tab so a change after a reload is sent as a change.
  const [ratings, setRatings] = useState<Record<string, Rating>>(() => {
    const storage = tabStorage();
    return storage ? loadRatings({ storage }) : {};
  });

  function rated({ messageId, rating }: { messageId: string; rating: Rating }) {
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
    return <AnswerFeedback answer={{ locale, mode, intent, chunkIds }} rating={ratings[message.id]} onRated={(rating) => rated({ messageId: message.id, rating })} copy={copy} />;
  }

  /** Forgets the ratings shown; the stored ones go with the conversation (clearConversation). */
  function clear() {
    setRatings({});
  }

  return { feedbackFor, clear };
}
