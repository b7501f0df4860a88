import { buildRecentTurns, RECENT_PAIR_COUNT, type RecentTurn } from '@/components/chat/build-recent-turns';
import { buildSessionSummary } from '@/components/chat/build-session-summary';
import { conversationPairs } from '@/components/chat/conversation-pairs';
import { messageText } from '@/components/chat/message-text';
import type { ChatUIMessage } from '@/lib/chat';
import type { Locale } from '@/lib/contracts';

/** The `POST /api/chat` body of contracts §1: the question, the locale and a bounded memory, never the history. */
export interface ChatRequestBody {
  message: string;
  locale: Locale;
  sessionSummary?: string;
  recentTurns?: RecentTurn[];
}

/**
 * Builds the request body from the chat state: the latest user message is the question; the pairs before
 * it become `recentTurns` (the newest) and `sessionSummary` (the older ones). Empty memory is left out.
 */
export function buildChatRequestBody({ messages, locale }: { messages: ChatUIMessage[]; locale: Locale }): ChatRequestBody {
  const questionIndex = messages.findLastIndex((message) => message.role === 'user');
  const question = messages[questionIndex];
  const message = question ? messageText({ message: question }).trim() : '';
  const pairs = conversationPairs({ messages: messages.slice(0, Math.max(0, questionIndex)) });
  const recentTurns = buildRecentTurns({ pairs });
  const sessionSummary = buildSessionSummary({ pairs: pairs.slice(0, -RECENT_PAIR_COUNT) });
  return {
    message,
    locale,
    ...(sessionSummary ? { sessionSummary } : {}),
    ...(recentTurns.length > 0 ? { recentTurns } : {}),
  };
}
