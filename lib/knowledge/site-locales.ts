import type { Locale } from '@/lib/contracts';
import type { Profile } from '@/lib/knowledge/profile-schema';

/*
 * The locales the site exists in: the profile's declared ones (all four when it declares none), the first the
 * default. Pages, the sitemap, hreflang, the language switcher and offers, the chat API, link previews, the CV
 * and the generated eval read them here; any other locale is never served.
 */

/** The site's locales, the default first. */
export function siteLocales({ profile }: { profile: Pick<Profile, 'locales'> }): readonly Locale[] {
  return profile.locales;
}

/** The locale of `/` when the visitor's languages name none of the site's, and of anything without a locale. */
export function defaultSiteLocale({ profile }: { profile: Pick<Profile, 'locales'> }): Locale {
  const [first] = profile.locales;
  if (!first) throw new Error('a parsed profile always declares at least one locale');
  return first;
}

/** The site locale a path segment or request field names, or null when it names none of them. */
export function siteLocaleOf({ profile, value }: { profile: Pick<Profile, 'locales'>; value: string }): Locale | null {
  return profile.locales.find((locale) => locale === value) ?? null;
}
