import { describe, expect, it } from 'vitest';
import { indexOfWords } from '@/lib/text/index-of-words';

describe('indexOfWords', () => {
  it('finds a phrase at its first start, or where `accept` agrees', () => {
    const words = ['a', 'team', 'of', 'five', 'a', 'team'];
    expect(indexOfWords({ words, form: ['a', 'team'] })).toBe(0);
    expect(indexOfWords({ words, form: ['a', 'team'], accept: (start) => start > 0 })).toBe(4);
  });

  it('a missing phrase is not found', () => {
    expect(indexOfWords({ words: ['a', 'team'], form: ['team', 'of'] })).toBe(-1);
  });
});
