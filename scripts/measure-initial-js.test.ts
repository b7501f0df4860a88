import { describe, expect, it } from 'vitest';
import { parsePageArgument, scriptSources } from '@/scripts/measure-initial-js';

describe('scriptSources', () => {
  it('lists the same-origin scripts a modern browser loads, in order and once each', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script>self.__next_f.push([1,"payload"])</script>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script src="https://cdn.example.com/tracker.js"></script>',
      '<script async src="/_next/static/chunks/b.js?dpl=1"></script>',
      '<script src="/_next/static/chunks/a.js"></script>',
    ].join('');
    expect(scriptSources({ html })).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js?dpl=1']);
  });
});

describe('parsePageArgument', () => {
  it('reads a page with or without its budget', () => {
    expect(parsePageArgument({ value: '/en/ai=160', locale: 'fr' })).toEqual({ path: '/en/ai', budgetKb: 160 });
    expect(parsePageArgument({ value: '/en', locale: 'fr' })).toEqual({ path: '/en', budgetKb: null });
  });

  it('puts the given locale (the site default) where the path says [locale]', () => {
    expect(parsePageArgument({ value: '/[locale]/ai=160', locale: 'fr' })).toEqual({ path: '/fr/ai', budgetKb: 160 });
    expect(parsePageArgument({ value: '/[locale]', locale: 'de' })).toEqual({ path: '/de', budgetKb: null });
  });

  it('refuses a bad path or budget', () => {
    expect(() => parsePageArgument({ value: 'en=1', locale: 'en' })).toThrow(/--page/);
    expect(() => parsePageArgument({ value: '/[lang]/ai', locale: 'en' })).toThrow(/--page/);
    expect(() => parsePageArgument({ value: '/en=zero', locale: 'en' })).toThrow(/budget/);
  });
});
