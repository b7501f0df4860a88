import { describe, expect, it } from 'vitest';
import { SENSITIVE_BENIGN_SAMPLES } from '@/evals/guard-samples/benign-samples';
import { flaggedRate } from '@/evals/guard-samples/guard-sample';
import { SENSITIVE_POSITIVE_SAMPLES } from '@/evals/guard-samples/positive-samples';
import { detectSensitiveInput } from '@/lib/filters/sensitive-input';
import { LOCALES } from '@/lib/contracts';

const isSensitive = (text: string) => detectSensitiveInput({ text }) !== null;

describe('detectSensitiveInput', () => {
  it('has at least 40 positive and 40 benign samples covering every locale', () => {
    expect(SENSITIVE_POSITIVE_SAMPLES.length).toBeGreaterThanOrEqual(40);
    expect(SENSITIVE_BENIGN_SAMPLES.length).toBeGreaterThanOrEqual(40);
    for (const locale of LOCALES) {
      expect(SENSITIVE_POSITIVE_SAMPLES.some((sample) => sample.locale === locale)).toBe(true);
      expect(SENSITIVE_BENIGN_SAMPLES.some((sample) => sample.locale === locale)).toBe(true);
    }
  });

  it.each(SENSITIVE_POSITIVE_SAMPLES)('catches $category: $text', ({ text, category }) => {
    expect(detectSensitiveInput({ text })).toEqual({ category });
  });

  it.each(SENSITIVE_BENIGN_SAMPLES)('lets through: $text', ({ text }) => {
    expect(detectSensitiveInput({ text })).toBeNull();
  });

  it('has a zero false-positive rate on the benign set and full recall on the positive set', () => {
    expect(flaggedRate({ samples: SENSITIVE_BENIGN_SAMPLES, detect: isSensitive })).toBe(0);
    expect(flaggedRate({ samples: SENSITIVE_POSITIVE_SAMPLES, detect: isSensitive })).toBe(1);
  });

  it('returns only the category, never any part of the secret', () => {
    for (const { text } of SENSITIVE_POSITIVE_SAMPLES) {
      const result = detectSensitiveInput({ text });
      expect(result === null ? [] : Object.keys(result)).toEqual(['category']);
      const serialized = JSON.stringify(result);
      for (const token of text.split(/\s+/).filter((word) => word.length >= 8)) {
        expect(serialized).not.toContain(token);
      }
    }
  });

  it('treats near misses as ordinary text', () => {
    expect(detectSensitiveInput({ text: 'Order 4111 1111 1111 1112 arrived' })).toBeNull();
    expect(detectSensitiveInput({ text: 'What is an AWS access key id like AKIA…?' })).toBeNull();
    expect(detectSensitiveInput({ text: 'I use sk-learn daily' })).toBeNull();
    expect(detectSensitiveInput({ text: 'the sk-learn-contrib-imbalanced-learn-package' })).toBeNull();
  });

  it.each([
    ['digit groups', '1 '.repeat(10_000)],
    ['dashed digits', '4-'.repeat(10_000)],
    ['token prefixes', 'sk-'.repeat(7_000)],
    ['JWT-looking prefixes', 'eyJa.'.repeat(4_000)],
    ['MRZ fillers', `P${'<'.repeat(20_000)}`],
    ['IBAN starts', 'ES91 '.repeat(4_000)],
    ['word characters', 'a'.repeat(20_000)],
  ])('stays fast on a 20k-character adversarial input (%s)', (_, text) => {
    expect(text.length).toBeGreaterThanOrEqual(20_000);
    expect(typeof (detectSensitiveInput({ text })?.category ?? 'none')).toBe('string');
  });
});
