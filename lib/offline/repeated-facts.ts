import type { Locale } from '@/lib/contracts';
import { tokenize } from '@/lib/text';

/** A sentence counts as already said when this share of its content words is in the answer. */
const SAID_SENTENCE_SHARE = 0.8;
/**
 * A chunk repeats the answer when at least this share of its relevant words sit in already-said
 * sentences: "mostly", strictly, so a chunk that still brings one new fact (the city next to an
 * already-said work mode) is kept.
 */
const REPEATED_CHUNK_SHARE = 0.75;

/** Sentence ends: a full stop, question or exclamation mark followed by a space ("Next.js" and "2.100" stay whole). */
const SENTENCE_END = /(?<=[.!?…])\s+/;

function sentenceWords({ text, locale }: { text: string; locale: Locale }): string[][] {
  return text
    .split(SENTENCE_END)
    .map((sentence) => tokenize({ text: sentence, locale }))
    .filter((words) => words.length > 0);
}

function isSaid({ words, answerWords }: { words: string[]; answerWords: ReadonlySet<string> }): boolean {
  return words.filter((word) => answerWords.has(word)).length >= words.length * SAID_SENTENCE_SHARE;
}

/**
 * True when a chunk would mostly repeat facts the answer already gives. Only the chunk's sentences
 * that name a question word count (all of them when none does): an overview that lists the asked-about
 * project among others was retrieved for that project's line, and that line is already said.
 * Words are compared as `tokenize` gives them: content words, stemmed in `locale`.
 */
export function repeatsAnswer({ text, answerWords, questionWords, locale }: {
  text: string;
  answerWords: ReadonlySet<string>;
  questionWords: ReadonlySet<string>;
  locale: Locale;
}): boolean {
  const sentences = sentenceWords({ text, locale });
  const focused = sentences.filter((words) => words.some((word) => questionWords.has(word)));
  const relevant = focused.length > 0 ? focused : sentences;
  const total = relevant.reduce((sum, words) => sum + words.length, 0);
  if (total === 0) return false;
  const said = relevant.filter((words) => isSaid({ words, answerWords })).reduce((sum, words) => sum + words.length, 0);
  return said >= total * REPEATED_CHUNK_SHARE;
}

/**
 * The sentences of `candidates` that add something to `said`, in order: a highlight that restates the summary
 * before it (the same facts in note form) is left out instead of being read twice.
 */
export function newSentences({ candidates, said, locale }: { candidates: readonly string[]; said: string; locale: Locale }): string[] {
  const answerWords = new Set(tokenize({ text: said, locale }));
  return candidates.filter((candidate) => {
    const words = tokenize({ text: candidate, locale });
    const repeated = words.length > 0 && isSaid({ words, answerWords });
    if (!repeated) words.forEach((word) => answerWords.add(word));
    return !repeated;
  });
}
