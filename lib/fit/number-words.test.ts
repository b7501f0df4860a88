import { describe, expect, it } from 'vitest';
import { numberWord } from '@/lib/fit/number-words';

describe('numberWord', () => {
  it('reads small counts written as words in four languages, folded', () => {
    expect(['one', 'une', 'einem', 'two', 'cinq', 'funf', 'seis', 'douze', 'zwolf'].map((word) => numberWord({ word }))).toEqual([1, 1, 1, 2, 5, 5, 6, 12, 12]);
    expect(numberWord({ word: 'team' })).toBeNull();
  });
});
