import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { getMessages } from '@/lib/i18n/messages';

/** Every text of a copy tree as [dotted key, text], so nested groups are checked like top-level strings. */
function flatten(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

describe('getMessages', () => {
  it('has every text, trimmed and non-empty, in every locale', () => {
    for (const locale of LOCALES) {
      for (const [key, text] of flatten(getMessages({ locale }))) {
        expect(text.trim(), `${locale}.${key}`).toBe(text);
        expect(text.length, `${locale}.${key}`).toBeGreaterThan(0);
      }
    }
  });

  it('has the same keys and placeholders in every locale', () => {
    const english = new Map(flatten(getMessages({ locale: 'en' })));
    for (const locale of LOCALES) {
      const entries = flatten(getMessages({ locale }));
      expect(entries.map(([key]) => key).sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of entries) expect(placeholders(text), `${locale}.${key}`).toEqual(placeholders(english.get(key) ?? ''));
    }
  });

  it('translates the copy instead of repeating English', () => {
    const english = getMessages({ locale: 'en' });
    for (const locale of LOCALES.filter((candidate) => candidate !== 'en')) {
      const messages = getMessages({ locale });
      expect(messages.sampleNotice).not.toBe(english.sampleNotice);
      expect(messages.chat.send).not.toBe(english.chat.send);
      expect(messages.chat.errorOffline).not.toBe(english.chat.errorOffline);
      expect(messages.experience).not.toBe(english.experience);
    }
  });
});
