import { describe, expect, it } from 'vitest';
import { guessLocales } from '@/lib/retrieval/guess-locales';
import { splitWords } from '@/lib/text';

function localesOf(text: string) {
  return guessLocales({ words: splitWords({ text }) });
}

describe('guessLocales', () => {
  it('picks the locale with the most function words', () => {
    expect(localesOf('What kind of positions are you looking for?')).toEqual(['en']);
    expect(localesOf('¿Tienes experiencia con bases de datos?')).toEqual(['es']);
    expect(localesOf('Quels sont tes projets open source ?')).toEqual(['fr']);
    expect(localesOf('Wie lange warst du bei Acme?')).toEqual(['de']);
  });

  it('keeps ties, and every locale when there is no function word', () => {
    expect(localesOf('a')).toEqual(['en', 'es', 'fr']);
    expect(localesOf('Northwind')).toEqual(['en', 'es', 'fr', 'de']);
  });
});
