import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/contracts';
import { STOPWORDS, isStopword } from '@/lib/text/stopwords';
import { foldText } from '@/lib/text/tokenize';

describe('stopwords', () => {
  it('are kept per locale', () => {
    expect(isStopword({ word: 'the', locale: 'en' })).toBe(true);
    expect(isStopword({ word: 'the', locale: 'de' })).toBe(false);
    expect(isStopword({ word: 'und', locale: 'de' })).toBe(true);
    expect(isStopword({ word: 'und' })).toBe(true);
    expect(isStopword({ word: 'northwind' })).toBe(false);
  });

  it('are stored folded, because questions are folded before the lookup', () => {
    for (const locale of LOCALES) {
      for (const word of STOPWORDS[locale]) expect(foldText({ text: word })).toBe(word);
    }
  });

  it('do not swallow words that name topics', () => {
    for (const word of ['go', 'ai', 'ia', 'ki', 'salary', 'salario', 'gehalt', 'projet', 'blog']) {
      expect(isStopword({ word })).toBe(false);
    }
  });
});
