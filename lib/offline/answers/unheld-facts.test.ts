/** What profiles rarely hold (grades, nationality, a company's size, why a job ended, an undated project's dates) is said plainly, naming what was asked. */
import { describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/contracts';
import type { FixtureId } from '@/test/fixtures/profiles';
import { offlineAnswer as answer } from '@/test/offline-answer';

describe('facts the profile does not hold', () => {
  it.each<[FixtureId, string, Locale, RegExp]>([
    ['sample', 'What was your GPA at university?', 'en', /^My profile doesn’t say what GPA I got\./],
    ['second-person', '¿Con qué nota terminaste el máster?', 'es', /^Mi perfil no dice qué nota saqué\./],
    ['third-person', 'Quelle mention avez-vous obtenue pour votre doctorat ?', 'fr', /^Mon profil ne dit pas quelle mention j’ai obtenue\./],
  ])('%s: %j names the grade asked about, then the degrees', (person, question, locale, expected) => {
    expect(answer({ person, question, locale })).toMatch(expected);
  });

  it.each<[FixtureId, string, Locale, RegExp]>([
    ['sample', 'Quelle est votre nationalité ?', 'fr', /nationalité/],
    ['third-person', '¿Cuál es tu nacionalidad?', 'es', /nacionalidad/],
  ])('%s: %j says the nationality is not stated', (person, question, locale, expected) => {
    expect(answer({ person, question, locale })).toMatch(expected);
  });

  it.each<[FixtureId, string, Locale, RegExp]>([
    ['second-person', 'Do you want a permanent contract, or is fixed-term fine?', 'en', /^My profile doesn’t say whether I’d take part-time, freelance or fixed-term work\./],
    ['third-person', 'Vollzeit oder Teilzeit?', 'de', /^Mein Profil sagt nicht, ob ich auch in Teilzeit/],
    ['sample', '¿Buscas jornada completa o parcial?', 'es', /^Mi perfil no dice si aceptaría un trabajo a media jornada/],
  ])('%s: %j says the kind of contract is not stated, not a field of work', (person, question, locale, expected) => {
    expect(answer({ person, question, locale })).toMatch(expected);
  });

  it.each<[FixtureId, string, Locale, RegExp]>([
    ['third-person', 'How much notice would you have to give?', 'en', /^[^.]*three months’ notice/],
    ['sample', 'Quel est votre préavis actuel ?', 'fr', /^Je peux commencer en février 2027\. Mon profil ne dit pas quel est mon préavis\./],
  ])('%s: %j is answered by the owner’s own words on notice, else by the start date and that notice is not stated', (person, question, locale, expected) => {
    expect(answer({ person, question, locale })).toMatch(expected);
  });

  it.each<[FixtureId, string, Locale]>([
    ['sample', 'Wie viel Erfahrung haben Sie mit Elixir?', 'de'],
    ['third-person', 'How much experience do you have with COBOL?', 'en'],
  ])('%s: %j says the profile has no record of it, never the career’s length as if it answered', (person, question, locale) => {
    const text = answer({ person, question, locale });
    expect(text).toMatch(/Elixir|COBOL/);
    expect(text).not.toMatch(/1[05] (Jahre|years)/);
  });

  it.each<[FixtureId, string, Locale, RegExp]>([
    ['second-person', 'How many employees does Lumen Freight have?', 'en', /^My profile doesn’t say how many people work at Lumen Freight\./],
    ['third-person', '¿Cuántos empleados tiene Rempart Safety Systems?', 'es', /^Mi perfil no dice cuántas personas trabajan en Rempart Safety Systems\./],
  ])('%s: %j is the company’s size, not the owner’s team', (person, question, locale, expected) => {
    expect(answer({ person, question, locale })).toMatch(expected);
  });

  it.each<[FixtureId, string, Locale, RegExp]>([
    ['sample', 'Why did you leave Quanta Retail?', 'en', /^My profile doesn’t say why I left Quanta Retail\./],
    ['second-person', 'Pourquoi avez-vous quitté Maré Energia ?', 'fr', /^Mon profil ne dit pas pourquoi j’ai quitté Maré Energia\./],
  ])('%s: %j says the reason is not given, then the job’s dates', (person, question, locale, expected) => {
    expect(answer({ person, question, locale })).toMatch(expected);
  });

  it('a reason the owner did write (leaving a job to take a break) is quoted', () => {
    expect(answer({ person: 'third-person', question: 'Why did you leave Möwe?', locale: 'en' })).not.toMatch(/doesn’t say why/);
  });

  it.each<[FixtureId, string, Locale, RegExp]>([
    ['sample', 'When did you launch Transit Pulse?', 'en', /^My profile doesn’t say when I built Transit Pulse\./],
    ['sample', 'How many monthly active users does Ledgerly have?', 'en', /^My profile doesn’t say that about Ledgerly\./],
  ])('%s: %j: a project detail no text of it holds', (person, question, locale, expected) => {
    expect(answer({ person, question, locale })).toMatch(expected);
  });

  it.each<[FixtureId, string, Locale, RegExp]>([
    ['second-person', 'Sprechen Sie auch Französisch?', 'de', /^Nein, Französisch steht nicht unter meinen Sprachen/],
    ['sample', 'Et l’allemand, vous le parlez ?', 'fr', /^Non, l’allemand ne figure pas parmi mes langues/],
  ])('%s: %j: a language the owner does not speak, written with its accents', (person, question, locale, expected) => {
    expect(answer({ person, question, locale })).toMatch(expected);
  });
});
