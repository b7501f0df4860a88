import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { getMessages, type UiMessages } from '@/lib/i18n/messages';

function flatten(messages: UiMessages): [string, string][] {
  const { chatStatus, ...texts } = messages;
  return [...Object.entries(texts), ...Object.entries(chatStatus).map(([status, text]): [string, string] => [`chatStatus.${status}`, text])];
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

  it('translates the copy instead of repeating English', () => {
    const english = getMessages({ locale: 'en' });
    for (const locale of LOCALES.filter((candidate) => candidate !== 'en')) {
      const messages = getMessages({ locale });
      expect(messages.sampleNotice).not.toBe(english.sampleNotice);
      expect(messages.chatSend).not.toBe(english.chatSend);
      expect(messages.experience).not.toBe(english.experience);
    }
  });
});
