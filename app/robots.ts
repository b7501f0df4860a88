import type { MetadataRoute } from 'next';
import { siteOrigin } from '@/lib/site';

/** /robots.txt: pages are for everyone; the API is not content. */
export default function robots(): MetadataRoute.Robots {
  const origin = siteOrigin();
  return {
    rules: { userAgent: '*', allow: '/', disallow: '/api/' },
    sitemap: new URL('/sitemap.xml', origin).href,
  };
}
