import type { MetadataRoute } from 'next';
import { LOCALES } from '@/lib/contracts/locales';
import { pageAlternates } from '@/lib/site/page-metadata';
import { siteOrigin } from '@/lib/site/site-origin';
import { pagePath, SITE_PAGES } from '@/lib/contracts/site-paths';

/** /sitemap.xml: every page in every locale, each with its language alternates, on the SITE_URL origin. */
export default function sitemap(): MetadataRoute.Sitemap {
  const origin = siteOrigin();
  const absolute = (path: string) => new URL(path, origin).href;
  return SITE_PAGES.flatMap((page) => {
    const languages = Object.fromEntries(Object.entries(pageAlternates({ page })).map(([language, path]) => [language, absolute(path)]));
    return LOCALES.map((locale) => ({
      url: absolute(pagePath({ locale, page })),
      changeFrequency: 'monthly' as const,
      priority: page === 'portfolio' ? 1 : 0.8,
      alternates: { languages },
    }));
  });
}
