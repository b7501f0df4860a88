import { LOCALES, type Locale } from '@/lib/contracts';
import { isStopword } from '@/lib/text';

/**
 * The locales a question is probably written in, judged by its function words: those with the most
 * stopword hits (ties kept), or every locale when it has none. Stems are compared only in these
 * locales, so an English "kind" does not stem-match the German keyword "kinder".
 */
export function guessLocales({ words }: { words: readonly string[] }): Locale[] {
  const hits = LOCALES.map((locale) => ({ locale, count: words.filter((word) => isStopword({ word, locale })).length }));
  const best = Math.max(...hits.map(({ count }) => count));
  return best === 0 ? [...LOCALES] : hits.filter(({ count }) => count === best).map(({ locale }) => locale);
}
