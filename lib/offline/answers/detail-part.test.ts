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
  ])('%s: %j leads with the sentence that holds the figure', (person, question, locale, figure) => {
    expect(firstSentence(answer({ person, question, locale }))).toMatch(figure);
  });

  it('a count never takes a sentence whose only figure is a year or a duration', () => {
    // The career break's texts hold months and years only: nothing there counts what is asked.
    const text = answer({ person: 'third-person', question: 'How many boats did you sail with during the break?', locale: 'en' });
    expect(firstSentence(text)).not.toMatch(/^Career break:/);
  });

  it('an attribute the engine computes keeps its answer when the question asks nothing more', () => {
    expect(firstSentence(answer({ person: 'sample', question: 'How long were you at Brightpath Health?', locale: 'en' }))).toMatch(/2 years/);
  });
});
