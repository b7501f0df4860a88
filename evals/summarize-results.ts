import { LOCALES, type Locale } from '@/lib/contracts';
import type { CaseResult, CheckName } from '@/evals/scorers';

/** `count` of `total`: passes for the accuracy columns, offending cases for the two language-check rates. */
export interface Ratio {
  count: number;
  total: number;
}

export interface GroupSummary {
  cases: number;
  recall: Ratio;
  intent: Ratio;
  canonical: Ratio;
  answer: Ratio;
  /** Short same-language questions for which the page offered a language switch anyway. */
  falseOffers: Ratio;
  /** Cross-language questions for which the page did not offer the expected locale. */
  missedOffers: Ratio;
}

export interface Failure {
  id: string;
  check: CheckName;
  expected: string;
  got: string;
}

export interface EvalSummary {
  today: string;
  locales: Partial<Record<Locale, GroupSummary>>;
  overall: GroupSummary;
  systemPromptTokens: { median: number; p95: number };
  /** Medians in ms: `retrieve()` alone, and the whole offline pipeline (retrieval, prompt, offline answer, language check). */
  timingMs: { retrieval: number; pipeline: number };
  failures: Failure[];
}

/** Minimum (or maximum, for rates of bad outcomes) values a run must reach; fractions in 0..1. */
export interface EvalFloors {
  minRecallPerLocale: number;
  maxShortFalseOfferRatePerLocale: number;
  minIntentAccuracy: number;
  minAnswerPassRate: number;
  minCanonicalAccuracy: number;
}

/** The fraction a ratio stands for, or null when nothing was measured. */
export function rate({ ratio }: { ratio: Ratio }): number | null {
  return ratio.total === 0 ? null : ratio.count / ratio.total;
}

/** Nearest-rank percentile (`fraction` 0.5 is the median); 0 for no values. */
export function percentile({ values, fraction }: { values: readonly number[]; fraction: number }): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((left, right) => left - right);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(fraction * sorted.length)));
  return sorted[rank - 1] ?? 0;
}

function checkRatio({ results, check }: { results: readonly CaseResult[]; check: CheckName }): Ratio {
  const checks = results.flatMap((result) => result.checks.filter((item) => item.check === check));
  return { count: checks.filter((item) => item.pass).length, total: checks.length };
}

function languageRatio({ results, kind }: { results: readonly CaseResult[]; kind: CaseResult['languageCheck'] }): Ratio {
  const relevant = results.filter((result) => result.languageCheck === kind);
  const offending = relevant.filter((result) => result.checks.some((item) => item.check === 'locale' && !item.pass));
  return { count: offending.length, total: relevant.length };
}

function summarizeGroup({ results }: { results: readonly CaseResult[] }): GroupSummary {
  return {
    cases: results.length,
    recall: checkRatio({ results, check: 'recall@5' }),
    intent: checkRatio({ results, check: 'intent' }),
    canonical: checkRatio({ results, check: 'canonical' }),
    answer: checkRatio({ results, check: 'answer' }),
    falseOffers: languageRatio({ results, kind: 'short-same-language' }),
    missedOffers: languageRatio({ results, kind: 'cross-language' }),
  };
}

/** Aggregates scored cases and measurements into per-locale and overall figures plus the failure list. */
export function summarizeResults({
  results,
  today,
  systemPromptTokens,
  retrievalMs,
  pipelineMs,
}: {
  results: readonly CaseResult[];
  today: string;
  systemPromptTokens: readonly number[];
  retrievalMs: readonly number[];
  pipelineMs: readonly number[];
}): EvalSummary {
  const locales: Partial<Record<Locale, GroupSummary>> = {};
  for (const locale of LOCALES) {
    const inLocale = results.filter((result) => result.locale === locale);
    if (inLocale.length > 0) locales[locale] = summarizeGroup({ results: inLocale });
  }
  return {
    today,
    locales,
    overall: summarizeGroup({ results }),
    systemPromptTokens: {
      median: percentile({ values: systemPromptTokens, fraction: 0.5 }),
      p95: percentile({ values: systemPromptTokens, fraction: 0.95 }),
    },
    timingMs: { retrieval: percentile({ values: retrievalMs, fraction: 0.5 }), pipeline: percentile({ values: pipelineMs, fraction: 0.5 }) },
    failures: results.flatMap((result) =>
      result.checks.filter((item) => !item.pass).map(({ check, expected, got }) => ({ id: result.id, check, expected, got })),
    ),
  };
}

/** A fraction as a percentage with one decimal ("96.7%"). */
export function formatPercent({ value }: { value: number }): string {
  return `${(value * 100).toFixed(1)}%`;
}

/** Every floor the summary misses, as readable sentences; empty when the run passes. */
export function checkFloors({ summary, floors }: { summary: EvalSummary; floors: EvalFloors }): string[] {
  const violations: string[] = [];
  for (const [locale, group] of Object.entries(summary.locales)) {
    const recall = rate({ ratio: group.recall });
    if (recall !== null && recall < floors.minRecallPerLocale) {
      violations.push(`${locale}: recall@5 ${formatPercent({ value: recall })} < ${formatPercent({ value: floors.minRecallPerLocale })}`);
    }
    const falseOffers = rate({ ratio: group.falseOffers });
    if (falseOffers !== null && falseOffers >= floors.maxShortFalseOfferRatePerLocale) {
      violations.push(`${locale}: short-question false-offer rate ${formatPercent({ value: falseOffers })} >= ${formatPercent({ value: floors.maxShortFalseOfferRatePerLocale })}`);
    }
  }
  const overallFloors: { label: string; ratio: Ratio; minimum: number }[] = [
    { label: 'intent accuracy', ratio: summary.overall.intent, minimum: floors.minIntentAccuracy },
    { label: 'answer checks', ratio: summary.overall.answer, minimum: floors.minAnswerPassRate },
    { label: 'canonical accuracy', ratio: summary.overall.canonical, minimum: floors.minCanonicalAccuracy },
  ];
  for (const { label, ratio, minimum } of overallFloors) {
    const value = rate({ ratio });
    if (value !== null && value < minimum) violations.push(`overall: ${label} ${formatPercent({ value })} < ${formatPercent({ value: minimum })}`);
  }
  return violations;
}
