import { LOCALES } from '@/lib/contracts';
import { impliedClosure, type ConceptVocabulary } from '@/lib/fit/concept-vocabulary';
import type { ReadRequirement } from '@/lib/fit/read-requirement';
import { findConcepts } from '@/lib/lexicon';

const WEIGHT_CUES: ReadonlySet<string> = new Set(['requirement-optional', 'requirement-not-required']);

/** A break between the parts: a comma, a semicolon, an opening parenthesis or a dash between spaces. */
const PART_BREAK = /[,;(]|\s[-–—]\s/;

/**
 * A requirement that asks one thing and welcomes another in one sentence ("Fluent English, German is a plus";
 * "ISO 14971 is an advantage, as is static analysis") is two parts, cut at the break between them: each is
 * judged and weighed on its own, so a welcome extra the profile lacks never hides behind the part it holds.
 * Null when the parts asked are all required or all welcome, or when their weights alternate.
 */
export function splitByWeight({ read, vocabulary }: { read: ReadRequirement; vocabulary: ConceptVocabulary }): Array<{ text: string; optional: boolean }> | null {
  const asked = [
    ...read.mentions.map((mention) => ({ start: mention.start, end: mention.end, optional: mention.optional, ids: mention.ids })),
    ...read.languages.map((language) => ({ start: language.at, end: language.at + 1, optional: language.optional, ids: [] as string[] })),
  ].sort((left, right) => left.start - right.start);
  const changes = asked.flatMap((item, index) => (index > 0 && item.optional !== asked[index - 1]!.optional ? [index] : []));
  if (changes.length !== 1) return null;
  const first = asked[changes[0]! - 1]!;
  const second = asked[changes[0]!]!;
  const { words, text } = read;
  let cut = -1;
  for (let at = second.start; at >= first.end; at -= 1) {
    if (PART_BREAK.test(words[at]!.gapBefore)) {
      cut = at;
      break;
    }
  }
  if (cut < 0) return null;
  // "Utility-first CSS, ideally Tailwind CSS": a part that opens with its cue narrows the other one and stays with it;
  // only a part that says its own weight after what it names ("German is a plus") stands on its own.
  const optionalItems = asked.filter((item) => item.optional);
  const [from, to] = second.optional ? [cut, words.length] : [0, cut];
  const cues = findConcepts({ words: words.map((word) => word.folded), locales: LOCALES }).filter((hit) => WEIGHT_CUES.has(hit.concept) && hit.start >= from && hit.start < to);
  if (cues.length === 0 || cues[0]!.start < optionalItems[0]!.start) return null;
  // "un cloud public (GCP de préférence)": a kind of the thing asked, welcome, narrows it too.
  const required = new Set(asked.filter((item) => !item.optional).flatMap((item) => item.ids));
  if (optionalItems.some((item) => [...impliedClosure({ ids: item.ids, vocabulary })].some((id) => required.has(id) && !item.ids.includes(id)))) return null;
  const gap = words[cut]!.gapBefore;
  const head = text.slice(0, words[cut]!.start - gap.length).trim();
  // The part in parentheses loses them: "TypeScript (Svelte is nice to have)".
  const tail = text.slice(words[cut]!.start).trim().replace(/^\(|\)(?=[.!]?$)/g, '').trim();
  if (!/\p{L}{2}/u.test(head) || !/\p{L}{2}/u.test(tail)) return null;
  return [
    { text: head, optional: first.optional },
    { text: tail, optional: second.optional },
  ];
}
