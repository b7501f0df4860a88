import { describe, expect, it } from 'vitest';
import type { CaseResult, CheckName } from '@/evals/scorers';
import { checkFloors, percentile, rate, summarizeResults, type EvalFloors } from '@/evals/summarize-results';

function result(id: string, locale: CaseResult['locale'], languageCheck: CaseResult['languageCheck'], outcomes: Partial<Record<CheckName, boolean>>): CaseResult {
  return {
    id,
    locale,
    category: 'duration',
    languageCheck,
    checks: Object.entries(outcomes).map(([check, pass]) => ({ check: check as CheckName, pass, expected: 'x', got: pass ? 'x' : 'y' })),
  };
}

const results = [
  result('en-a-1', 'en', 'short-same-language', { 'recall@5': true, intent: true, canonical: true, answer: true, locale: true }),
  result('en-a-2', 'en', 'short-same-language', { 'recall@5': false, intent: true, locale: false }),
  result('en-a-3', 'en', 'cross-language', { 'recall@5': true, locale: false }),
  result('de-a-1', 'de', null, { 'recall@5': true, answer: false }),
];

const floors: EvalFloors = {
  minRecallPerLocale: 0.95,
  maxShortFalseOfferRatePerLocale: 0.02,
  minIntentAccuracy: 0.85,
  minAnswerPassRate: 0.9,
  minCanonicalAccuracy: 0.95,
};

describe('percentile', () => {
  it('uses the nearest rank', () => {
    expect(percentile({ values: [5, 1, 3, 2, 4], fraction: 0.5 })).toBe(3);
    expect(percentile({ values: Array.from({ length: 100 }, (_, index) => index + 1), fraction: 0.95 })).toBe(95);
    expect(percentile({ values: [7], fraction: 0.95 })).toBe(7);
    expect(percentile({ values: [], fraction: 0.5 })).toBe(0);
  });
});

describe('summarizeResults', () => {
  const summary = summarizeResults({ results, today: '2026-11-30', systemPromptTokens: [100, 300, 200], retrievalMs: [2, 1, 3], pipelineMs: [5, 4, 6] });

  it('counts each check per locale and overall', () => {
    expect(summary.locales.en).toMatchObject({ cases: 3, recall: { count: 2, total: 3 }, intent: { count: 2, total: 2 } });
    expect(summary.locales.de).toMatchObject({ cases: 1, answer: { count: 0, total: 1 } });
    expect(summary.locales.es).toBeUndefined();
    expect(summary.overall).toMatchObject({ cases: 4, recall: { count: 3, total: 4 }, answer: { count: 1, total: 2 }, canonical: { count: 1, total: 1 } });
  });

  it('counts false offers on short same-language cases and misses on cross-language ones', () => {
    expect(summary.locales.en?.falseOffers).toEqual({ count: 1, total: 2 });
    expect(summary.locales.en?.missedOffers).toEqual({ count: 1, total: 1 });
    expect(summary.locales.de?.falseOffers).toEqual({ count: 0, total: 0 });
  });

  it('reports token and timing percentiles and every failing check', () => {
    expect(summary.systemPromptTokens).toEqual({ median: 200, p95: 300 });
    expect(summary.timingMs).toEqual({ retrieval: 2, pipeline: 5 });
    expect(summary.failures.map((failure) => `${failure.id}:${failure.check}`)).toEqual([
      'en-a-2:recall@5',
      'en-a-2:locale',
      'en-a-3:locale',
      'de-a-1:answer',
    ]);
  });

  it('lists every missed floor and none for a clean run', () => {
    expect(rate({ ratio: { count: 0, total: 0 } })).toBeNull();
    expect(checkFloors({ summary, floors })).toEqual([
      'en: recall@5 66.7% < 95.0%',
      'en: short-question false-offer rate 50.0% >= 2.0%',
      'overall: answer checks 50.0% < 90.0%',
    ]);
    const clean = summarizeResults({ results: [results[0] as CaseResult], today: '2026-11-30', systemPromptTokens: [], retrievalMs: [], pipelineMs: [] });
    expect(checkFloors({ summary: clean, floors })).toEqual([]);
  });
});
