import { describe, expect, it } from 'vitest';
import { formatReport } from '@/evals/format-report';
import { summarizeResults } from '@/evals/summarize-results';

describe('formatReport', () => {
  it('prints a row per locale, the overall row, the figures and the failing cases', () => {
    const summary = summarizeResults({
      results: [
        { id: 'fr-a-1', locale: 'fr', category: 'blog', languageCheck: null, checks: [{ check: 'intent', pass: false, expected: 'blog', got: 'general' }] },
        { id: 'en-a-1', locale: 'en', category: 'blog', languageCheck: null, checks: [{ check: 'intent', pass: true, expected: 'blog', got: 'blog' }] },
      ],
      today: '2026-11-30',
      systemPromptTokens: [1200],
      retrievalMs: [0.5],
      pipelineMs: [0.75],
    });
    const report = formatReport({ summary });
    const rows = report.split('\n');
    expect(rows.findIndex((row) => row.startsWith('en '))).toBeLessThan(rows.findIndex((row) => row.startsWith('fr ')));
    expect(report).toMatch(/^fr\s+1\s+n\/a\s+0\.0% \(0\/1\)/m);
    expect(report).toMatch(/^overall\s+2\s+n\/a\s+50\.0% \(1\/2\)/m);
    expect(report).toContain('System prompt tokens: median 1200, p95 1200');
    expect(report).toContain('In-process time per question (median): retrieval 0.50 ms, whole offline pipeline 0.75 ms');
    expect(report).toContain('fr-a-1  [intent]  expected blog  got general');
  });
});
