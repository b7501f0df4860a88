import { describe, expect, it } from 'vitest';
import type { ScenarioCase } from '@/evals/scenario-schema';
import {
  foldText,
  languageCheckKind,
  scoreAnswer,
  scoreCanonical,
  scoreCase,
  scoreIntent,
  scoreLocale,
  scoreRecall,
  type InspectionView,
} from '@/evals/scorers';

function inspection(overrides: Partial<InspectionView> = {}): InspectionView {
  return {
    intent: 'recruiter',
    canonical: null,
    chunks: ['duration', 'experience-tidewater-labs', 'core-bio'].map((id) => ({ id })),
    answer: 'Llevo más de 10 años trabajando: 4 años y 8 meses en Tidewater Labs.',
    detectedLocale: null,
    ...overrides,
  };
}

const ranked = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('foldText', () => {
  it('removes diacritics and case', () => {
    expect(foldText('Años ÉTÉ Größe Politècnica')).toBe('anos ete große politecnica');
  });

  it('unifies typographic apostrophes and no-break spaces', () => {
    expect(foldText('J’ai réduit de 38\u202f%\u00a0la')).toBe("j'ai reduit de 38 % la");
  });
});

describe('scoreRecall', () => {
  it('passes when any acceptable chunk is in the top five', () => {
    expect(scoreRecall({ expect: { chunks: ['z', 'e'] }, chunkIds: ranked })?.pass).toBe(true);
  });

  it('fails when the chunk only ranks sixth', () => {
    const result = scoreRecall({ expect: { chunks: ['f'] }, chunkIds: ranked });
    expect(result?.pass).toBe(false);
    expect(result?.got).toBe('[a, b, c, d, e]');
  });

  it('requires every chunksAll id in the top five', () => {
    expect(scoreRecall({ expect: { chunksAll: ['a', 'e'] }, chunkIds: ranked })?.pass).toBe(true);
    expect(scoreRecall({ expect: { chunksAll: ['a', 'f'] }, chunkIds: ranked })?.pass).toBe(false);
  });

  it('combines chunks and chunksAll', () => {
    expect(scoreRecall({ expect: { chunks: ['x'], chunksAll: ['a'] }, chunkIds: ranked })?.pass).toBe(false);
    expect(scoreRecall({ expect: { chunks: ['b'], chunksAll: ['a'] }, chunkIds: ranked })?.pass).toBe(true);
  });

  it('fails on an empty retrieval and is skipped without expectations', () => {
    expect(scoreRecall({ expect: { chunks: ['a'] }, chunkIds: [] })?.pass).toBe(false);
    expect(scoreRecall({ expect: { intent: 'blog' }, chunkIds: ranked })).toBeNull();
  });
});

describe('scoreIntent', () => {
  it('compares an exact intent', () => {
    expect(scoreIntent({ expect: { intent: 'blog' }, intent: 'blog' })?.pass).toBe(true);
    expect(scoreIntent({ expect: { intent: 'blog' }, intent: 'general' })?.pass).toBe(false);
  });

  it('accepts any of several defensible intents', () => {
    expect(scoreIntent({ expect: { intentAnyOf: ['recruiter', 'engineering'] }, intent: 'engineering' })?.pass).toBe(true);
    expect(scoreIntent({ expect: { intentAnyOf: ['recruiter', 'engineering'] }, intent: 'project' })?.pass).toBe(false);
  });

  it('is skipped without an intent expectation', () => {
    expect(scoreIntent({ expect: { chunks: ['a'] }, intent: 'blog' })).toBeNull();
  });
});

describe('scoreCanonical', () => {
  it('checks an expected FAQ id', () => {
    expect(scoreCanonical({ expect: { canonical: 'why-ai' }, canonical: 'why-ai' })?.pass).toBe(true);
    expect(scoreCanonical({ expect: { canonical: 'why-ai' }, canonical: null })?.pass).toBe(false);
  });

  it('treats null as "must not short-circuit"', () => {
    expect(scoreCanonical({ expect: { canonical: null }, canonical: null })?.pass).toBe(true);
    expect(scoreCanonical({ expect: { canonical: null }, canonical: 'who-are-you' })?.pass).toBe(false);
  });

  it('is skipped when the key is absent', () => {
    expect(scoreCanonical({ expect: { intent: 'blog' }, canonical: 'who-are-you' })).toBeNull();
  });
});

describe('scoreAnswer', () => {
  const answer = 'Llevo más de 10 AÑOS trabajando; nunca trabajé para Google.';

  it('matches includes regardless of case and accents', () => {
    expect(scoreAnswer({ expect: { answerIncludes: ['10', 'años', 'anos'] }, answer })?.pass).toBe(true);
  });

  it('reports each missing include', () => {
    const result = scoreAnswer({ expect: { answerIncludes: ['10', 'meses'] }, answer });
    expect(result?.pass).toBe(false);
    expect(result?.got).toContain('missing "meses"');
  });

  it('fails when an excluded phrase appears, folded', () => {
    const result = scoreAnswer({ expect: { answerExcludes: ['Trabaje para google'] }, answer });
    expect(result?.pass).toBe(false);
    expect(result?.got).toContain('contains "Trabaje para google"');
    expect(scoreAnswer({ expect: { answerExcludes: ['trabajé en Google'] }, answer })?.pass).toBe(true);
  });
});

describe('scoreLocale', () => {
  it('expects no offer with null', () => {
    expect(scoreLocale({ expect: { detectedLocale: null }, detectedLocale: null })?.pass).toBe(true);
    expect(scoreLocale({ expect: { detectedLocale: null }, detectedLocale: 'fr' })?.pass).toBe(false);
  });

  it('expects the exact locale to offer', () => {
    expect(scoreLocale({ expect: { detectedLocale: 'de' }, detectedLocale: 'de' })?.pass).toBe(true);
    expect(scoreLocale({ expect: { detectedLocale: 'de' }, detectedLocale: null })?.pass).toBe(false);
    expect(scoreLocale({ expect: { detectedLocale: 'de' }, detectedLocale: 'fr' })?.pass).toBe(false);
  });
});

describe('languageCheckKind', () => {
  it('classifies short same-language, long same-language and cross-language cases', () => {
    expect(languageCheckKind({ scenario: { question: '¿Quién eres?', expect: { detectedLocale: null } } })).toBe('short-same-language');
    expect(languageCheckKind({ scenario: { question: 'x'.repeat(40), expect: { detectedLocale: null } } })).toBeNull();
    expect(languageCheckKind({ scenario: { question: 'Where are you based?', expect: { detectedLocale: 'en' } } })).toBe('cross-language');
    expect(languageCheckKind({ scenario: { question: 'Hi', expect: { intent: 'conversational' } } })).toBeNull();
  });
});

describe('scoreCase', () => {
  const scenario: ScenarioCase = {
    id: 'es-duration-total-1',
    locale: 'es',
    question: '¿Cuántos años de experiencia tienes?',
    category: 'duration',
    expect: { chunks: ['duration'], intent: 'recruiter', canonical: null, answerIncludes: ['10', 'años'], detectedLocale: null },
  };

  it('runs every requested check and passes a grounded inspection', () => {
    const result = scoreCase({ scenario, inspection: inspection() });
    expect(result.checks.map((check) => check.check)).toEqual(['recall@5', 'intent', 'canonical', 'answer', 'locale']);
    expect(result.checks.every((check) => check.pass)).toBe(true);
    expect(result.languageCheck).toBe('short-same-language');
  });

  it('records each failing check with what it got', () => {
    const result = scoreCase({
      scenario,
      inspection: inspection({ intent: 'general', chunks: [{ id: 'core-bio' }], detectedLocale: 'en', answer: 'No lo sé.' }),
    });
    const failed = result.checks.filter((check) => !check.pass).map((check) => [check.check, check.got]);
    expect(failed).toEqual([
      ['recall@5', '[core-bio]'],
      ['intent', 'general'],
      ['answer', expect.stringContaining('missing "10"')],
      ['locale', 'en'],
    ]);
  });
});
