import type { Locale } from '@/lib/i18n/locales';
import type { Profile } from '@/lib/knowledge/profile-schema';
import { getKnowledgeIndex } from '@/lib/chat/knowledge-index';
import { buildSystemPrompt, type SystemPrompt } from '@/lib/prompt/build-system-prompt';
import { estimateTokens } from '@/lib/prompt/estimate-tokens';
import { shapeSessionMemory, type SessionLimits, type SessionTurn } from '@/lib/prompt/session-memory';
import { retrieve, type RetrievalLimits, type RetrievalResult } from '@/lib/retrieval/retrieve';

/** The budgets that shape one answer's prompt (from the config module). */
export interface PromptBudgets {
  retrieval: RetrievalLimits;
  session: SessionLimits;
  maxSystemChars: number;
}

export interface PreparedAnswer {
  retrieval: RetrievalResult;
  systemPrompt: SystemPrompt;
  questionTokens: number;
}

/** Retrieves context and assembles the system prompt for one question: everything up to the model call. */
export function prepareAnswer(options: {
  question: string;
  locale: Locale;
  today: Date;
  profile: Profile;
  corePrompt: string;
  budgets: PromptBudgets;
  summary?: string;
  recentTurns?: SessionTurn[];
}): PreparedAnswer {
  const { question, locale, today, profile, corePrompt, budgets } = options;
  const chunks = getKnowledgeIndex({ profile, today });
  const retrieval = retrieve({ question, chunks, profile, limits: budgets.retrieval });
  const sessionBlock = shapeSessionMemory({ summary: options.summary, recentTurns: options.recentTurns, limits: budgets.session });
  const systemPrompt = buildSystemPrompt({
    corePrompt,
    today,
    locale,
    canonicalFacts: retrieval.canonical?.facts ?? null,
    sessionBlock,
    excerpts: retrieval.chunks.map(({ chunk, text }) => ({ id: chunk.id, title: chunk.title, text })),
    maxSystemChars: budgets.maxSystemChars,
  });
  return { retrieval, systemPrompt, questionTokens: estimateTokens(question) };
}
