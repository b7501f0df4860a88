import { describe, expect, it } from 'vitest';
import { INTENT_PATTERNS } from '@/lib/retrieval/intent-patterns';
import { foldText } from '@/lib/text';

describe('INTENT_PATTERNS', () => {
  const all = Object.entries(INTENT_PATTERNS).flatMap(([intent, patterns]) => patterns.map((source) => ({ intent, source })));

  it('compile', () => {
    for (const { source } of all) expect(() => new RegExp(source, 'i')).not.toThrow();
  });

  it('are written folded (plain ASCII, lower-case), since they run on the folded question', () => {
    for (const { source } of all) {
      expect(source).toMatch(/^[\x20-\x7e]+$/);
      expect(source.replace(/\\[A-Za-z]/g, '')).toBe(foldText({ text: source.replace(/\\[A-Za-z]/g, '') }));
    }
  });

  it('are not repeated within an intent (a duplicate would count two votes)', () => {
    for (const patterns of Object.values(INTENT_PATTERNS)) expect(new Set(patterns).size).toBe(patterns.length);
  });
});
