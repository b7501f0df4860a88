import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/contracts';

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

/** Picks the supported locale a visitor prefers from an Accept-Language header (region subtags ignored). */
export function negotiateLocale({ acceptLanguage }: { acceptLanguage: string | null | undefined }): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranges = acceptLanguage
    .split(',')
    .map((part, order) => parseRange(part, order))
    .filter((range): range is LanguageRange => range !== null)
    .sort((left, right) => right.quality - left.quality || left.order - right.order);
  for (const range of ranges) {
    if (isLocale(range.primary)) return range.primary;
  }
  return DEFAULT_LOCALE;
}
