import { LOCALES, type Locale } from '@/lib/contracts';
import { stemWord } from '@/lib/text/stem';
import { isStopword } from '@/lib/text/stopwords';

const LIGATURES: Record<string, string> = { 'ß': 'ss', 'œ': 'oe', 'æ': 'ae', 'ø': 'o', 'ł': 'l' };

/** Lower-cases and strips diacritics so "Cuánto", "cuanto" and "CUANTO" compare equal; typographic apostrophes become `'`. */
export function foldText({ text }: { text: string }): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßœæøł]/g, (letter) => LIGATURES[letter] ?? letter)
    .replace(/[\u2018\u2019\u02bc`´]/g, "'");
}

/** A folded German word typed without its umlauts ("moewe", "kuendigung"), with the vowels folding gives ("mowe"). */
export function withoutSpelledUmlauts({ word }: { word: string }): string {
  return word.replace(/ae/g, 'a').replace(/oe/g, 'o').replace(/ue/g, 'u');
}

/** Every folded word in order, function words included (phrase matching needs them). */
export function splitWords({ text }: { text: string }): string[] {
  return foldText({ text }).split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);
}

/** True for words that say something about the topic: not a function word, not a lone letter. */
export function isContentWord({ word, locale }: { word: string; locale?: Locale }): boolean {
  return word.length >= 2 && !isStopword({ word, locale });
}

/** The content words of a text in one locale, stemmed: what "the text is about" for that locale's reader. */
export function tokenize({ text, locale }: { text: string; locale: Locale }): string[] {
  return splitWords({ text })
    .filter((word) => isContentWord({ word, locale }))
    .map((word) => stemWord({ word, locale }));
}

/**
 * The forms a folded word may match under: itself, and its stem in each given locale (all by
 * default) tagged with that locale, so a Spanish stem never meets an unrelated German one.
 * Function words match only exactly: French "moi" must not stem-match "mois".
 */
export function wordVariants({ word, locales = LOCALES }: { word: string; locales?: readonly Locale[] }): string[] {
  if (isStopword({ word })) return [word];
  return [word, ...locales.map((locale) => `${locale}:${stemWord({ word, locale })}`)];
}
