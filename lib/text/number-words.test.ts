import { describe, expect, it } from 'vitest';
import { numberWordKey, numberWordValue } from '@/lib/text/number-words';

describe('number words', () => {
  it.each([['four', 4], ['vier', 4], ['cuatro', 4], ['quatre', 4], ['tres', 3], ['seis', 6], ['sechs', 6], ['zwolf', 12]])('%s is %i', (word, value) => {
    expect(numberWordValue({ key: numberWordKey({ word }) })).toBe(value);
  });

  it('other words are not numbers', () => {
    expect(numberWordValue({ key: numberWordKey({ word: 'kunden' }) })).toBeNull();
  });
});
