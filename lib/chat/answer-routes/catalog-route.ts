import 'server-only';
import type { LanguageModel } from 'ai';
import { createCatalogModel, buildCatalogCorePrompt, buildCatalogSystemPrompt, offeredFacts, type CatalogSelection, buildFactCatalog, type FactCatalog, offerFacts } from '@/lib/catalog';
import { upstreamCallOf } from '@/lib/chat/answer-routes/model-route';
import type { PreparedQuestion } from '@/lib/chat/answer-routes/prepared-question';
import { runAnswer } from '@/lib/chat/answer-routes/run-answer';
import type { AnswerSource } from '@/lib/chat/chat-ui-message';
import type { UpstreamModels } from '@/lib/platform';
import { promptBudgetsFrom, type PromptBudgets, shapeSessionMemory, type SessionTurn } from '@/lib/prompt';
import { answerSources, retrievedChunks, usedChunks } from '@/lib/retrieval';
import type { Locale } from '@/lib/contracts';
import type { Profile } from '@/lib/knowledge';
import type { RetrievalResult } from '@/lib/retrieval';

const prepared = new WeakMap<Profile, { catalog: FactCatalog; corePrompt: string }>();

/** The catalog and its core prompt, derived once per profile (the profile does not change at run time). */
function catalogOf({ profile }: { profile: Profile }) {
  let entry = prepared.get(profile);
  if (!entry) {
    entry = { catalog: buildFactCatalog({ profile }), corePrompt: buildCatalogCorePrompt({ profile }) };
    prepared.set(profile, entry);
  }
  return entry;
}

/** One catalog answer, ready for `streamAnswer`: the model to run, its prompt, and sources for the facts it will show. */
export interface CatalogAnswer {
  model: LanguageModel;
  instructions: string;
  /** Sources of the selected facts (none for the refusal) once the selection is made; null before. */
  selectedSources: () => AnswerSource[] | null;
}

/**
 * Prepares a closed-catalog answer from the question's retrieval: the facts offered, the catalog prompt
 * and the model wrapper that selects among them. Tools are never offered in this mode: without model
 * prose there is nothing a tool result could be shown through.
 */
export function prepareCatalogAnswer(options: {
  profile: Profile;
  retrieval: Pick<RetrievalResult, 'canonical' | 'chunks'>;
  question: string;
  locale: Locale;
  summary?: string;
  recentTurns?: SessionTurn[];
  budgets: PromptBudgets;
  upstream: LanguageModel;
  upstreamModelId: string;
  maxOutputTokens: number;
  /** The sources of an answer made of these facts. */
  sourcesOf: (factIds: readonly string[]) => AnswerSource[];
  onSelection: (selection: CatalogSelection) => void;
}): CatalogAnswer {
  const { profile, locale } = options;
  const { catalog, corePrompt } = catalogOf({ profile });
  const prompt = buildCatalogSystemPrompt({
    corePrompt,
    locale,
    facts: offerFacts({ catalog, retrieval: options.retrieval }),
    sessionBlock: shapeSessionMemory({ summary: options.summary, recentTurns: options.recentTurns, limits: options.budgets.session }),
    maxSystemChars: options.budgets.maxSystemChars,
  });
  const offered = offeredFacts({ facts: prompt.offered });
  let selected: AnswerSource[] | null = null;
  const model = createCatalogModel({
    upstream: options.upstream,
    modelId: options.upstreamModelId,
    instructions: prompt.text,
    question: options.question,
    offered,
    locale,
    refusal: profile.assistant.unknown[locale],
    maxOutputTokens: options.maxOutputTokens,
    onSelection: (selection) => {
      selected = selection.kind === 'answer' ? options.sourcesOf(selection.factIds) : [];
      options.onSelection(selection);
    },
  });
  return { model, instructions: prompt.text, selectedSources: () => selected };
}

/** `CHAT_ANSWER_MODE=catalog`: the model selects approved facts, the server streams their wording. */
export function catalogRoute({ question, upstream }: { question: PreparedQuestion; upstream: UpstreamModels }): Response {
  const { dependencies, locale, prepared, recorder, history } = question;
  const { config } = dependencies;
  const catalog = prepareCatalogAnswer({
    profile: dependencies.profile,
    retrieval: prepared.retrieval,
    question: question.question,
    locale,
    summary: history.summary,
    recentTurns: history.recentTurns,
    budgets: promptBudgetsFrom({ config }),
    upstream: upstream.answer,
    upstreamModelId: upstream.answerModelId,
    maxOutputTokens: config.CHAT_MAX_TOKENS,
    // A fact shares its section's chunk id: the sources of a catalog answer are the facts it shows.
    sourcesOf: (factIds) => answerSources({ chunks: usedChunks({ usedChunkIds: factIds, index: prepared.index }), locale }),
    onSelection: (selection) => recorder.record({ catalog: selection.kind === 'answer' ? { selected: selection.factIds.length } : { refusal: selection.reason } }),
  });
  return runAnswer({
    ...question,
    sources: answerSources({ chunks: retrievedChunks({ chunks: prepared.retrieval.chunks }), locale }),
    instructions: catalog.instructions,
    model: catalog.model,
    mode: 'catalog',
    sourcesAtFirstText: catalog.selectedSources,
    upstreamCall: upstreamCallOf({ question, upstream }),
  });
}
