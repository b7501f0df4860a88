import { describe, expect, it } from 'vitest';
import { phraseKey, postingWords, singularKey } from '@/lib/fit/posting-words';

describe('postingWords', () => {
  it('keeps the signs of C++, C# and .NET, folds diacritics and drops a plural "s" (not the one of "-is" words)', () => {
    expect(postingWords({ text: 'C++, C# y .NET; APIs, Pruebas' }).map((word) => word.key)).toEqual(['cplusplus', 'csharp', 'y', 'dotnet', 'apis', 'prueba']);
  });

  it('keeps the words as written and the separators before them', () => {
    const words = postingWords({ text: 'React/Vue (Go)' });
    expect(words.map((word) => word.raw)).toEqual(['React', 'Vue', 'Go']);
    expect(words.map((word) => word.gapBefore)).toEqual(['', '/', ' (']);
  });
});

describe('singularKey', () => {
  it('leaves words whose final "s" is part of them', () => {
    expect(['class', 'status', 'redis', 'aws', 'js'].map(singularKey)).toEqual(['class', 'status', 'redis', 'aws', 'js']);
  });
});

describe('phraseKey', () => {
  it('joins the keys of a phrase with spaces', () => {
    expect(phraseKey({ text: 'Design Systems' })).toBe('design system');
  });
});
