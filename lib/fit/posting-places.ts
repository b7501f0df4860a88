import { postingWords } from '@/lib/fit/posting-words';
import { isLexiconWord } from '@/lib/lexicon';
import { countryAt } from '@/lib/fit/work-conditions';

/**
 * The cities a posting places in a country itself, by their keys: "Stuttgart, Germany", "Bristol (UK)",
 * "Zürich, Schweiz". A requirement that later names only the city ("two days a week on site in Stuttgart",
 * "Relocation to Bristol") is then read with that country, with no list of the world's cities in code.
 */
export function postingCityCountries({ text }: { text: string }): Map<string, string> {
  const words = postingWords({ text });
  const cities = new Map<string, string>();
  words.forEach((word, at) => {
    const next = words[at + 1];
    // "Remote (US)", "Hybrid, Germany": a word of the language is no city.
    if (!next || !/^\p{Lu}\p{Ll}/u.test(word.raw) || !/^\s*[,(]\s*$/.test(next.gapBefore) || isLexiconWord({ word: word.folded })) return;
    if (countryAt({ words, at }) !== null) return;
    const named = countryAt({ words, at: at + 1 });
    if (named) cities.set(word.key, named.country);
  });
  return cities;
}
