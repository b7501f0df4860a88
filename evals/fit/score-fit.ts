import { LOCALES, type Locale } from '@/lib/contracts';
import type { FitResult, FitVerdict } from '@/lib/fit';
import { foldText } from '@/lib/text';
import type { FitPostingScenario } from '@/evals/fit/fit-scenario-schema';

/** How one labelled requirement came out. */
export interface LabelOutcome {
  postingId: string;
  locale: Locale;
  fragment: string;
  expected: FitVerdict;
  /** null when no extracted requirement contains the fragment (a missed requirement). */
  got: FitVerdict | null;
  importanceExpected: 'must' | 'nice';
  importanceGot: 'must' | 'nice' | null;
}

export interface PostingOutcome {
  labels: LabelOutcome[];
  /** Forbidden boilerplate fragments that came out as requirements. */
  leaks: string[];
  /** Extracted requirements that no label covers (reported, not scored). */
  unlabelled: string[];
}

export interface FitGroupSummary {
  postings: number;
  labels: number;
  verdictCorrect: number;
  /** Labels with no extracted requirement. */
  missed: number;
  /** `no_evidence` or `not_offered` labels reported as `evidence`. */
  falseClaims: number;
  importanceCorrect: number;
  leaks: number;
  unlabelled: number;
}

function folded(text: string): string {
  return foldText({ text }).replace(/\s+/g, ' ');
}

/** Scores one posting's result against its labels: each fragment is looked up in the extracted requirements. */
export function scorePosting({ scenario, result }: { scenario: FitPostingScenario; result: FitResult }): PostingOutcome {
  const requirements = result.requirements.map((requirement) => ({ requirement, text: folded(requirement.text) }));
  const covered = new Set<number>();
  const labels = scenario.expect.map((label): LabelOutcome => {
    const index = requirements.findIndex(({ text }) => text.includes(folded(label.fragment)));
    if (index >= 0) covered.add(index);
    const found = index >= 0 ? requirements[index]!.requirement : null;
    return {
      postingId: scenario.id,
      locale: scenario.locale,
      fragment: label.fragment,
      expected: label.verdict,
      got: found?.verdict ?? null,
      importanceExpected: label.importance,
      importanceGot: found?.importance ?? null,
    };
  });
  return {
    labels,
    leaks: scenario.forbid.filter((fragment) => requirements.some(({ text }) => text.includes(folded(fragment)))),
    unlabelled: requirements.filter((_, index) => !covered.has(index)).map(({ requirement }) => requirement.text),
  };
}

/** A requirement labelled without evidence (or not offered) that the check reports as evidence. */
export function isFalseClaim(outcome: LabelOutcome): boolean {
  return (outcome.expected === 'no_evidence' || outcome.expected === 'not_offered') && outcome.got === 'evidence';
}

function summarize(outcomes: readonly PostingOutcome[], postings: number): FitGroupSummary {
  const labels = outcomes.flatMap((outcome) => outcome.labels);
  return {
    postings,
    labels: labels.length,
    verdictCorrect: labels.filter((label) => label.got === label.expected).length,
    missed: labels.filter((label) => label.got === null).length,
    falseClaims: labels.filter(isFalseClaim).length,
    importanceCorrect: labels.filter((label) => label.importanceGot === label.importanceExpected).length,
    leaks: outcomes.reduce((sum, outcome) => sum + outcome.leaks.length, 0),
    unlabelled: outcomes.reduce((sum, outcome) => sum + outcome.unlabelled.length, 0),
  };
}

export interface FitEvalSummary {
  locales: Partial<Record<Locale, FitGroupSummary>>;
  overall: FitGroupSummary;
}

/** Per-locale and overall counts. */
export function summarizeFit({ outcomes }: { outcomes: ReadonlyArray<{ locale: Locale; outcome: PostingOutcome }> }): FitEvalSummary {
  const locales: Partial<Record<Locale, FitGroupSummary>> = {};
  for (const locale of LOCALES) {
    const group = outcomes.filter((entry) => entry.locale === locale);
    if (group.length > 0) locales[locale] = summarize(group.map((entry) => entry.outcome), group.length);
  }
  return { locales, overall: summarize(outcomes.map((entry) => entry.outcome), outcomes.length) };
}

/** Floors: verdict accuracy per locale, zero false claims, zero boilerplate leaks, importance accuracy overall. */
export interface FitFloors {
  minVerdictAccuracyPerLocale: number;
  maxFalseClaims: number;
  maxLeaks: number;
  minImportanceAccuracy: number;
}

function ratio(count: number, total: number): number {
  return total === 0 ? 1 : count / total;
}

/** The floors a summary misses, as readable lines (empty when all are met). */
export function checkFitFloors({ summary, floors }: { summary: FitEvalSummary; floors: FitFloors }): string[] {
  const violations: string[] = [];
  for (const [locale, group] of Object.entries(summary.locales)) {
    const accuracy = ratio(group.verdictCorrect, group.labels);
    if (accuracy < floors.minVerdictAccuracyPerLocale) violations.push(`${locale}: verdict accuracy ${(accuracy * 100).toFixed(1)}% < ${floors.minVerdictAccuracyPerLocale * 100}%`);
  }
  const { overall } = summary;
  if (overall.falseClaims > floors.maxFalseClaims) violations.push(`false claims ${overall.falseClaims} > ${floors.maxFalseClaims}`);
  if (overall.leaks > floors.maxLeaks) violations.push(`boilerplate leaks ${overall.leaks} > ${floors.maxLeaks}`);
  const importance = ratio(overall.importanceCorrect, overall.labels);
  if (importance < floors.minImportanceAccuracy) violations.push(`importance accuracy ${(importance * 100).toFixed(1)}% < ${floors.minImportanceAccuracy * 100}%`);
  return violations;
}

function percent(count: number, total: number): string {
  return `${(ratio(count, total) * 100).toFixed(1)}%`;
}

/** The printed table: one row per locale and overall. */
export function formatFitTable({ summary }: { summary: FitEvalSummary }): string {
  const header = '| locale | postings | labelled | verdict accuracy | false claims | missed | must/nice accuracy | boilerplate leaks | unlabelled rows |';
  const rule = '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |';
  const row = (name: string, group: FitGroupSummary) =>
    `| ${name} | ${group.postings} | ${group.labels} | ${percent(group.verdictCorrect, group.labels)} (${group.verdictCorrect}/${group.labels}) | ${group.falseClaims} | ${group.missed} | ${percent(group.importanceCorrect, group.labels)} | ${group.leaks} | ${group.unlabelled} |`;
  return [header, rule, ...Object.entries(summary.locales).map(([locale, group]) => row(locale, group)), row('all', summary.overall)].join('\n');
}
