import type { Locale } from '@/lib/contracts';
import type { KnowledgeChunk, Profile } from '@/lib/knowledge';
import { getKnowledgeIndex } from '@/lib/knowledge';
import { buildSystemPrompt, type SystemPrompt, shapeSessionMemory, type SessionTurn } from '@/lib/prompt';
import type { PromptBudgets } from '@/lib/prompt';
import { estimateTokens } from '@/lib/text';
import { readQuestion, resolveFollowUp, type ConversationTurn, type FollowUpResolution, type QuestionReading, retrieve, type RetrievalResult } from '@/lib/retrieval';
import { questionReadingLines, readingChunkIds } from '@/lib/chat/question-reading';

export interface PreparedAnswer {
  /** The whole chunk index of the day (sources of an offline answer are looked up in it). */
  index: KnowledgeChunk[];
  /** The question resolved against the recent turns: what retrieval read and what it carried over. */
  resolution: FollowUpResolution;
  retrieval: RetrievalResult;
  /** The question read as frames, once: the offline engine answers from it, the model gets it as data. */
  reading: QuestionReading;
  systemPrompt: SystemPrompt;
  questionTokens: number;
}

/** The visitor's earlier questions with the answers that followed them (orphan turns dropped). */
function conversationTurns({ recentTurns }: { recentTurns: readonly SessionTurn[] }): ConversationTurn[] {
  const turns: ConversationTurn[] = [];
  recentTurns.forEach((turn, index) => {
    const answer = recentTurns[index + 1];
    if (turn.role === 'user' && answer?.role === 'assistant') turns.push({ question: turn.content, answer: answer.content });
  });
  return turns;
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
  const resolution = resolveFollowUp({ question, turns: conversationTurns({ recentTurns: options.recentTurns ?? [] }), profile });
  // The same reading the offline engine answers from: its subjects' chunks are kept, its figures go in as data.
  const reading = readQuestion({ question, profile, today, locale, resolution });
  const retrieval = retrieve({ question, chunks, profile, limits: budgets.retrieval, resolution, pinnedChunkIds: readingChunkIds({ reading, profile, today }) });
  const sessionBlock = shapeSessionMemory({ summary: options.summary, recentTurns: options.recentTurns, limits: budgets.session });
  const systemPrompt = buildSystemPrompt({
    corePrompt,
    today,
    locale,
    canonicalFacts: retrieval.canonical?.facts ?? null,
    questionReading: questionReadingLines({ reading, profile, today }),
    sessionBlock,
    excerpts: retrieval.chunks.map(({ chunk, text }) => ({ id: chunk.id, title: chunk.title, text })),
    maxSystemChars: budgets.maxSystemChars,
  });
  return { index: chunks, resolution, retrieval, reading, systemPrompt, questionTokens: estimateTokens(question) };
}
