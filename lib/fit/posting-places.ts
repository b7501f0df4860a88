import { postingWords, type PostingWord } from '@/lib/fit/posting-words';
import { isLexiconWord } from '@/lib/lexicon';
import { countryAt } from '@/lib/fit/work-conditions';

/** The words a city's name may run on after its first: a particle and a name ("im Breisgau", "am Main"), or a department or postal number in parentheses ("(68)"). */
function nameTail(words: readonly PostingWord[], at: number): number {
  const word = words[at];
  if (!word) return 0;
  if (/^\d+$/.test(word.raw) && /^ ?\($/.test(word.gapBefore)) return 1;
  const next = words[at + 1];
  const particle = word.gapBefore === ' ' && /^\p{Ll}{2,3}$/u.test(word.raw);
  return particle && next?.gapBefore === ' ' && /^\p{Lu}\p{Ll}/u.test(next.raw) ? 2 : 0;
}

/**
 * The cities a posting places in a country itself, by their keys: "Stuttgart, Germany", "Bristol (UK)",
 * "Zürich, Schweiz". A requirement that later names only the city ("two days a week on site in Stuttgart",
 * "Relocation to Bristol") is then read with that country, with no list of the world's cities in code.
 */
export function postingCityCountries({ text }: { text: string }): Map<string, string> {
  const words = postingWords({ text });
  const cities = new Map<string, string>();
  words.forEach((word, at) => {
    // "Remote (US)", "Hybrid, Germany": a word of the language is no city; "Breisgau" ends a name, it does not start one.
    if (!/^\p{Lu}\p{Ll}/u.test(word.raw) || isLexiconWord({ word: word.folded }) || countryAt({ words, at }) !== null || (at >= 2 && nameTail(words, at - 1) === 2)) return;
    // The name may run on ("Freiburg im Breisgau, Germany", "Mulhouse (68), France"): a requirement names its first word.
    let end = at + 1;
    end += nameTail(words, end);
    const next = words[end];
    if (!next || !/^\)?\s*[,(]\s*$/.test(next.gapBefore)) return;
    const named = countryAt({ words, at: end });
    if (named) cities.set(word.key, named.country);
  });
  return cities;
}
