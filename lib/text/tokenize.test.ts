import { describe, expect, it } from 'vitest';
import { foldText, isContentWord, splitWords, tokenize, wordVariants } from '@/lib/text/tokenize';

describe('foldText', () => {
  it('strips diacritics, lower-cases and normalises apostrophes', () => {
    expect(foldText({ text: '¿Cuánto TIEMPO?' })).toBe('¿cuanto tiempo?');
    expect(foldText({ text: 'Êtes-vous mariée ? D’accord' })).toBe("etes-vous mariee ? d'accord");
    expect(foldText({ text: 'Größte Stärken' })).toBe('grosste starken');
  });
});

describe('splitWords', () => {
  it('keeps every word in order, function words included', () => {
    expect(splitWords({ text: '¿Tienes experiencia con bases de datos?' })).toEqual(['tienes', 'experiencia', 'con', 'bases', 'de', 'datos']);
    expect(splitWords({ text: 'A/B testing at Next.js' })).toEqual(['a', 'b', 'testing', 'at', 'next', 'js']);
  });
});

describe('tokenize', () => {
  it('drops the locale stopwords and stems what remains', () => {
    expect(tokenize({ text: 'What are your projects?', locale: 'en' })).toEqual(['project']);
    expect(tokenize({ text: 'Quels sont tes projets open source ?', locale: 'fr' })).toEqual(['projet', 'open', 'sourc']);
    expect(tokenize({ text: 'Welche Projekte hast du gebaut?', locale: 'de' })).toEqual(['projekt', 'gebaut']);
  });
});

describe('isContentWord', () => {
  it('rejects lone letters and function words of any locale when no locale is given', () => {
    expect(isContentWord({ word: 'l' })).toBe(false);
    expect(isContentWord({ word: 'pour' })).toBe(false);
    expect(isContentWord({ word: 'pour', locale: 'en' })).toBe(true);
    expect(isContentWord({ word: 'northwind' })).toBe(true);
  });
});

describe('wordVariants', () => {
  it('tags stems with their locale so stems only meet stems of the same language', () => {
    const variants = wordVariants({ word: 'proyectos' });
    expect(variants).toContain('proyectos');
    expect(variants).toContain('es:proyect');
    expect(variants.every((variant) => variant === 'proyectos' || /^(en|es|fr|de):/.test(variant))).toBe(true);
  });

  it('stems only in the given locales', () => {
    expect(wordVariants({ word: 'kinder', locales: ['en'] })).toEqual(['kinder', 'en:kinder']);
    expect(wordVariants({ word: 'kinder', locales: ['de'] })).toEqual(['kinder', 'de:kind']);
  });

  it('matches function words only exactly', () => {
    expect(wordVariants({ word: 'moi' })).toEqual(['moi']);
  });
});
