import type { Metadata } from 'next';
import { DEFAULT_LOCALE, LOCALES, type Locale, pagePath, type SitePage } from '@/lib/contracts';

/** Open Graph wants a language and a territory; the locale's main one is the usual choice. */
const OPEN_GRAPH_LOCALES: Record<Locale, string> = { en: 'en_US', es: 'es_ES', fr: 'fr_FR', de: 'de_DE' };

/** The page in every locale, plus `x-default` (the default locale) for visitors whose language is not offered. */
export function pageAlternates({ page }: { page: SitePage }): Record<Locale | 'x-default', string> {
  const entries = LOCALES.map((locale) => [locale, pagePath({ locale, page })] as const);
  return { ...(Object.fromEntries(entries) as Record<Locale, string>), 'x-default': pagePath({ locale: DEFAULT_LOCALE, page }) };
}

/**
 * A page's metadata for search engines and link previews: title and description, the canonical URL and its
 * hreflang alternates, Open Graph and the Twitter card. Paths are resolved against `origin` (SITE_URL); the
 * preview image comes from the page's `opengraph-image` file.
 */
export function pageMetadata({ locale, page, title, description, siteName, origin }: {
  locale: Locale;
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
    alternates: { canonical: path, languages: pageAlternates({ page }) },
    openGraph: {
      type: page === 'portfolio' ? 'profile' : 'website',
      url: path,
      siteName,
      title,
      description,
      locale: OPEN_GRAPH_LOCALES[locale],
      alternateLocale: LOCALES.filter((other) => other !== locale).map((other) => OPEN_GRAPH_LOCALES[other]),
    },
    twitter: { card: 'summary_large_image', title, description },
  };
}
