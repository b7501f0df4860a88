import { describe, expect, it } from 'vitest';
import { negotiateLocale } from '@/lib/i18n/negotiate-locale';

describe('negotiateLocale', () => {
  it('defaults to English without a header', () => {
    expect(negotiateLocale({ acceptLanguage: null })).toBe('en');
    expect(negotiateLocale({ acceptLanguage: undefined })).toBe('en');
    expect(negotiateLocale({ acceptLanguage: '' })).toBe('en');
  });

  it('maps region subtags to the supported language', () => {
    expect(negotiateLocale({ acceptLanguage: 'es-MX' })).toBe('es');
    expect(negotiateLocale({ acceptLanguage: 'fr-CA,fr;q=0.9' })).toBe('fr');
    expect(negotiateLocale({ acceptLanguage: 'DE-at' })).toBe('de');
  });

  it('honours q-values over header order', () => {
    expect(negotiateLocale({ acceptLanguage: 'en;q=0.4, de;q=0.9, es;q=0.5' })).toBe('de');
  });

  it('keeps header order between equal q-values', () => {
    expect(negotiateLocale({ acceptLanguage: 'fr;q=0.8, es;q=0.8' })).toBe('fr');
  });

  it('skips unsupported languages and falls back to the next supported one', () => {
    expect(negotiateLocale({ acceptLanguage: 'pt-BR, it;q=0.9, es;q=0.7' })).toBe('es');
    expect(negotiateLocale({ acceptLanguage: 'ja, zh-CN' })).toBe('en');
  });

  it('ignores wildcards, q=0 and malformed q-values', () => {
    expect(negotiateLocale({ acceptLanguage: '*, fr;q=0.5' })).toBe('fr');
    expect(negotiateLocale({ acceptLanguage: 'es;q=0, de;q=0.1' })).toBe('de');
    expect(negotiateLocale({ acceptLanguage: 'es;q=abc, fr;q=0.2' })).toBe('fr');
    expect(negotiateLocale({ acceptLanguage: 'es;q=2' })).toBe('en');
  });

  it('picks among the site’s locales only, in the visitor’s order, else the site’s default', () => {
    expect(negotiateLocale({ acceptLanguage: 'es-MX, de;q=0.9, fr;q=0.8', locales: ['en', 'fr'] })).toBe('fr');
    expect(negotiateLocale({ acceptLanguage: 'de-DE, es;q=0.5', locales: ['en', 'fr'] })).toBe('en');
    expect(negotiateLocale({ acceptLanguage: 'ja', locales: ['fr', 'en'] })).toBe('fr');
    expect(negotiateLocale({ acceptLanguage: null, locales: ['de'] })).toBe('de');
  });
});
