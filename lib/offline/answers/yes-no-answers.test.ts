/** Yes/no questions lead with yes or no, computed from the profile, on different people. */
import { describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/contracts';
import type { FixtureId } from '@/test/fixtures/profiles';
import { offlineAnswer as answer } from '@/test/offline-answer';

describe('yes/no answers', () => {
  it.each<[FixtureId, string, Locale, RegExp]>([
    ['third-person', 'Are you job hunting at the moment?', 'en', /^Yes\. I can start in March 2027\./],
    ['sample', '¿Estás abierto a un nuevo puesto?', 'es', /^Sí\. Puedo empezar en febrero de 2027\./],
  ])('%s: %j is yes when the profile says when the owner can start', (person, question, locale, expected) => {
    expect(answer({ person, question, locale })).toMatch(expected);
  });

  it.each<[FixtureId, string, Locale, RegExp]>([
    ['second-person', 'Do you hold a PMP certification?', 'en', /^No\. .*PMP/],
    ['third-person', '¿Tienes la certificación ITIL?', 'es', /^No\. .*ITIL/],
    ['sample', 'Haben Sie ein PRINCE2-Zertifikat?', 'de', /^Nein\. .*PRINCE2/],
  ])('%s: %j says no and names the credential asked about', (person, question, locale, expected) => {
    expect(answer({ person, question, locale })).toMatch(expected);
  });

  it.each<[FixtureId, string, Locale, RegExp]>([
    ['third-person', 'Would you work fully remote?', 'en', /^No\./],
    ['third-person', 'Le full remote, ça vous irait ?', 'fr', /^Non\./],
    ['third-person', 'Wäre eine komplett remote Stelle für Sie denkbar?', 'de', /^Nein\./],
    ['sample', 'Would you work fully remote?', 'en', /^Yes\./],
  ])('%s: %j is decided by the owner\'s own words on fully remote work over the coarse setting', (person, question, locale, expected) => {
    expect(answer({ person, question, locale })).toMatch(expected);
  });

  it('"ou" between two things named is "or", not "où": the question asks whether, unless it asks which is preferred', () => {
    expect(answer({ person: 'second-person', question: 'Tu développes aussi des applis iOS ou Android ?', locale: 'fr' })).toMatch(/^Non\./);
    expect(answer({ person: 'second-person', question: 'Vous êtes plutôt AWS, Azure ou GCP ?', locale: 'fr' })).not.toMatch(/^(Oui|Non)\./);
  });

  it('a job held one day a week was not full-time', () => {
    expect(answer({ person: 'third-person', question: 'Was Sillage Embarqué a full-time thing?', locale: 'en' })).toMatch(/^No\. .*one day a week/);
  });

  it('"open to new roles?" is the job search, and "under what conditions?" what the owner looks for', () => {
    expect(answer({ person: 'sample', question: 'Are you open to new roles?', locale: 'en' })).toMatch(/^Yes\. I can start in February 2027\./);
    expect(answer({ person: 'sample', question: 'Unter welchen Bedingungen?', locale: 'de', turns: [{ question: 'Sind Sie offen für neue Rollen?', answer: '' }] })).toMatch(/Staff/);
  });

  it('a degree is no certification', () => {
    expect(answer({ person: 'sample', question: 'Avez-vous une certification Azure ?', locale: 'fr' })).toMatch(/^Non\./);
  });

  it.each<[FixtureId, string, Locale, RegExp]>([
    ['second-person', 'Do you have any side projects?', 'en', /^Yes\./],
    ['third-person', 'Avez-vous des projets open source ?', 'fr', /^Oui\./],
    ['sample', 'Is there an Android app among your projects?', 'en', /^No\./],
  ])('%s: %j answers from the projects', (person, question, locale, expected) => {
    expect(answer({ person, question, locale })).toMatch(expected);
  });

  it.each<[FixtureId, string, Locale, RegExp]>([
    ['second-person', 'Is people management part of your role at Lumen Freight?', 'en', /^No\./],
    ['second-person', 'Tienes gestión de personas en tu puesto actual?', 'es', /^No\./],
    ['third-person', 'Leiten Sie derzeit ein Team?', 'de', /^Ja\..*5/],
    ['sample', 'Are you mentoring engineers right now?', 'en', /^Yes\..*4/],
  ])('%s: %j answers from the owner’s own sentence about leading, a negated one as no', (person, question, locale, expected) => {
    expect(answer({ person, question, locale })).toMatch(expected);
  });

  it('a field is shown by two languages of a job, not by one word that means something else in one of them', () => {
    // "autónoma" is freelance in Spanish and also "autonomous": a research job about an autonomous boat is no freelance work.
    const text = answer({ person: 'third-person', question: 'Have you ever worked freelance?', locale: 'en' });
    expect(text).toMatch(/^Yes\./);
    expect(text).not.toMatch(/Reykjav/);
  });

  it.each<[FixtureId, string, Locale, RegExp]>([
    ['sample', 'Have you ever written an incident runbook?', 'en', /^Yes\. .*runbook/],
    ['sample', 'Hatten Sie bei Brightpath Health Rufbereitschaft?', 'de', /^Ja\./],
    ['second-person', 'desarrollas apps moviles?', 'es', /^No\b/],
  ])('%s: %j: the owner’s own sentence holding what is asked says yes, or no when it denies it', (person, question, locale, expected) => {
    expect(answer({ person, question, locale })).toMatch(expected);
  });

  it.each<[FixtureId, string, Locale, RegExp]>([
    ['second-person', 'Are you open to new opportunities at the moment?', 'en', /^Yes\./],
    ['sample', 'Sind Sie ab sofort verfügbar?', 'de', /^Nein\./],
    ['third-person', 'Êtes-vous disponible tout de suite ?', 'fr', /^Non\./],
  ])('%s: %j: whether the owner is looking, or free right away, from the start date', (person, question, locale, expected) => {
    expect(answer({ person, question, locale })).toMatch(expected);
  });

  it.each<[FixtureId, string, Locale, RegExp]>([
    ['sample', 'Were you at Tidewater Labs longer than at Brightpath Health?', 'en', /^Yes\./],
    ['second-person', 'Were you at Maré Energia longer than at Lumen Freight?', 'en', /^No\./],
    ['second-person', 'Where did you stay longer, Maré Energia or Lumen Freight?', 'en', /^I was longer at Lumen Freight/],
  ])('%s: %j: a comparison asked as yes/no says which first; one asked as a choice names it', (person, question, locale, expected) => {
    expect(answer({ person, question, locale })).toMatch(expected);
  });
  it.each<[FixtureId, string, Locale, RegExp]>([
    ['second-person', '¿Gestionas personas directamente?', 'es', /^No\. .*sin gestión de personas/],
    ['second-person', 'do you manage people directly?', 'en', /^No\. .*without line management/],
    ['second-person', 'Haben Sie disziplinarische Verantwortung?', 'de', /^Nein\. /],
  ])('%s: %j is no when the owner leads a team without managing its people, however the question inflects it', (person, question, locale, expected) => {
    expect(answer({ person, question, locale })).toMatch(expected);
  });

  it.each<[FixtureId, string, Locale, RegExp]>([
    ['third-person', 'Any experience with Kalman filtering?', 'en', /^Yes\. .*Kalman filters/],
    ['third-person', 'Hast du Erfahrung mit Kalman-Filtern?', 'de', /^Ja\. .*Kalman filters/],
  ])('%s: %j is yes when the name asked is part of a listed skill', (person, question, locale, expected) => {
    expect(answer({ person, question, locale })).toMatch(expected);
  });
  it.each<[string, Locale, RegExp]>([
    ['Would you relocate?', 'en', /^It depends\. I would relocate only within the EU\./],
    ['¿Te mudarías?', 'es', /^Depende\. .*solo me mudaría dentro de la UE\./],
  ])('%j: "it depends" is followed by the owner\'s own condition on moving', (question, locale, expected) => {
    expect(answer({ person: 'third-person', question, locale })).toMatch(expected);
  });
  it.each<[FixtureId, string, Locale, string, RegExp]>([
    ['third-person', 'Waren Sie bei Möwe die ganze Zeit in Vollzeit?', 'de', 'Was haben Sie bei Möwe gemacht?', /^Nein\. .*80 % Teilzeit/],
    ['second-person', 'was that full-time?', 'en', 'What was Code Douro Academy?', /^No\. .*Part-time/],
    ['second-person', 'C\'était à temps partiel, chez Code Douro Academy ?', 'fr', 'Qu\'avez-vous fait chez Code Douro Academy ?', /^Oui\. /],
  ])('%s: %j is answered from what the owner wrote of the job\'s hours', (person, question, locale, before, expected) => {
    expect(answer({ person, question, locale, turns: [{ question: before, answer: '' }] })).toMatch(expected);
  });
  it.each<[FixtureId, string, Locale, RegExp]>([
    ['sample', 'At which company did you build an A/B testing platform?', 'en', /^Quanta Retail: .*A\/B testing platform/],
    ['sample', 'Wo hast du die A/B-Testing-Plattform gebaut?', 'de', /^Quanta Retail: /],
  ])('%s: %j is answered by the job that says it was done, though the skills do not list it', (person, question, locale, expected) => {
    expect(answer({ person, question, locale })).toMatch(expected);
  });
});

