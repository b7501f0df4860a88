import type { Metadata } from 'next';
import { type Locale, pagePath, type SitePage } from '@/lib/contracts';

/** Open Graph wants a language and a territory; the locale's main one is the usual choice. */
const OPEN_GRAPH_LOCALES: Record<Locale, string> = { en: 'en_US', es: 'es_ES', fr: 'fr_FR', de: 'de_DE' };

/**
 * The page in each of the site's `locales` (default first), plus `x-default` (the default locale) for visitors
 * whose language is not offered.
 */
export function pageAlternates({ page, locales }: { page: SitePage; locales: readonly Locale[] }): Partial<Record<Locale | 'x-default', string>> {
  const [defaultLocale = 'en'] = locales;
  const entries = locales.map((locale) => [locale, pagePath({ locale, page })] as const);
  return { ...Object.fromEntries(entries), 'x-default': pagePath({ locale: defaultLocale, page }) };
}

/**
 * A page's metadata for search engines and link previews: title and description, the canonical URL and its
 * hreflang alternates, Open Graph and the Twitter card. Paths are resolved against `origin` (SITE_URL); the
 * preview image comes from the page's `opengraph-image` file.
 */
export function pageMetadata({ locale, locales, page, title, description, siteName, origin }: {
  locale: Locale;
  /** The site's locales, default first: the only alternates there are. */
  locales: readonly Locale[];
  page: SitePage;
  title: string;
  description: string;
  siteName: string;
  origin: string;
}): Metadata {
  const path = pagePath({ locale, page });
  return {
    metadataBase: new URL(origin),
    title,
    description,
    alternates: { canonical: path, languages: pageAlternates({ page, locales }) },
    openGraph: {
      type: page === 'portfolio' ? 'profile' : 'website',
      url: path,
      siteName,
      title,
      description,
      locale: OPEN_GRAPH_LOCALES[locale],
      alternateLocale: locales.filter((other) => other !== locale).map((other) => OPEN_GRAPH_LOCALES[other]),
    },
    twitter: { card: 'summary_large_image', title, description },
  };
}
