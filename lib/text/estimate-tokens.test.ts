import { describe, expect, it } from 'vitest';
import { estimateTokens } from '@/lib/text/estimate-tokens';

describe('estimateTokens', () => {
  it('counts a quarter token per character, rounded up', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('abc')).toBe(1);
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('abcde')).toBe(2);
    expect(estimateTokens('x'.repeat(400))).toBe(100);
  });
});
