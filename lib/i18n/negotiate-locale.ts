import { LOCALES, type Locale } from '@/lib/contracts';

interface LanguageRange {
  primary: string;
  quality: number;
  order: number;
}

function parseRange(part: string, order: number): LanguageRange | null {
  const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
  if (tag === '' || tag === '*') return null;
  const qualityParameter = parameters.find((parameter) => parameter.toLowerCase().startsWith('q='));
  const quality = qualityParameter === undefined ? 1 : Number(qualityParameter.slice(2));
  // A malformed q-value makes the whole range unusable rather than silently preferred.
  if (!Number.isFinite(quality) || quality <= 0 || quality > 1) return null;
  const primary = tag.toLowerCase().split('-')[0] ?? '';
  return { primary, quality, order };
}

/**
 * Picks the locale a visitor prefers from an Accept-Language header (region subtags ignored) among `locales`
 * (the site's, default first; all four unless given): the first of them in the visitor's order, else the default.
 */
export function negotiateLocale({ acceptLanguage, locales = LOCALES }: { acceptLanguage: string | null | undefined; locales?: readonly Locale[] }): Locale {
  const [defaultLocale = 'en'] = locales;
  if (!acceptLanguage) return defaultLocale;
  const ranges = acceptLanguage
    .split(',')
    .map((part, order) => parseRange(part, order))
    .filter((range): range is LanguageRange => range !== null)
    .sort((left, right) => right.quality - left.quality || left.order - right.order);
  for (const range of ranges) {
    const match = locales.find((locale) => locale === range.primary);
    if (match) return match;
  }
  return defaultLocale;
}
