import { describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/contracts';
import { newSentences, repeatsAnswer } from '@/lib/offline/repeated-facts';
import { tokenize } from '@/lib/text';

function repeats({ text, answer, question, locale = 'en' }: { text: string; answer: string; question: string; locale?: Locale }): boolean {
  return repeatsAnswer({
    text,
    answerWords: new Set(tokenize({ text: answer, locale })),
    questionWords: new Set(tokenize({ text: question, locale })),
    locale,
  });
}

const FINANCE_APP = 'Tallybook is an offline-first finance app with 2,100 GitHub stars.';
const OVERVIEW = `My projects: ${FINANCE_APP} Route Beacon is a live bus map used by 9,000 people. Orbit is a design system with 60 components.`;

describe('repeatsAnswer', () => {
  it('finds an overview repeated when its line about the asked-about thing is already said', () => {
    expect(repeats({ text: OVERVIEW, answer: FINANCE_APP, question: 'What is Tallybook?' })).toBe(true);
  });

  it('keeps the same overview when the question is about something the answer has not said', () => {
    expect(repeats({ text: OVERVIEW, answer: FINANCE_APP, question: 'What is Route Beacon?' })).toBe(false);
  });

  it('judges the whole chunk when no sentence names a question word', () => {
    const everything = `Projects I built: ${FINANCE_APP} Orbit is a design system with 60 components. Route Beacon is a live bus map used by 9,000 people.`;
    expect(repeats({ text: OVERVIEW, answer: everything, question: '¿Qué has construido?' })).toBe(true);
    const twoOfThree = 'Orbit is a design system with 60 components. Route Beacon is a live bus map used by 9,000 people.';
    expect(repeats({ text: OVERVIEW, answer: twoOfThree, question: '¿Qué has construido?' })).toBe(false);
  });

  it('keeps a chunk that still brings a new fact beside an already-said sentence', () => {
    const location = 'I’m based in Lisbon, Portugal (WET). I work remote-first with EU time zones.';
    const availability = 'I’m open to Staff roles, remote-first, within EU time zones, from February 2027.';
    expect(repeats({ text: location, answer: availability, question: 'Could you relocate to Germany?' })).toBe(false);
  });

  it('needs most of a sentence’s words before it counts as said', () => {
    const answer = 'Tallybook has GitHub stars.';
    expect(repeats({ text: FINANCE_APP, answer, question: 'Tell me about Tallybook' })).toBe(false);
  });

  it('compares stemmed words in the visitor’s locale', () => {
    const text = 'Proyectos: Tallybook es una aplicación de finanzas offline.';
    const answer = 'Tallybook: la aplicación de finanzas offline de mis proyectos.';
    expect(repeats({ text, answer, question: '¿Qué es Tallybook?', locale: 'es' })).toBe(true);
  });

  it('never finds a chunk without content words repeated', () => {
    expect(repeats({ text: '…', answer: FINANCE_APP, question: 'What is Tallybook?' })).toBe(false);
  });
});

describe('newSentences', () => {
  it('leaves out a highlight that restates what was said, and keeps one that adds a fact', () => {
    const said = 'I built the booking platform with Next.js and PostgreSQL, with GDPR-compliant data handling.';
    const restated = 'Booking platform: Next.js, PostgreSQL; GDPR-compliant data handling.';
    const added = 'Cut page load time by 40% for 2 million monthly visitors.';
    expect(newSentences({ candidates: [restated, added], said, locale: 'en' })).toEqual([added]);
  });

  it('does not repeat a candidate that restates an earlier candidate', () => {
    const first = 'Led the migration of twelve services to Kubernetes.';
    expect(newSentences({ candidates: [first, first], said: 'I worked on the platform team.', locale: 'en' })).toEqual([first]);
  });
});
