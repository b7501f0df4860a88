import { describe, expect, it } from 'vitest';
import { postingWords } from '@/lib/fit/posting-words';
import { teamLeadSpans } from '@/lib/fit/team-lead';
import type { Locale } from '@/lib/contracts';

const spans = (text: string, locale: Locale) => {
  const words = postingWords({ text });
  return teamLeadSpans({ words, locales: [locale] }).map(({ start, end }) => words.slice(start, end).map((word) => word.raw).join(' '));
};

describe('teamLeadSpans', () => {
  it('finds a verb of leading and the team a few words after it, in four languages', () => {
    expect(spans('You have led a small team technically', 'en')).toEqual(['led a small team']);
    expect(spans('Has liderado técnicamente un equipo de datos', 'es')).toEqual(['liderado técnicamente un equipo']);
    expect(spans('Vous avez encadré une équipe de plusieurs ingénieurs', 'fr')).toEqual(['encadré une équipe']);
    expect(spans('Erfahrung in der Führung eines Entwicklungsteams', 'de')).toEqual(['Führung eines Entwicklungsteams']);
  });

  it('needs the team after the verb, near it and in the same clause', () => {
    expect(spans('Our team led the market in 2020', 'en')).toEqual([]);
    expect(spans('You led the migration of our billing platform to the cloud with the team', 'en')).toEqual([]);
    expect(spans('You led the migration; the team reviews it', 'en')).toEqual([]);
  });
});
