import { foldText } from '@/lib/retrieval/tokenize';

/** A word of a posting or profile text, with what the matchers compare. */
export interface PostingWord {
  /** As written (exact-case concepts like "Go" compare this). */
  raw: string;
  /** Folded and singular: the form phrases are looked up by. */
  key: string;
  /** The characters between the previous word and this one (parentheses, slashes, commas). */
  gapBefore: string;
}

/** Technology names whose signs would be lost when splitting on punctuation. */
const SIGNED_NAMES: ReadonlyArray<[RegExp, string]> = [
  [/\bc\+\+/gi, 'cplusplus'],
  [/\bc#/gi, 'csharp'],
  [/\bf#/gi, 'fsharp'],
  [/\basp\.net\b/gi, 'asp dotnet'],
  [/(^|[^\p{L}\p{N}])\.net\b/giu, '$1dotnet'],
];

/**
 * A plural "s" dropped, so "APIs" meets "API" and "pruebas" meets "prueba" (both sides of every
 * comparison go through this). Endings where the "s" belongs to the word ("class", "status", "redis") stay.
 */
export function singularKey(word: string): string {
  return word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word) ? word.slice(0, -1) : word;
}

/** The words of a text in order, each with its folded singular key and the separator before it. */
export function postingWords({ text }: { text: string }): PostingWord[] {
  let prepared = text;
  for (const [pattern, replacement] of SIGNED_NAMES) prepared = prepared.replace(pattern, replacement);
  const words: PostingWord[] = [];
  let previousEnd = 0;
  for (const match of prepared.matchAll(/[\p{L}\p{N}]+/gu)) {
    const start = match.index;
    const raw = match[0];
    words.push({ raw, key: singularKey(foldText({ text: raw })), gapBefore: prepared.slice(previousEnd, start) });
    previousEnd = start + raw.length;
  }
  return words;
}

/** The words of a short phrase as lookup keys joined by spaces (how vocabularies store phrases). */
export function phraseKey({ text }: { text: string }): string {
  return postingWords({ text }).map((word) => word.key).join(' ');
}
