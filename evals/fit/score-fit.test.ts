import { describe, expect, it } from 'vitest';
import { loadFitScenarios, type FitPostingScenario } from '@/evals/fit/fit-scenario-schema';
import { checkFitFloors, formatFitTable, scorePosting, summarizeFit } from '@/evals/fit/score-fit';
import type { FitResult } from '@/lib/fit';
import { LOCALES } from '@/lib/contracts';

const scenario: FitPostingScenario = {
  id: 'en-test',
  locale: 'en',
  kind: 'close',
  profile: 'sample',
  file: 'unused.txt',
  text: '',
  expect: [
    { fragment: 'React', importance: 'must', verdict: 'evidence' },
    { fragment: 'Kubernetes', importance: 'must', verdict: 'no_evidence' },
    { fragment: 'Kotlin', importance: 'nice', verdict: 'not_offered' },
  ],
  forbid: ['salary'],
};

const result: FitResult = {
  requirements: [
    { text: '5+ years of React', verdict: 'evidence', importance: 'must', section: 'requirements', evidence: [], matches: [] },
    { text: 'Kubernetes', verdict: 'evidence', importance: 'must', section: 'requirements', evidence: [], matches: [] },
    { text: 'A competitive salary', verdict: 'no_evidence', importance: 'must', section: 'other', evidence: [], matches: [] },
  ],
  coverage: 0.67,
  summary: '',
};

describe('scoring the fit check', () => {
  const outcome = scorePosting({ scenario, result });
  const summary = summarizeFit({ outcomes: [{ locale: 'en', outcome }] });

  it('counts correct verdicts, false claims, misses, leaks and unlabelled rows', () => {
    expect(summary.overall).toEqual({ postings: 1, labels: 3, verdictCorrect: 1, missed: 1, falseClaims: 1, importanceCorrect: 2, leaks: 1, unlabelled: 1 });
  });

  it('reports every missed floor', () => {
    expect(checkFitFloors({ summary, floors: { minVerdictAccuracyPerLocale: 0.9, maxFalseClaims: 0, maxLeaks: 0, minImportanceAccuracy: 0.9 } })).toHaveLength(4);
    expect(formatFitTable({ summary })).toContain('| en | 1 | 3 | 33.3% (1/3) | 1 | 1 | 66.7% | 1 | 1 |');
  });
});

describe('the fit scenario files', () => {
  it.each(['evals/fit/labels.tuned.v1.json', 'evals/fit/labels.holdout.v1.json', 'evals/fit/labels.holdout.v2.json'])('%s is valid and covers every locale', (path) => {
    const file = loadFitScenarios({ path });
    for (const locale of LOCALES) expect(file.postings.some((posting) => posting.locale === locale)).toBe(true);
    for (const posting of file.postings) expect(posting.text.length).toBeGreaterThan(300);
  });

  it('has, in every locale of the tuned set, a posting close to the profile, one far from it and a long one full of boilerplate', () => {
    const { postings } = loadFitScenarios({ path: 'evals/fit/labels.tuned.v1.json' });
    for (const locale of LOCALES) {
      const kinds = postings.filter((posting) => posting.locale === locale).map((posting) => posting.kind).sort();
      expect(kinds).toEqual(['boilerplate', 'close', 'far']);
    }
    expect(postings.flatMap((posting) => posting.expect).length).toBeGreaterThanOrEqual(120);
  });
});
