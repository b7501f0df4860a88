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

  it('reads a language spoken, weighed in its own short clause, or opening an item with what it is for', () => {
    expect(mentions('Hablar portugués con nuestros socios de Lisboa y Oporto')).toEqual([['pt', null]]);
    expect(mentions('Da viele unserer Praxen in Spanien liegen, ist Spanisch ein klarer Pluspunkt.')).toEqual([['es', null]]);
    expect(mentions('Alemán, para tratar con nuestros clientes de Alemania y Austria')).toEqual([['de', null]]);
    expect(mentions('Francés para coordinarte con nuestro cliente de Estrasburgo')).toEqual([['fr', null]]);
  });

  it('reads Valencian as the Catalan it is', () => {
    expect(mentions('Valenciano (C1), muy útil en la atención a pacientes.')).toEqual([['ca', 5]]);
  });

  it('does not ask for the languages that say whose the employer\'s people are', () => {
    expect(mentions('Vous échangez en anglais courant avec nos clients allemands et suédois.')).toEqual([['en', 5]]);
    expect(mentions('You talk to our German customers in fluent English.')).toEqual([['en', 5]]);
    expect(mentions('Inglés fluido para hablar con nuestros clientes alemanes.')).toEqual([['en', 5]]);
    expect(mentions('Unsere Arbeitssprache Englisch beherrschst du fließend.')).toEqual([['en', 5]]);
  });

  it('reads the employer\'s own language past a clause break as context for an optional one, not as asked', () => {
    expect(mentions('German at B1 level or higher is a plus, but our working language is English')).toEqual([['de', 3]]);
    expect(mentions("L'allemand est un plus, mais notre langue de travail est l'anglais")).toEqual([['de', null]]);
    expect(mentions('Deutschkenntnisse sind von Vorteil, aber unsere Arbeitssprache ist Englisch')).toEqual([['de', null]]);
    expect(mentions('English C1, but we also use German daily').map(([code]) => code)).toEqual(['en', 'de']);
  });

  it('does not take a level word far from the language for its level ("sites français … lycées professionnels")', () => {
    expect(mentions('Nous avons réduit nos émissions sur nos sites français et lancé un partenariat avec trois lycées professionnels')).toEqual([]);
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
