import type { MetadataRoute } from 'next';
import { LOCALES, pagePath, SITE_PAGES } from '@/lib/contracts';
import { pageAlternates, siteOrigin } from '@/lib/site';

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
