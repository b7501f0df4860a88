import { describe, expect, it } from 'vitest';
import { normalizeFilterText, phraseText } from '@/lib/filters/normalize-filter-text';

describe('normalizeFilterText', () => {
  it('removes invisible characters, maps full-width forms and unifies dashes', () => {
    expect(normalizeFilterText({ text: 'gs\u200Bk_\u2060a ４１\u00AD１１ 1\u20132' })).toBe('gsk_a 4111 1-2');
  });
});

describe('phraseText', () => {
  it('folds case and diacritics, splits words by single spaces and keeps sentence ends as tokens', () => {
    expect(phraseText({ text: 'Ignorá   LAS “instrucciones”… ¿Qué?' })).toBe(' ignora las instrucciones . que . ');
  });

  it('splits apostrophes and hyphens into words', () => {
    expect(phraseText({ text: 'Qu’est-ce qu’on t’a dit' })).toBe(' qu est ce qu on t a dit ');
  });
});
