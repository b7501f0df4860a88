import { describe, expect, it } from 'vitest';
import { formatTable, passesGate, summarizeReport } from '@/scripts/lighthouse';

function report(scores: { performance: number; accessibility: number; 'best-practices': number; seo: number }) {
  const category = (score: number, auditRefs: { id: string; weight: number }[] = []) => ({ score, auditRefs });
  return {
    categories: {
      performance: category(scores.performance, [{ id: 'largest-contentful-paint', weight: 25 }]),
      accessibility: category(scores.accessibility, [{ id: 'color-contrast', weight: 7 }, { id: 'image-alt', weight: 10 }]),
      'best-practices': category(scores['best-practices']),
      seo: category(scores.seo, [{ id: 'hreflang', weight: 1 }, { id: 'structured-data', weight: 0 }]),
    },
    audits: {
      'largest-contentful-paint': { id: 'largest-contentful-paint', title: 'LCP', score: 0.2, scoreDisplayMode: 'numeric' },
      'color-contrast': { id: 'color-contrast', title: 'Contrast', score: 0, scoreDisplayMode: 'binary' },
      'image-alt': { id: 'image-alt', title: 'Alt', score: 1, scoreDisplayMode: 'binary' },
      hreflang: { id: 'hreflang', title: 'hreflang', score: 1, scoreDisplayMode: 'binary' },
      'structured-data': { id: 'structured-data', title: 'Structured data', score: null, scoreDisplayMode: 'manual' },
    },
  };
}

describe('lighthouse summary', () => {
  it('gates accessibility, best practices and SEO at 0.95, never performance', () => {
    const slow = summarizeReport({ path: '/en', report: report({ performance: 0.3, accessibility: 0.96, 'best-practices': 1, seo: 0.95 }) });
    expect(passesGate({ results: [slow] })).toBe(true);
    const inaccessible = summarizeReport({ path: '/en/ai', report: report({ performance: 1, accessibility: 0.94, 'best-practices': 1, seo: 1 }) });
    expect(passesGate({ results: [slow, inaccessible] })).toBe(false);
  });

  it('names the failing weighted audits of the gated categories only', () => {
    const result = summarizeReport({ path: '/en', report: report({ performance: 0.3, accessibility: 0.9, 'best-practices': 1, seo: 1 }) });
    expect(result.failing).toEqual(['accessibility: color-contrast (Contrast)']);
  });

  it('prints one row per page', () => {
    const result = summarizeReport({ path: '/en', report: report({ performance: 0.5, accessibility: 1, 'best-practices': 1, seo: 1 }) });
    expect(formatTable({ results: [result] }).split('\n')).toEqual([
      '| page | performance | accessibility (≥ 0.95) | best-practices (≥ 0.95) | seo (≥ 0.95) |',
      '| --- | --- | --- | --- | --- |',
      '| /en | 0.50 | 1.00 | 1.00 | 1.00 |',
    ]);
  });
});
