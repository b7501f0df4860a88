import { answerFollowUps, answerMode } from '@/components/chat/message-data-parts';
import type { Interruption } from '@/components/chat/chat-storage';
import { messageText } from '@/components/chat/message-text';
import type { ChatUIMessage } from '@/lib/chat';

/** At most this many starter questions follow a built-in reply, which suggests nothing of its own. */
const MAX_STARTERS_AFTER_REPLY = 3;

/** The questions to show under `answer` (null when no answer gets any). */
export interface LatestFollowUps {
  answer: ChatUIMessage | null;
  questions: string[];
}

/**
 * Under the latest complete answer only: what it suggests, or after a built-in reply (which suggests nothing) the
 * starter questions not asked yet, so the visitor always has a next step. A proposal's card is that step.
 */
export function latestFollowUps({ messages, busy, failed, interruptions, proposing, starters }: {
  messages: ChatUIMessage[];
  busy: boolean;
  failed: boolean;
  interruptions: Record<string, Interruption>;
  proposing: boolean;
  starters: string[];
}): LatestFollowUps {
  const lastMessage = messages.at(-1);
  const answer = !busy && !failed && lastMessage?.role === 'assistant' && !interruptions[lastMessage.id] ? lastMessage : null;
  const asked = new Set(messages.filter((message) => message.role === 'user').map((message) => messageText({ message }).trim()));
  const questions = answer
    ? answerFollowUps({ message: answer }).length > 0
      ? answerFollowUps({ message: answer })
      : answerMode({ message: answer }) === 'local' && !proposing
        ? starters.filter((question) => !asked.has(question)).slice(0, MAX_STARTERS_AFTER_REPLY)
        : []
    : [];
  return { answer, questions };
}
