import { loadConfig } from '@/lib/config/config';
import { promptBudgetsFrom } from '@/lib/chat/prompt-budgets';
import { prepareAnswer, type PromptBudgets } from '@/lib/chat/prepare-answer';
import { detectLocale } from '@/lib/i18n/detect-locale';
import type { Locale } from '@/lib/i18n/locales';
import type { ChunkDomain } from '@/lib/knowledge/chunk-types';
import type { Profile } from '@/lib/knowledge/profile-schema';
import { composeOfflineAnswer } from '@/lib/offline/compose-offline-answer';
import { buildCorePrompt } from '@/lib/prompt/build-system-prompt';
import type { Intent } from '@/lib/retrieval/intent-router';

/** What the pipeline decides for one question, up to (and instead of) the model call. */
export interface Inspection {
  intent: Intent;
  canonical: string | null;
  usedFallback: boolean;
  chunks: { id: string; domain: ChunkDomain; score: number; text: string }[];
  tokens: { core: number; canonical: number; session: number; excerpts: number; question: number; total: number };
  systemPrompt: string;
  answer: string;
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
}: {
  question: string;
  locale: Locale;
  today: Date;
  profile: Profile;
  budgets?: PromptBudgets;
}): Inspection {
  const corePrompt = buildCorePrompt({ profile });
  const { retrieval, systemPrompt, questionTokens } = prepareAnswer({ question, locale, today, profile, corePrompt, budgets });
  return {
    intent: retrieval.intent,
    canonical: retrieval.canonical?.id ?? null,
    usedFallback: retrieval.usedFallback,
    chunks: retrieval.chunks.map(({ chunk, score, text }) => ({ id: chunk.id, domain: chunk.domain, score, text })),
    tokens: { ...systemPrompt.tokens, question: questionTokens, total: systemPrompt.tokens.total + questionTokens },
    systemPrompt: systemPrompt.text,
    answer: composeOfflineAnswer({ question, locale, retrieval, profile, today }),
    detectedLocale: detectLocale({ text: question, pageLocale: locale }),
  };
}
