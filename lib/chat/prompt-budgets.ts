import type { ChatConfig } from '@/lib/config/config';
import type { PromptBudgets } from '@/lib/chat/prepare-answer';

/** Reads the prompt budgets out of the validated configuration. */
export function promptBudgetsFrom({ config }: { config: ChatConfig }): PromptBudgets {
  return {
    retrieval: {
      maxChunks: config.CHAT_MAX_RETRIEVED_CHUNKS,
      maxTokens: config.CHAT_MAX_RETRIEVED_TOKENS,
      maxChunkChars: config.CHAT_MAX_CHUNK_CHARS,
    },
    session: {
      maxSummaryChars: config.CHAT_MAX_SESSION_SUMMARY_CHARS,
      maxRecentTurnPairs: config.CHAT_MAX_RECENT_TURN_PAIRS,
      maxCharsPerTurn: config.CHAT_MAX_CHARS_PER_TURN,
      maxSessionBlockTokens: config.CHAT_MAX_SESSION_BLOCK_TOKENS,
    },
    maxSystemChars: config.CHAT_MAX_SYSTEM_CHARS,
  };
}
