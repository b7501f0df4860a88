import { describe, expect, it } from 'vitest';
import { postingWords } from '@/lib/fit/posting-words';
import { mentorSpans, teamLeadSpans } from '@/lib/fit/team-lead';
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

  it('reads coordinating a department as leading it, and coordinating with a team as working with it', () => {
    expect(spans('Experiencia en la coordinación de un departamento didáctico', 'es')).toEqual(['coordinación de un departamento']);
    expect(spans('Coordinated the science department of six teachers', 'en')).toEqual(['Coordinated the science department']);
    expect(spans('Alemán B2 para coordinar con nuestro equipo de Berlín', 'es')).toEqual([]);
  });
});

describe('mentorSpans', () => {
  const mentoring = (text: string, locale: Locale) => {
    const words = postingWords({ text });
    return mentorSpans({ words, locales: [locale] }).map(({ start, end }) => words.slice(start, end).map((word) => word.raw).join(' '));
  };

  it('finds a verb of helping people grow and the people a few words after it, in four languages', () => {
    expect(mentoring('Vous avez accompagné des ingénieurs plus juniors', 'fr')).toEqual(['accompagné des ingénieurs']);
    expect(mentoring('Has acompañado a desarrolladores junior', 'es')).toEqual(['acompañado a desarrolladores']);
    expect(mentoring('Du hast neue Entwickler eingearbeitet', 'de')).toEqual(['Entwickler eingearbeitet']);
    expect(mentoring('Du hast Entwickler betreut', 'de')).toEqual(['Entwickler betreut']);
    expect(mentoring('You have guided junior engineers', 'en')).toEqual(['guided junior engineers']);
    expect(mentoring('Accompagner la croissance du produit', 'fr')).toEqual([]);
  });
});
