/** Languages, degrees and fields of work, answered from each fixture person's own profile. */
import { describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/contracts';
import { readQuestion, resolveFollowUp } from '@/lib/retrieval';
import { fixtureProfile, type FixtureId } from '@/test/fixtures/profiles';
import { offlineAnswer as answer } from '@/test/offline-answer';

describe('languages, degrees and fields', () => {
  it.each<[FixtureId, string, Locale, RegExp[]]>([
    ['sample', 'What languages do you speak and what’s your French level?', 'en', [/Spanish/, /English/, /B1/]],
    ['second-person', '¿Qué idiomas hablas y qué nivel de alemán tienes?', 'es', [/portugués/, /B2/]],
  ])('%s: %j answers every language, then the one named', (person, question, locale, expected) => {
    const text = answer({ person, question, locale });
    for (const pattern of expected) expect(text).toMatch(pattern);
  });

  it.each<[FixtureId, string, Locale, RegExp]>([
    ['third-person', 'Pouvez-vous travailler en espagnol ?', 'fr', /^Non, pas pour travailler/],
    ['sample', 'Could you work in French?', 'en', /^No, not to work in/],
    ['second-person', 'Could you work in English?', 'en', /^Yes, I speak English/],
  ])('%s: %j: working in a language needs a working level', (person, question, locale, expected) => {
    expect(answer({ person, question, locale })).toMatch(expected);
  });

  it.each<[FixtureId, string, Locale, RegExp]>([
    ['third-person', 'What was your thesis about?', 'en', /^Thesis “/],
    ['second-person', 'Sur quoi portait votre mémoire de master ?', 'fr', /électri/],
  ])('%s: %j: the owner’s sentence about the thesis leads', (person, question, locale, expected) => {
    expect(answer({ person, question, locale })).toMatch(expected);
  });

  it('an acronym the profile writes names the school ("KIT"), whose degree leads', () => {
    expect(answer({ person: 'third-person', question: 'what did u study at KIT', locale: 'en' })).toMatch(/^Education: MSc in Mechatronics/);
  });

  it.each<[FixtureId, string, Locale]>([
    ['sample', 'When did you finish it?', 'en'],
    ['second-person', '¿Dónde lo cursaste?', 'es'],
  ])('%s: %j after a question about education asks about the degree', (person, question, locale) => {
    const profile = fixtureProfile({ id: person });
    const turns = [{ question: locale === 'en' ? 'What’s your educational background?' : '¿Qué estudiaste?', answer: '' }];
    const resolution = resolveFollowUp({ question, turns, profile });
    expect(readQuestion({ question, profile, today: new Date('2026-11-30T00:00:00Z'), locale, resolution }).frames[0]?.attribute).toBe('education');
  });

  it.each<[FixtureId, string, Locale, RegExp[]]>([
    ['sample', 'What industries have you worked in so far?', 'en', [/^I’ve worked in .*Brightpath Health/, /Quanta Retail/, /crypto/]],
    ['second-person', 'In welchen Branchen haben Sie bisher gearbeitet?', 'de', [/Maré Energia/, /Lumen Freight/]],
  ])('%s: %j names the fields of the jobs, then what the owner rules out', (person, question, locale, expected) => {
    const text = answer({ person, question, locale });
    for (const pattern of expected) expect(text).toMatch(pattern);
  });

  it.each<[FixtureId, string, Locale, RegExp]>([
    ['second-person', 'Is there any kind of company you wouldn’t join?', 'en', /^I won’t work for/],
    ['second-person', 'Do you have any experience in the energy sector?', 'en', /^Yes\. .*Maré Energia/],
  ])('%s: %j', (person, question, locale, expected) => {
    expect(answer({ person, question, locale })).toMatch(expected);
  });
});
