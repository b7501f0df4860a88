import type { Locale } from '@/lib/contracts/locales';

/** The pages every locale has (contracts §4). */
export const SITE_PAGES = ['portfolio', 'chat'] as const;

export type SitePage = (typeof SITE_PAGES)[number];

/** The path of a page in a locale: `/en` (portfolio) or `/en/ai` (chat). */
export function pagePath({ locale, page }: { locale: Locale; page: SitePage }): `/${Locale}` | `/${Locale}/ai` {
  return page === 'chat' ? `/${locale}/ai` : `/${locale}`;
}

/** Where the CV of a locale is downloaded, generated from the profile with that locale's headings. */
export function cvPath({ locale }: { locale: Locale }): `/${Locale}/cv.pdf` {
  return `/${locale}/cv.pdf`;
}
