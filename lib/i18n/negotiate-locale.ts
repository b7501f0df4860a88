import { LOCALES, type Locale } from '@/lib/contracts';
import { pickLanguage } from '@/lib/i18n/accept-language.mjs';

/**
 * Picks the locale a visitor prefers from an Accept-Language header (region subtags ignored) among `locales`
 * (the site's, default first; all four unless given): the first of them in the visitor's order, else the default.
 */
export function negotiateLocale({ acceptLanguage, locales = LOCALES }: { acceptLanguage: string | null | undefined; locales?: readonly Locale[] }): Locale {
  return pickLanguage({ acceptLanguage, languages: locales.length > 0 ? locales : ['en'] });
}
