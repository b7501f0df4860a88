import type { ServerConfig } from '@/lib/config';
import type { RetrievalLimits } from '@/lib/retrieval';
import type { SessionLimits } from '@/lib/prompt/session-memory';

/** The budgets that shape one answer's prompt (from the config module). */
export interface PromptBudgets {
  retrieval: RetrievalLimits;
  session: SessionLimits;
  maxSystemChars: number;
}

/** Reads the prompt budgets out of the validated configuration. */
export function promptBudgetsFrom({ config }: { config: ServerConfig }): PromptBudgets {
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
