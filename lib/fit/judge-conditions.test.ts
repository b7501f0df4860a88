import { describe, expect, it } from 'vitest';
import { checkFit } from '@/lib/fit/check-fit';
import type { Locale } from '@/lib/contracts';
import { buildChunks, type Profile } from '@/lib/knowledge';
import { profile as sample } from '@/test/fixtures/profiles/sample-profile';
import { profile as secondPerson } from '@/test/fixtures/profiles/second-person';
import { profile as thirdPerson } from '@/test/fixtures/profiles/third-person';

const today = new Date('2026-11-30T12:00:00Z');

/** The verdict on a one-line posting under a requirements heading. */
function verdict(line: string, { profile, locale = 'en' }: { profile: Profile; locale?: Locale }) {
  const heading = { en: 'Requirements', es: 'Requisitos', fr: 'Profil', de: 'Anforderungen' }[locale];
  return checkFit({ jobDescription: `${heading}\n- ${line}`, locale, profile, chunks: buildChunks({ profile, today }), today }).requirements[0]?.verdict;
}

describe('work conditions against what the owner states', () => {
  it('bounds office days by the days an owner working hybrid states: every day in the office is not offered', () => {
    expect(verdict('Hybrid, two days a week in the office in Strasbourg', { profile: thirdPerson })).toBe('evidence');
    expect(verdict('El trabajo es 100 % presencial en nuestras instalaciones de Getafe', { profile: thirdPerson, locale: 'es' })).toBe('not_offered');
    expect(verdict('Poste basé à Toulouse, 2 jours de télétravail par semaine', { profile: thirdPerson, locale: 'fr' })).toBe('partial');
    expect(verdict('Freiburg, Germany (on-site)', { profile: thirdPerson })).toBe('partial');
  });

  it('makes a requirement not offered by a condition the owner rules out, whatever else it names', () => {
    expect(verdict('Le poste est sur notre site, en présence cinq jours par semaine, les bancs de test ne pouvant être déportés', { profile: thirdPerson, locale: 'fr' })).toBe('not_offered');
  });

  it('takes a fully remote role as not offered when the owner says they do not look for one', () => {
    expect(verdict('Disponibilidad para trabajar en un puesto 100 % en remoto', { profile: thirdPerson, locale: 'es' })).toBe('not_offered');
    expect(verdict('Fully remote within the EU', { profile: sample })).toBe('evidence');
  });

  it('judges a relocation against the region the owner would relocate within, when the place has a country', () => {
    expect(verdict('Relocation to Bristol, UK, is required', { profile: thirdPerson })).toBe('not_offered');
    expect(verdict('Relocation to Lyon, France, is required', { profile: thirdPerson })).toBe('evidence');
    expect(verdict('Relocation to Lyon is required', { profile: thirdPerson })).toBe('partial');
  });

  it('gives a city the country the posting itself places it in, and matches a city only by the owner’s city', () => {
    const posting = (line: string) => `Embedded Engineer\nVantor GmbH | Stuttgart, Germany | Hybrid\n\nRequirements\n- ${line}`;
    const verdictOf = (line: string, profile: Profile) => checkFit({ jobDescription: posting(line), locale: 'en', profile, chunks: buildChunks({ profile, today }), today }).requirements.find((requirement) => requirement.text === line)?.verdict;
    expect(verdictOf('Hybrid: two days a week on site in Stuttgart', thirdPerson)).toBe('evidence');
    expect(verdict('Hybrid: two days a week in our Madrid office (Madrid, Spain)', { profile: sample })).toBe('no_evidence');
  });

  it('reads an office named after its place word, the east coast as a time zone, and visits the owner makes as travel', () => {
    expect(verdict('El puesto es presencial en nuestra oficina de Barcelona', { profile: secondPerson, locale: 'es' })).toBe('not_offered');
    expect(verdict('Recouvrement de 3 heures avec notre équipe de Boston (côte Est)', { profile: secondPerson, locale: 'fr' })).toBe('evidence');
    expect(verdict('Bereitschaft, einmal im Quartal nach Hamburg zu reisen', { profile: secondPerson, locale: 'de' })).toBe('evidence');
    expect(verdict('Willingness to travel to customers for up to 20% of your time', { profile: thirdPerson })).toBe('no_evidence');
  });

  it('reads a product named "Remote Config" as no work condition', () => {
    expect(verdict('Experiencia con Firebase (Crashlytics, Remote Config)', { profile: sample, locale: 'es' })).toBe('no_evidence');
  });
});
