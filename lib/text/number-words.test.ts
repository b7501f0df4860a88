import { describe, expect, it } from 'vitest';
import { isSeveralWord, numberWordKey, numberWordValue } from '@/lib/text/number-words';

describe('number words', () => {
  it.each([['four', 4], ['vier', 4], ['cuatro', 4], ['quatre', 4], ['tres', 3], ['seis', 6], ['sechs', 6], ['zwolf', 12]])('%s is %i', (word, value) => {
    expect(numberWordValue({ key: numberWordKey({ word }) })).toBe(value);
  });

  it('other words are not numbers', () => {
    expect(numberWordValue({ key: numberWordKey({ word: 'kunden' }) })).toBeNull();
  });

  it('a number word above one counts several; "one" and other words do not', () => {
    expect(isSeveralWord({ word: 'vier' })).toBe(true);
    expect(isSeveralWord({ word: 'ein' })).toBe(false);
    expect(isSeveralWord({ word: 'kunden' })).toBe(false);
  });
});
