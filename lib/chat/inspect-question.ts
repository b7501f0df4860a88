import { answerSources, usedChunks } from '@/lib/retrieval';
import { loadConfig } from '@/lib/config';
import { promptBudgetsFrom, buildCorePrompt } from '@/lib/prompt';
import { prepareAnswer } from '@/lib/chat/prepare-answer';
import type { PromptBudgets, SessionTurn } from '@/lib/prompt';
import { detectLocale } from '@/lib/i18n';
import type { Locale } from '@/lib/contracts';
import { siteLocales, type ChunkDomain, type Profile } from '@/lib/knowledge';
import { composeOfflineAnswer } from '@/lib/offline';
import type { Intent, ReferenceKind } from '@/lib/retrieval';

/** What the pipeline decides for one question, up to (and instead of) the model call. */
export interface Inspection {
  /** The question as retrieval read it, completed from the earlier turns, and what it carried over. */
  followUp: { resolvedQuery: string; reference: ReferenceKind | null; carried: { kind: string; name: string; chunkId: string }[] };
  intent: Intent;
  canonical: string | null;
  usedFallback: boolean;
  chunks: { id: string; domain: ChunkDomain; score: number; text: string }[];
  tokens: { core: number; canonical: number; session: number; excerpts: number; question: number; total: number };
  systemPrompt: string;
  answer: string;
  /** The chunks the offline answer spoke: its sources. */
  sources: string[];
  detectedLocale: Locale | null;
}

const defaultBudgets = (): PromptBudgets => promptBudgetsFrom({ config: loadConfig({ environment: {} }) });

/** Runs retrieval, prompt assembly, the offline engine and the language check for one question. */
export function inspectQuestion({
  question,
  locale,
  today,
  profile,
  budgets = defaultBudgets(),
  recentTurns = [],
}: {
  question: string;
  locale: Locale;
  today: Date;
  profile: Profile;
  budgets?: PromptBudgets;
  /** Earlier turns, oldest first, as the chat page sends them. */
  recentTurns?: SessionTurn[];
}): Inspection {
  const corePrompt = buildCorePrompt({ profile });
  const { resolution, retrieval, reading, systemPrompt, questionTokens, index } = prepareAnswer({ question, locale, today, profile, corePrompt, budgets, recentTurns });
  const offline = composeOfflineAnswer({ question, locale, retrieval, profile, today, resolution, reading });
  return {
    followUp: {
      resolvedQuery: resolution.resolvedQuery,
      reference: resolution.reference,
      carried: resolution.carried.map((entity) => ({ kind: entity.kind, name: entity.name, chunkId: entity.chunkId })),
    },
    intent: retrieval.intent,
    canonical: retrieval.canonical?.id ?? null,
    usedFallback: retrieval.usedFallback,
    chunks: retrieval.chunks.map(({ chunk, score, text }) => ({ id: chunk.id, domain: chunk.domain, score, text })),
    tokens: { ...systemPrompt.tokens, question: questionTokens, total: systemPrompt.tokens.total + questionTokens },
    systemPrompt: systemPrompt.text,
    answer: offline.text,
    sources: answerSources({ chunks: usedChunks({ usedChunkIds: offline.usedChunkIds, index }), locale }).map((source) => source.id),
    detectedLocale: detectLocale({ text: question, pageLocale: locale, locales: siteLocales({ profile }) }),
  };
}
