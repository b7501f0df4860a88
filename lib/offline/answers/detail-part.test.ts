/** The owner's sentence that holds what a question asks, over the attribute's answer: on three different people. */
import { describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/contracts';
import { firstSentence } from '@/evals/blind/score-blind';
import type { FixtureId } from '@/test/fixtures/profiles';
import { offlineAnswer as answer } from '@/test/offline-answer';

describe('detail sentences', () => {
  it.each<[FixtureId, string, Locale, RegExp]>([
    ['sample', 'Roughly how many monthly users does Transit Pulse have?', 'en', /9,000/],
    ['second-person', 'Wie viele Schulen arbeiten mit Lab in a Notebook?', 'de', /40/],
    ['third-person', '¿Cuántos clientes tuviste como autónoma?', 'es', /[Cc]uatro/],
    // Of two sentences with a figure beside a word asked ("months"), the one holding most of the question leads.
    ['sample', 'How many people use the bus map each month?', 'en', /9,000/],
  ])('%s: %j leads with the sentence that holds the figure', (person, question, locale, figure) => {
    expect(firstSentence(answer({ person, question, locale }))).toMatch(figure);
  });

  it.each<[FixtureId, string, Locale, string, RegExp]>([
    ['second-person', 'How many cohorts did it have?', 'en', 'What did you do at Code Douro Academy?', /3 cohorts/],
    ['sample', 'Wie viele Teams nutzen es?', 'de', 'Was machen Sie bei Tidewater Labs?', /14 Produktteams/],
  ])('%s: %j leads with the sentence that puts a figure beside the word counted, wherever the answer had it', (person, question, locale, before, figure) => {
    expect(firstSentence(answer({ person, question, locale, turns: [{ question: before, answer: '' }] }))).toMatch(figure);
  });

  it('a sentence picked out of a job says whose it is', () => {
    expect(answer({ person: 'second-person', question: 'Avez-vous déjà coordonné un département ?', locale: 'fr' })).toMatch(/^(Oui\. )?Escola Secundária de Gaia Sul: /);
  });

  it('a count never takes a sentence whose only figure is a year or a duration', () => {
    // The career break's texts hold months and years only: nothing there counts what is asked.
    const text = answer({ person: 'third-person', question: 'How many boats did you sail with during the break?', locale: 'en' });
    expect(firstSentence(text)).not.toMatch(/^Career break:/);
  });

  it('an attribute the engine computes keeps its answer when the question asks nothing more', () => {
    expect(firstSentence(answer({ person: 'sample', question: 'How long were you at Brightpath Health?', locale: 'en' }))).toMatch(/2 years/);
  });

  it.each<[FixtureId, string, Locale, RegExp]>([
    ['sample', 'You built an LLM support assistant. How did you evaluate it, how big was the eval set?', 'en', /^Tidewater Labs: .*120/],
    ['third-person', 'Combien de clients avez-vous eus chez Sillage Embarqué ?', 'fr', /^Sillage Embarqué: Quatre clients/],
  ])('%s: %j: the owner’s sentence holding the visitor’s own words leads', (person, question, locale, expected) => {
    expect(answer({ person, question, locale })).toMatch(expected);
  });

  it('a figure asked of one project is never answered with another project’s figure', () => {
    expect(answer({ person: 'sample', question: 'How many monthly active users does Ledgerly have?', locale: 'en' })).not.toMatch(/9,000/);
  });
  it('the owner\'s sentence leads beside a setting when it holds two of the visitor\'s words, words the owner never writes aside', () => {
    // "hours" also reads as working hours; "numbers" and "going" are in no sentence of the profile.
    const text = answer({ person: 'second-person', question: 'What were the numbers of the nightly job going from hours down to minutes?', locale: 'en' });
    expect(firstSentence(text)).toMatch(/5 hours to 40 minutes/);
  });
});

