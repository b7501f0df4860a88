import type { PostingWord } from '@/lib/fit/posting-words';
import { numberWordValue } from '@/lib/text';

/** Year words (singular keys, folded): "years", "años", "ans", "années", "Jahre". */
const YEAR_WORDS = new Set(['year', 'yr', 'yrs', 'ano', 'an', 'ans', 'annee', 'jahr', 'jahre', 'jahren']);

/** Words that may stand between the figure and the unit: "5 or more years", "3 to 5 years", "5 bis 7 Jahre". */
const BETWEEN = new Set(['or', 'more', 'to', 'a', 'bis', 'o', 'ou', 'oder', 'ma', 'mas', 'plus', 'mehr', 'de', 'and', 'y', 'et', 'und']);

/** A figure of years a requirement asks for, at a word position. */
export interface YearFigure {
  years: number;
  at: number;
}

/** True for a word that counts time ("years", "años", "Jahre") or a number: the frame of a figure, not its subject. */
export function isFigureWord({ key }: { key: string }): boolean {
  return YEAR_WORDS.has(key) || numberOf(key) !== null || /^\d+$/.test(key);
}

function numberOf(key: string): number | null {
  if (/^\d{1,2}$/.test(key)) return Number(key);
  return numberWordValue({ key });
}

/**
 * The figures of years a requirement asks for, in order: "5+ years", "3-5 years" (3: the least asked),
 * "5 or more years", "más de 3 años", "au moins 5 ans", "mindestens 5 Jahre". A sentence may hold
 * several ("7 years as a developer, TypeScript for 4 years or more").
 */
export function yearFigures({ words }: { words: readonly PostingWord[] }): YearFigure[] {
  const figures: YearFigure[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const value = numberOf(words[index]!.key);
    if (value === null || value <= 0 || value > 40) continue;
    for (let next = index + 1; next < Math.min(words.length, index + 5); next += 1) {
      const key = words[next]!.key;
      if (YEAR_WORDS.has(key)) {
        figures.push({ years: value, at: index });
        index = next;
        break;
      }
      if (!BETWEEN.has(key) && numberOf(key) === null) break;
    }
  }
  return figures;
}
