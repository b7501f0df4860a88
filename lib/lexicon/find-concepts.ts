import type { Locale } from '@/lib/contracts';
import { COMPOUND_HEAD_MIN_LETTERS, INDEX_LETTERS, LEXICON, type CompiledTerm } from '@/lib/lexicon/compile-lexicon';
import type { Concept } from '@/lib/lexicon/concepts';
import { withoutSpelledUmlauts } from '@/lib/text';

/** The part before a compound's head has at least this many letters: "Wunsch" in "Wunschgehalt", never "vor". */
const MIN_COMPOUND_MODIFIER_LETTERS = 4;

/** A concept named in a text: which words name it (indexes into the folded words), in which language. */
export interface ConceptHit {
  concept: Concept;
  locale: Locale;
  /** First word index. */
  start: number;
  /** Word index after the last. */
  end: number;
  term: string;
  /** A word that also commonly means something else (`~` in the terms files): the reader weighs it last. */
  weak: boolean;
}

function wordMatches({ word, expected, last, prefix }: { word: string; expected: string; last: boolean; prefix: boolean }): boolean {
  return word === expected || (last && prefix && word.startsWith(expected));
}

function matchAt({ words, start, term }: { words: readonly string[]; start: number; term: CompiledTerm }): boolean {
  if (start + term.words.length > words.length) return false;
  return term.words.every((expected, offset) => wordMatches({ word: words[start + offset] as string, expected, last: offset === term.words.length - 1, prefix: term.prefix }));
}

/**
 * Every concept the folded words name, in the given languages: whole terms, beginnings ("mentor*" in
 * "mentoring") and, in German, a term closing a compound ("gehalt" in "wunschgehalt"). Overlapping hits are all
 * kept: the reader decides between them.
 */
const GERMAN: ReadonlySet<Locale> = new Set<Locale>(['de']);

/** Shorter words are left as typed: "neue", "Feuer" spell no umlaut. */
const MIN_TRANSLITERATED_LETTERS = 7;

export function findConcepts({ words, locales }: { words: readonly string[]; locales: readonly Locale[] }): ConceptHit[] {
  const hits: ConceptHit[] = [];
  const allowed = new Set(locales);
  const lookUp = (word: string, start: number, words: readonly string[], within: ReadonlySet<Locale>) => {
    const add = (term: CompiledTerm, start: number, end: number) => {
      if (within.has(term.locale)) hits.push({ concept: term.concept, locale: term.locale, start, end, term: term.written, weak: term.weak });
    };
    for (const term of LEXICON.byFirstWord.get(word) ?? []) if (matchAt({ words, start, term })) add(term, start, start + term.words.length);
    for (const term of LEXICON.prefixesByStart.get(word.slice(0, INDEX_LETTERS)) ?? []) if (word.startsWith(term.words[0] as string)) add(term, start, start + 1);
    if (within.has('de') && word.length >= COMPOUND_HEAD_MIN_LETTERS + 2) {
      for (const term of LEXICON.compoundHeadsByEnd.get(word.slice(-INDEX_LETTERS)) ?? []) {
        const head = term.words[0] as string;
        // A compound's first part is a word of its own ("Wunsch-gehalt"), not a verb prefix ("vor-stellen").
        if (word.length - head.length >= MIN_COMPOUND_MODIFIER_LETTERS && word.endsWith(head)) add(term, start, start + 1);
      }
    }
  };
  words.forEach((word, start) => {
    const before = hits.length;
    lookUp(word, start, words, allowed);
    // German typed without umlauts ("Kuendigungsfrist"): a word that names nothing is read as the umlaut it spells.
    const plain = withoutSpelledUmlauts({ word });
    if (hits.length === before && allowed.has('de') && plain !== word && word.length >= MIN_TRANSLITERATED_LETTERS) {
      lookUp(plain, start, words.map((other, index) => (index === start ? plain : other)), GERMAN);
    }
  });
  // Multi-word terms whose first word is a beginning ("luft- und raumfahrt" is not; none today) need no special case.
  return hits;
}

/** The concepts named, deduplicated, in the order they first appear. */
export function conceptsIn({ words, locales }: { words: readonly string[]; locales: readonly Locale[] }): Concept[] {
  return [...new Set(findConcepts({ words, locales }).sort((left, right) => left.start - right.start).map((hit) => hit.concept))];
}

const WORDS: ReadonlySet<string> = new Set(LEXICON.terms.flatMap((term) => term.words));

/** True for a folded word that is part of some concept's spelling in some language: a word of the language, not a name. */
export function isLexiconWord({ word }: { word: string }): boolean {
  return WORDS.has(word) || LEXICON.prefixes.some((term) => word.startsWith(term.words[0] as string));
}
