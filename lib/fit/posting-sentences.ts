import type { Locale } from '@/lib/contracts';
import { LEXICON, type PostingCue } from '@/lib/lexicon';
import { postingWords } from '@/lib/fit/posting-words';

/** Prose postings hold several requirements per paragraph: sentences, then the clauses that ask for something of their own. */

const ABBREVIATION = /\b(e\.g|i\.e|etc|vs|z\. ?b|d\. ?h|u\. ?a|bzw|ca|p\. ?ej|p\. ?e|ex|env|approx|incl|min|max|dr|mr|ms|mrs|inc|ltd|nr|no|st|mind)\./gi;
const SENTENCE_END = /(?<=[.!?])\s+(?=[\p{Lu}\p{N}"“«(¿¡])/u;
/** Each clause of a split keeps at least this many words. */
const MIN_CLAUSE_WORDS = 3;

const wordSets = new Map<string, ReadonlySet<string>>();

/** The one-word terms of a posting cue in some languages, folded (from the lexicon). */
function wordsOf(cue: PostingCue, locales: readonly Locale[]): ReadonlySet<string> {
  const key = `${cue}:${locales.join(',')}`;
  let words = wordSets.get(key);
  if (!words) {
    words = new Set(LEXICON.terms.filter((term) => term.concept === cue && locales.includes(term.locale) && term.words.length === 1 && !term.prefix).map((term) => term.words[0]!));
    wordSets.set(key, words);
  }
  return words;
}

export function splitSentences(text: string): string[] {
  const guarded = text.replace(ABBREVIATION, (match) => match.replace(/\./g, '\u0000'));
  return guarded.split(SENTENCE_END).map((sentence) => sentence.replace(/\u0000/g, '.').trim()).filter((sentence) => sentence.length > 0);
}

/**
 * The clauses of a prose sentence that each ask for something: at a semicolon; before "although", "aunque",
 * "mais", "aber" after a comma; where the candidate is addressed again ("…Scala) and you are comfortable
 * with SQL", "…ingénieur, vous avez"); where a second object starts ("con administraciones públicas y con
 * tests end-to-end"); after a clause that weighs itself ("…d'enseignement est indispensable et un
 * doctorat serait apprécié": each half keeps its own must or nice). Lists stay whole ("React, TypeScript and CSS"), and so does a clause too short to
 * stand alone.
 */
export function splitClauses({ text, locales }: { text: string; locales: readonly Locale[] }): string[] {
  const CLAUSE_BREAKS = wordsOf('requirement-clause-break', locales);
  const JOINERS = wordsOf('requirement-joiner', locales);
  const ADDRESSEES = wordsOf('requirement-addressee', locales);
  const WEIGHTS = new Set([...wordsOf('requirement-required', locales), ...wordsOf('requirement-optional', locales)]);
  const words = postingWords({ text }).map((word) => ({ start: word.start, end: word.start + word.raw.length, folded: word.folded }));
  const cuts: number[] = [];
  for (let at = 1; at < words.length; at += 1) {
    const word = words[at]!;
    const gap = text.slice(words[at - 1]!.end, word.start);
    const next = words[at + 1]?.folded;
    if (gap.includes(';')) cuts.push(at);
    else if (gap.includes(',') && (CLAUSE_BREAKS.has(word.folded) || ADDRESSEES.has(word.folded))) cuts.push(at);
    else if (JOINERS.has(word.folded) && next !== undefined && (ADDRESSEES.has(next) || JOINERS.has(next))) cuts.push(at);
    else if (JOINERS.has(word.folded) && WEIGHTS.has(words[at - 1]!.folded)) cuts.push(at);
  }
  const clauses: string[] = [];
  let start = 0;
  for (const cut of cuts) {
    if (cut - start < MIN_CLAUSE_WORDS || words.length - cut < MIN_CLAUSE_WORDS) continue;
    clauses.push(text.slice(start === 0 ? 0 : words[start]!.start, words[cut]!.start).trim().replace(/[;,]$/, '').trim());
    start = cut;
  }
  if (clauses.length === 0) return [text];
  clauses.push(text.slice(words[start]!.start).trim());
  return clauses;
}
