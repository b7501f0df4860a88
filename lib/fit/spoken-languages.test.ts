import { describe, expect, it } from 'vitest';
import { postingWords } from '@/lib/fit/posting-words';
import { findLanguageMentions, languageOfName, levelLabel, parseLevel } from '@/lib/fit/spoken-languages';

const mentions = (text: string) => findLanguageMentions({ words: postingWords({ text }) }).map(({ code, level }) => [code, level]);

describe('findLanguageMentions', () => {
  it('reads languages with their nearest level in four languages', () => {
    expect(mentions('Fluent English, German B1')).toEqual([['en', 5], ['de', 3]]);
    expect(mentions('Nivel alto de inglés')).toEqual([['en', 5]]);
    expect(mentions('Anglais courant (C1)')).toEqual([['en', 5]]);
    expect(mentions('Verhandlungssichere Deutsch- und gute Englischkenntnisse')).toEqual([['de', 5], ['en', 4]]);
  });

  it('needs a language context unless the item is only the name', () => {
    expect(mentions('Experience with the Spanish market')).toEqual([]);
    expect(mentions('Francés')).toEqual([['fr', null]]);
  });
});

describe('parseLevel and languageOfName', () => {
  it('read a profile level and name', () => {
    expect(parseLevel({ words: postingWords({ text: 'C2, my daily working language' }) })).toBe(6);
    expect(parseLevel({ words: postingWords({ text: 'Muttersprache' }) })).toBe(7);
    expect(parseLevel({ words: postingWords({ text: 'enough to order coffee' }) })).toBeNull();
    expect(languageOfName({ names: ['Español', 'Spanish'] })).toBe('es');
  });

  it('labels levels', () => {
    expect(levelLabel({ level: 5, native: 'native' })).toBe('C1');
    expect(levelLabel({ level: 7, native: 'native' })).toBe('native');
  });
});
