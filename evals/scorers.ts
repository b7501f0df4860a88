import type { Locale } from '@/lib/contracts';
import type { CaseExpectation, Category, ScenarioCase } from '@/evals/scenario-schema';

/** A chunk counts as retrieved when it ranks within this many results. */
const RECALL_DEPTH = 5;

/** Questions shorter than this are the "short" ones the language check must leave alone. */
const SHORT_QUESTION_CHARS = 40;

/**
 * The part of an inspection the scorers read. Structural, so the scorers (and their tests) do not
 * depend on the pipeline module; the real `Inspection` satisfies it.
 */
export interface InspectionView {
  intent: string;
  canonical: string | null;
  chunks: readonly { id: string }[];
  answer: string;
  detectedLocale: Locale | null;
}

export type CheckName = 'recall@5' | 'intent' | 'canonical' | 'answer' | 'locale';

export interface CheckResult {
  check: CheckName;
  pass: boolean;
  expected: string;
  got: string;
}

/** How a case feeds the language-check rates: short same-language (false offers) or cross-language (missed offers). */
export type LanguageCheckKind = 'short-same-language' | 'cross-language' | null;

export interface CaseResult {
  id: string;
  locale: Locale;
  category: Category;
  languageCheck: LanguageCheckKind;
  checks: CheckResult[];
}

/**
 * Lower-cases, strips diacritics and unifies typographic apostrophes, quotes and spaces, so that
 * "Años" matches "anos" and "J’ai" matches "j'ai" (French answers use narrow no-break spaces).
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d\u201e\u00ab\u00bb]/g, '"')
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .toLowerCase();
}

/** Recall@5: passes when any of `chunks` (and every one of `chunksAll`) ranks in the top five. */
export function scoreRecall({ expect, chunkIds }: { expect: CaseExpectation; chunkIds: readonly string[] }): CheckResult | null {
  if (!expect.chunks && !expect.chunksAll) return null;
  const top = chunkIds.slice(0, RECALL_DEPTH);
  const anyFound = !expect.chunks || expect.chunks.some((id) => top.includes(id));
  const missingAll = (expect.chunksAll ?? []).filter((id) => !top.includes(id));
  const expectedParts = [
    ...(expect.chunks ? [`any of [${expect.chunks.join(', ')}]`] : []),
    ...(expect.chunksAll ? [`all of [${expect.chunksAll.join(', ')}]`] : []),
  ];
  return {
    check: 'recall@5',
    pass: anyFound && missingAll.length === 0,
    expected: expectedParts.join(' and '),
    got: `[${top.join(', ')}]`,
  };
}

/** Intent: exact, or one of several defensible intents. */
export function scoreIntent({ expect, intent }: { expect: CaseExpectation; intent: string }): CheckResult | null {
  const acceptable = expect.intentAnyOf ?? (expect.intent ? [expect.intent] : null);
  if (!acceptable) return null;
  return { check: 'intent', pass: (acceptable as readonly string[]).includes(intent), expected: acceptable.join(' | '), got: intent };
}

/** Canonical FAQ: the expected id, or `null` meaning "must not short-circuit". */
export function scoreCanonical({ expect, canonical }: { expect: CaseExpectation; canonical: string | null }): CheckResult | null {
  if (expect.canonical === undefined) return null;
  return { check: 'canonical', pass: canonical === expect.canonical, expected: String(expect.canonical), got: String(canonical) };
}

/** Answer text: every `answerIncludes` present and no `answerExcludes` present, compared folded. */
export function scoreAnswer({ expect, answer }: { expect: CaseExpectation; answer: string }): CheckResult | null {
  if (!expect.answerIncludes && !expect.answerExcludes) return null;
  const folded = foldText(answer);
  const missing = (expect.answerIncludes ?? []).filter((text) => !folded.includes(foldText(text)));
  const forbidden = (expect.answerExcludes ?? []).filter((text) => folded.includes(foldText(text)));
  const problems = [
    ...missing.map((text) => `missing "${text}"`),
    ...forbidden.map((text) => `contains "${text}"`),
  ];
  return {
    check: 'answer',
    pass: problems.length === 0,
    expected: [
      ...(expect.answerIncludes ?? []).map((text) => `+"${text}"`),
      ...(expect.answerExcludes ?? []).map((text) => `-"${text}"`),
    ].join(' '),
    got: problems.length === 0 ? 'ok' : `${problems.join('; ')} in: ${answer.slice(0, 160).replace(/\s+/g, ' ')}`,
  };
}

/** Language check: the locale the chat page would offer to switch to, or `null` for no offer. */
export function scoreLocale({ expect, detectedLocale }: { expect: CaseExpectation; detectedLocale: Locale | null }): CheckResult | null {
  if (expect.detectedLocale === undefined) return null;
  return {
    check: 'locale',
    pass: detectedLocale === expect.detectedLocale,
    expected: String(expect.detectedLocale),
    got: String(detectedLocale),
  };
}

/** Which language-check rate a case feeds, from its question length and expected offer. */
export function languageCheckKind({ scenario }: { scenario: Pick<ScenarioCase, 'question' | 'expect'> }): LanguageCheckKind {
  const expected = scenario.expect.detectedLocale;
  if (expected === undefined) return null;
  if (expected !== null) return 'cross-language';
  return scenario.question.trim().length < SHORT_QUESTION_CHARS ? 'short-same-language' : null;
}

/** Runs every check a case asks for against one inspection. */
export function scoreCase({ scenario, inspection }: { scenario: ScenarioCase; inspection: InspectionView }): CaseResult {
  const { expect } = scenario;
  const checks = [
    scoreRecall({ expect, chunkIds: inspection.chunks.map((chunk) => chunk.id) }),
    scoreIntent({ expect, intent: inspection.intent }),
    scoreCanonical({ expect, canonical: inspection.canonical }),
    scoreAnswer({ expect, answer: inspection.answer }),
    scoreLocale({ expect, detectedLocale: inspection.detectedLocale }),
  ].filter((check): check is CheckResult => check !== null);
  return { id: scenario.id, locale: scenario.locale, category: scenario.category, languageCheck: languageCheckKind({ scenario }), checks };
}
