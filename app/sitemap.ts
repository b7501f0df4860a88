import type { MetadataRoute } from 'next';
import { pagePath, SITE_PAGES } from '@/lib/contracts';
import { siteLocales } from '@/lib/knowledge';
import { profile } from '@/lib/knowledge/profile';
import { pageAlternates, siteOrigin } from '@/lib/site';

/** /sitemap.xml: every page in each of the site's locales, each with its language alternates, on the SITE_URL origin. */
export default function sitemap(): MetadataRoute.Sitemap {
  const origin = siteOrigin();
  const absolute = (path: string) => new URL(path, origin).href;
  const locales = siteLocales({ profile });
  return SITE_PAGES.flatMap((page) => {
    const languages = Object.fromEntries(Object.entries(pageAlternates({ page, locales })).map(([language, path]) => [language, absolute(path ?? '')]));
    return locales.map((locale) => ({
      url: absolute(pagePath({ locale, page })),
      changeFrequency: 'monthly' as const,
      priority: page === 'portfolio' ? 1 : 0.8,
      alternates: { languages },
    }));
  });
}
