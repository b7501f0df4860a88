import { describe, expect, it } from 'vitest';
import { cuesOfText, headingKind } from '@/lib/fit/posting-cues';

const kind = (text: string, locales: readonly ('en' | 'es' | 'fr' | 'de')[]) => headingKind({ reading: cuesOfText({ text, locales }) });

describe('headingKind', () => {
  it('reads a heading that addresses the reader before its cue', () => {
    expect(kind('Ihre Qualifikationen', ['de', 'en'])).toBe('requirements');
    expect(kind('Les petits plus', ['fr', 'en'])).toBe('nice');
    expect(kind('Schön wäre', ['de', 'en'])).toBe('nice');
  });

  it('reads the cue that ends the phrase when two stand side by side ("who we are" + "looking for")', () => {
    expect(kind('Who we are looking for', ['en'])).toBe('requirements');
    expect(kind('Who we are', ['en'])).toBe('boilerplate');
  });

  it('is no heading when other words come before the cue', () => {
    expect(kind('Kafka Kenntnisse', ['de', 'en'])).toBeNull();
  });
});
