import { describe, expect, it } from 'vitest';
import { flaggedRate } from '@/evals/guard-samples/guard-sample';

describe('flaggedRate', () => {
  it('is the share of samples the detector flags', () => {
    const samples = [{ locale: 'en', text: 'a' }, { locale: 'es', text: 'b' }, { locale: 'fr', text: 'a' }, { locale: 'de', text: 'c' }] as const;
    expect(flaggedRate({ samples, detect: (text) => text === 'a' })).toBe(0.5);
  });

  it('is zero for an empty set', () => {
    expect(flaggedRate({ samples: [], detect: () => true })).toBe(0);
  });
});
