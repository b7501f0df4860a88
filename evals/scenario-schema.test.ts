import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findUnknownReferences, parseScenarioFile, type ScenarioFile } from '@/evals/scenario-schema';
import { languageCheckKind } from '@/evals/scorers';
import { LOCALES } from '@/lib/contracts';
import { buildChunks } from '@/lib/knowledge';
import { profile } from '@/test/fixtures/profiles/sample-profile';

const validCase = {
  id: 'es-duration-total-1',
  locale: 'es',
  question: '¿Cuántos años de experiencia tienes?',
  category: 'duration',
  expect: { chunks: ['duration'], answerIncludes: ['10', 'años'], detectedLocale: null },
};

function fileWith(cases: unknown[]): string {
  return JSON.stringify({ version: 1, today: '2026-11-30', cases });
}

describe('parseScenarioFile', () => {
  it('accepts a well-formed file', () => {
    expect(parseScenarioFile({ json: fileWith([validCase]) }).cases).toHaveLength(1);
  });

  it.each([
    ['an unknown expectation key', { ...validCase, expect: { chunk: ['duration'] } }, 'chunk'],
    ['an unknown intent', { ...validCase, expect: { intent: 'sales' } }, 'intent'],
    ['an unknown category', { ...validCase, category: 'durations' }, 'category'],
    ['both intent and intentAnyOf', { ...validCase, expect: { intent: 'blog', intentAnyOf: ['blog', 'general'] } }, 'either intent or intentAnyOf'],
    ['an offer of the page locale', { ...validCase, expect: { detectedLocale: 'es' } }, 'never be the page locale'],
    ['an id of another locale', { ...validCase, id: 'en-duration-total-1' }, 'must start with the case locale'],
    ['an empty expectation', { ...validCase, expect: {} }, 'must expect something'],
  ])('rejects %s', (_label, scenario, message) => {
    expect(() => parseScenarioFile({ json: fileWith([scenario]) })).toThrow(message);
  });

  it('rejects duplicate ids, a bad date and a wrong version', () => {
    expect(() => parseScenarioFile({ json: fileWith([validCase, validCase]) })).toThrow('duplicate case id');
    expect(() => parseScenarioFile({ json: JSON.stringify({ version: 1, today: '30/11/2026', cases: [validCase] }) })).toThrow('today');
    expect(() => parseScenarioFile({ json: JSON.stringify({ version: 2, today: '2026-11-30', cases: [validCase] }) })).toThrow('version');
  });
});

describe('findUnknownReferences', () => {
  it('names unknown chunk and FAQ ids per case', () => {
    const file = parseScenarioFile({
      json: fileWith([{ ...validCase, expect: { chunks: ['duration', 'durations'], chunksAll: ['core-bio'], canonical: 'who-r-u' } }]),
    });
    expect(findUnknownReferences({ file, chunkIds: ['duration', 'core-bio'], faqIds: ['who-are-you'] })).toEqual([
      'es-duration-total-1: unknown chunk id "durations"',
      'es-duration-total-1: unknown canonical FAQ id "who-r-u"',
    ]);
  });
});

describe('the shipped scenario file', () => {
  const file: ScenarioFile = parseScenarioFile({ json: readFileSync('evals/scenarios.v1.json', 'utf8') });
  const inLocale = (locale: string) => file.cases.filter((scenario) => scenario.locale === locale);

  it('pins the evaluation date and has enough cases', () => {
    expect(file.today).toBe('2026-11-30');
    expect(file.cases.length).toBeGreaterThanOrEqual(140);
  });

  it.each(LOCALES)('covers %s with topic, short same-language and cross-language cases', (locale) => {
    const cases = inLocale(locale);
    expect(cases.length).toBeGreaterThanOrEqual(30);
    expect(cases.filter((scenario) => languageCheckKind({ scenario }) === 'short-same-language').length).toBeGreaterThanOrEqual(25);
    expect(cases.filter((scenario) => languageCheckKind({ scenario }) === 'cross-language').length).toBeGreaterThanOrEqual(5);
    expect(new Set(cases.map((scenario) => scenario.expect.canonical).filter(Boolean))).toEqual(
      new Set(['who-are-you', 'why-ai', 'main-strengths', 'frontend-heavy']),
    );
  });

  it('refers only to chunk and FAQ ids the shipped profile produces', () => {
    const chunkIds = buildChunks({ profile, today: new Date(`${file.today}T00:00:00Z`) }).map((chunk) => chunk.id);
    expect(findUnknownReferences({ file, chunkIds, faqIds: profile.faq.map((entry) => entry.id) })).toEqual([]);
  });

  it('covers every required category', () => {
    const categories = new Set(file.cases.map((scenario) => scenario.category));
    for (const category of ['experience', 'project', 'duration', 'skill-yes-no', 'false-premise', 'boundary', 'off-topic', 'blog', 'paraphrase']) {
      expect(categories).toContain(category);
    }
  });
});
