import type { Locale } from '@/lib/contracts';
import { negotiateLocale } from '@/lib/i18n';
import { siteLocaleOf, siteLocales, type Profile } from '@/lib/knowledge';
import type { ApiRejection } from '@/lib/platform/api-error';

/**
 * A request's `locale` must be one of the site's (the profile's declared locales): the others do not exist here,
 * so a request in one is `invalid_request` naming the field and the locales there are.
 */
export function checkSiteLocale({ locale, profile }: { locale: string; profile: Pick<Profile, 'locales'> }): ApiRejection | null {
  const locales = siteLocales({ profile });
  if ((locales as readonly string[]).includes(locale)) return null;
  return siteLocaleRejection({ locales });
}

/** The rejection of a locale that is not one of `locales`. */
export function siteLocaleRejection({ locales }: { locales: readonly Locale[] }): ApiRejection {
  return { code: 'invalid_request', field: { path: 'locale', problem: 'invalid', allowed: locales } };
}

/**
 * What an error is worded in: `requested` (a page's `?locale=`) when it is one of the site's locales, else the one
 * the visitor's browser prefers among them (Accept-Language), else the site's default.
 */
export function browserSiteLocale({ request, profile, requested }: { request: Request; profile: Pick<Profile, 'locales'>; requested?: string }): Locale {
  const asked = siteLocaleOf({ profile, value: requested ?? '' });
  return asked ?? negotiateLocale({ acceptLanguage: request.headers.get('accept-language'), locales: siteLocales({ profile }) });
}
