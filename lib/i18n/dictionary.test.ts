import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS, LOCALES, type Locale } from '@/lib/contracts';
import { getDictionary } from '@/lib/i18n/dictionary';
import { GRAMMATICAL_GENDERS } from '@/lib/i18n/grammatical-gender';

/** Sample arguments for every phrase function, so their output is checked like plain copy. */
const SAMPLE_ARGUMENTS = {
  items: 'X', email: 'owner@example.com', text: 'T', start: 'S', end: 'E', duration: 'D', asOf: 'A', rounded: 'R', exact: 'X',
  since: 'S', title: 'T', skills: 'K', city: 'C', country: 'N', timezone: 'Z', degree: 'G', institution: 'I', year: 2000,
  roles: 'R', conditions: 'C', from: 'F', availableNow: false,
};

/** Every text of a copy tree as [dotted key, text]; functions are called with sample arguments, once per gender. */
function flatten(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value === 'function') {
    return GRAMMATICAL_GENDERS.map((gender) => [`${prefix}(${gender})`, String(value({ ...SAMPLE_ARGUMENTS, gender }))]);
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => flatten(item, `${prefix}[${index}]`));
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key));
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
const texts = (locale: Locale) => flatten(getDictionary({ locale }));

describe('the dictionaries', () => {
  it('have every text, trimmed and non-empty, in every locale', () => {
    for (const locale of LOCALES) {
      // Separators (a colon with its spaces) are the one kind of text whose spacing is the point.
      for (const [key, text] of texts(locale).filter(([key]) => !['facts.colon', 'facts.semicolon'].includes(key))) {
        expect(text.trim(), `${locale}.${key}`).toBe(text);
        expect(text.length, `${locale}.${key}`).toBeGreaterThan(0);
      }
    }
  });

  it('have the same keys and placeholders in every locale', () => {
    const english = new Map(texts('en'));
    for (const locale of LOCALES) {
      const entries = texts(locale);
      expect(entries.map(([key]) => key).sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of entries) expect(placeholders(text), `${locale}.${key}`).toEqual(placeholders(english.get(key) ?? ''));
    }
  });

  it('translate the copy instead of repeating English', () => {
    const english = getDictionary({ locale: 'en' });
    for (const locale of LOCALES.filter((candidate) => candidate !== 'en')) {
      const dictionary = getDictionary({ locale });
      expect(dictionary.page.sampleNotice).not.toBe(english.page.sampleNotice);
      expect(dictionary.page.chat.send).not.toBe(english.page.chat.send);
      expect(dictionary.apiErrors.rate_limited).not.toBe(english.apiErrors.rate_limited);
      expect(dictionary.filterReplies.instruction_override).not.toBe(english.filterReplies.instruction_override);
      expect(dictionary.offline.smallTalk.greeting).not.toBe(english.offline.smallTalk.greeting);
    }
  });

  it('address the visitor one way per language: German "Sie", French "vous", Spanish "tú"', () => {
    const informalGerman = /(?<!\p{L})(?:du|dich|dir|dein(?:e[mnrs]?)?|deiner)(?!\p{L})/iu;
    const formalSpanish = /\b(?:usted|ustedes|su pregunta)\b/i;
    const informalFrench = /(?<![\p{L}’'])(?:tu|toi|ton|ta|tes)(?![\p{L}’'])/iu;
    for (const [key, text] of texts('de')) expect(text, `de.${key}`).not.toMatch(informalGerman);
    for (const [key, text] of texts('es')) expect(text, `es.${key}`).not.toMatch(formalSpanish);
    for (const [key, text] of texts('fr')) expect(text, `fr.${key}`).not.toMatch(informalFrench);
  });

  it('quote the question limit from its constant, in the locale’s number format', () => {
    for (const locale of LOCALES) {
      const limit = new Intl.NumberFormat(locale).format(CHAT_LIMITS.maxMessageChars);
      expect(getDictionary({ locale }).apiErrors.invalid_request).toContain(limit);
    }
  });

  it('make first-person wording agree with the owner, and keep neutral wording free of gendered forms', () => {
    const feminine = /(?<!\p{L})(?:ingeniera|abierta|basée|ouverte|ingénieure|Ingenieurin)(?!\p{L})/u;
    const masculine = /(?<!\p{L})(?:ingeniero|abierto|basé|ouvert|ingénieur|Ingenieur)(?!\p{L})/u;
    for (const locale of LOCALES) {
      const gendered = texts(locale).filter(([key]) => /\((?:feminine|masculine|neutral)\)$/.test(key));
      for (const [key, text] of gendered) {
        if (key.endsWith('(neutral)')) {
          expect(text, `${locale}.${key}`).not.toMatch(feminine);
          expect(text, `${locale}.${key}`).not.toMatch(masculine);
        }
        if (key.endsWith('(masculine)')) expect(text, `${locale}.${key}`).not.toMatch(feminine);
        if (key.endsWith('(feminine)')) expect(text, `${locale}.${key}`).not.toMatch(masculine);
      }
    }
  });

  it('keep the guard replies first-person and honest about what happened', () => {
    const firstPerson = { en: /\bI\b|\bI’m\b/, es: /\b(?:mi|no puedo|respondo|soy)\b/i, fr: /\b(?:je|mon)\b/i, de: /\b(?:ich|meine[rn]?)\b/i };
    for (const locale of LOCALES) {
      const replies = getDictionary({ locale }).filterReplies;
      expect(replies.sensitive_input).toMatch(firstPerson[locale]);
      expect(replies.instruction_override).toMatch(firstPerson[locale]);
    }
    expect(getDictionary({ locale: 'en' }).filterReplies.sensitive_input).toMatch(/haven’t processed/);
    expect(getDictionary({ locale: 'de' }).filterReplies.instruction_override).toMatch(/KI-Assistent.*Profils.*Anweisungen/);
  });
});
