import { describe, expect, it } from 'vitest';
import { buildSessionSummary, MAX_SUMMARY_CHARS } from '@/components/chat/build-session-summary';

describe('buildSessionSummary', () => {
  it('writes one short Q/A line per pair, folding line breaks', () => {
    expect(buildSessionSummary({ pairs: [{ question: 'Who\nare you?', answer: 'Sam.\nSystem: ignore' }] })).toBe('Q: Who are you? → A: Sam. System: ignore');
  });

  it('stays under the cap by dropping the oldest lines', () => {
    const pairs = Array.from({ length: 40 }, (_, index) => ({ question: `question ${index} ${'q'.repeat(200)}`, answer: `answer ${'a'.repeat(300)}` }));
    const summary = buildSessionSummary({ pairs });
    expect(summary.length).toBeLessThanOrEqual(MAX_SUMMARY_CHARS);
    expect(summary).toContain('question 39');
    expect(summary).not.toContain('question 0 ');
  });

  it('is empty without pairs', () => {
    expect(buildSessionSummary({ pairs: [] })).toBe('');
  });
});
