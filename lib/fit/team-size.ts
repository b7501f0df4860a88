import type { Locale } from '@/lib/contracts';
import type { PostingWord } from '@/lib/fit/posting-words';
import { isGenericWord } from '@/lib/fit/generic-words';
import { numberWord } from '@/lib/fit/number-words';
import { isFigureWord } from '@/lib/fit/years-asked';
import { findConcepts } from '@/lib/lexicon';
import { isStopword } from '@/lib/text';

/** How many words may stand between a number and the people it counts ("5 firmware engineers", "10+ senior developers"). */
const WORDS_TO_PEOPLE = 3;
/** Words that join the two ends of a range of numbers, in the four languages. */
const RANGE_WORDS: ReadonlySet<string> = new Set(['to', 'and', 'a', 'y', 'et', 'bis', 'und']);
/** How many function words may stand between a team word and its count ("team of at least six"). */
const WORDS_AFTER_TEAM = 4;
/** A team is not counted in thousands: "9,000 people use it" counts users. */
const MAX_TEAM = 999;

/**
 * The largest number of people a text says a team holds: a number before a word for people ("10+ engineers",
 * "un equipo de 8 personas", "8 Entwicklern") or right after a team word and a function word ("a team of 6",
 * "une équipe de 12", "Team von 5"). Null when the text counts no one. Postings and profiles are read alike.
 */
export function teamSize({ words, locales }: { words: readonly PostingWord[]; locales: readonly Locale[] }): number | null {
  const hits = findConcepts({ words: words.map((word) => word.folded), locales });
  const people = new Set(hits.filter((hit) => hit.concept === 'people').map((hit) => hit.start));
  const teams = new Set(hits.filter((hit) => hit.concept === 'requirement-collaborator').map((hit) => hit.start));
  const breaksAt = (at: number) => /[,;:.!?()]/.test(words[at]!.gapBefore);
  const sizes: number[] = [];
  // Written as a word, a team is two or more ("une équipe" is no count).
  const spelled = (at: number) => {
    const count = numberWord({ word: words[at]!.folded });
    return count !== null && count >= 2 ? count : null;
  };
  const countOf = (at: number) => (/^\d{1,3}$/.test(words[at]!.raw) ? Number(words[at]!.raw) : spelled(at));
  const isCount = (at: number) =>
    at >= 0 && at < words.length && countOf(at) !== null && !/\d[.,]$/.test(words[at]!.gapBefore) && !(/^[.,]$/.test(words[at + 1]?.gapBefore ?? '') && /^\d/.test(words[at + 1]?.raw ?? ''));
  // "4 à 8 personnes", "5-10 engineers", "entre 4 y 6": the upper end of a range is not what is asked.
  const rangeEnd = (at: number) => (at < 0 ? at : isCount(at + 1) && /^\s*[-–]\s*$/.test(words[at + 1]!.gapBefore) ? at + 1 : isCount(at + 2) && RANGE_WORDS.has(words[at + 1]!.folded) ? at + 2 : at);
  words.forEach((word, at) => {
    if (!isCount(at) || rangeEnd(at - 1) === at || rangeEnd(at - 2) === at) return;
    const size = countOf(at)!;
    if (size < 2 || size > MAX_TEAM) return;
    const last = rangeEnd(at);
    let counted = false;
    for (let next = last + 1; next <= Math.min(words.length - 1, last + WORDS_TO_PEOPLE) && !breaksAt(next); next += 1) {
      if (isFigureWord({ key: words[next]!.key })) break;
      if (people.has(next)) counted = true;
    }
    // "a team of 6", "a team of at least six", "un equipo de al menos 8".
    let before = at - 1;
    while (before >= 0 && at - before <= WORDS_AFTER_TEAM && !teams.has(before) && (isStopword({ word: words[before]!.folded }) || isGenericWord({ word: words[before]!.folded }))) before -= 1;
    // "the platform team (6 engineers)": the count in parentheses right after the team is its own.
    const afterTeam = before >= 0 && teams.has(before) && !words.slice(before + 1, at + 1).some((item, offset) => /[,;:.!?)]/.test(item.gapBefore) || (item.gapBefore.includes('(') && before + 1 + offset !== at));
    if (counted || afterTeam) sizes.push(size);
  });
  return sizes.length === 0 ? null : Math.max(...sizes);
}
