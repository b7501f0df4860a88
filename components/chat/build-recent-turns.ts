import { CHAT_LIMITS } from '@/lib/contracts';
import { cutText } from '@/lib/text';
import type { ConversationPair } from '@/components/chat/conversation-pairs';

/** One entry of `recentTurns`. */
export interface RecentTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** How many of the newest pairs travel verbatim as `recentTurns`; older ones go to the summary. */
export const RECENT_PAIR_COUNT = CHAT_LIMITS.maxTurns / 2;

/**
 * The newest pairs as alternating user/assistant turns, each cut to an equal share of the total budget,
 * so the contract's per-turn and total limits hold for any answer length.
 */
export function buildRecentTurns({ pairs }: { pairs: ConversationPair[] }): RecentTurn[] {
  const recent = pairs.slice(-RECENT_PAIR_COUNT);
  if (recent.length === 0) return [];
  const maxChars = Math.min(CHAT_LIMITS.maxTurnChars, Math.floor(CHAT_LIMITS.maxTurnsTotalChars / (recent.length * 2)));
  return recent.flatMap(({ question, answer }) => [
    { role: 'user' as const, content: cutText({ text: question.trim(), maxChars }) },
    { role: 'assistant' as const, content: cutText({ text: answer.trim(), maxChars }) },
  ]);
}
