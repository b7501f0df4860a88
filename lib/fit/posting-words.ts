import { foldText } from '@/lib/text';

/** A word of a posting or profile text, with what the matchers compare. */
export interface PostingWord {
  /** As written (exact-case concepts like "Go" compare this). */
  raw: string;
  /** Folded and singular: the form phrases are looked up by. */
  key: string;
  /** Folded only: the form the lexicon's terms are looked up by. */
  folded: string;
  /** The characters between the previous word and this one (parentheses, slashes, commas). */
  gapBefore: string;
  /** Where the word starts in the text. */
  start: number;
}

/** Technology names whose signs would be lost when splitting on punctuation, and the keys they are read as. */
const SIGNED_NAMES: Readonly<Record<string, string>> = { 'c++': 'cplusplus', 'c#': 'csharp', 'f#': 'fsharp', '.net': 'dotnet' };
const WORD = /(?<![\p{L}\p{N}])(?:c\+\+|c#|f#)|(?<![\p{L}\p{N}.])\.net(?![\p{L}\p{N}])|(?<=asp)\.net(?![\p{L}\p{N}])|[\p{L}\p{N}]+/giu;

/**
 * A plural "s" dropped, so "APIs" meets "API" and "pruebas" meets "prueba" (both sides of every
 * comparison go through this). Endings where the "s" belongs to the word ("class", "status", "redis") stay.
 */
export function singularKey(word: string): string {
  return word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word) ? word.slice(0, -1) : word;
}

/** The words of a text in order, each with its folded singular key and the separator before it. */
/** Word keys already computed: postings and profiles repeat their words, and folding (NFD) is the costly part. */
const keyCache = new Map<string, { key: string; folded: string }>();
const KEY_CACHE_LIMIT = 20_000;

function keysOf(raw: string): { key: string; folded: string } {
  let keys = keyCache.get(raw);
  if (keys === undefined) {
    const folded = foldText({ text: raw });
    keys = { key: SIGNED_NAMES[raw.toLowerCase()] ?? singularKey(folded), folded };
    if (keyCache.size >= KEY_CACHE_LIMIT) keyCache.clear();
    keyCache.set(raw, keys);
  }
  return keys;
}

export function postingWords({ text }: { text: string }): PostingWord[] {
  const words: PostingWord[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    const raw = match[0];
    words.push({ raw, ...keysOf(raw), gapBefore: text.slice(previousEnd, start), start });
    previousEnd = start + raw.length;
  }
  return words;
}

/** The words of a short phrase as lookup keys joined by spaces (how vocabularies store phrases). */
export function phraseKey({ text }: { text: string }): string {
  return postingWords({ text }).map((word) => word.key).join(' ');
}

/** The words from `start` to `end` as written, with what stands between them ("Next.js", "CI/CD", "Kafka Streams"). */
export function surfaceOf({ words, start, end }: { words: readonly PostingWord[]; start: number; end: number }): string {
  return words.slice(start, end).map((word, index) => (index === 0 ? '' : word.gapBefore) + word.raw).join('');
}

/** The text with the words of some spans blanked out, every other character where it was. */
export function blankSpans({ text, words, spans }: { text: string; words: readonly PostingWord[]; spans: ReadonlyArray<{ start: number; end: number }> }): string {
  let blanked = text;
  for (const { start, end } of spans) {
    const from = words[start]!.start;
    const to = words[end - 1]!.start + words[end - 1]!.raw.length;
    blanked = `${blanked.slice(0, from)}${' '.repeat(to - from)}${blanked.slice(to)}`;
  }
  return blanked;
}
