import type { ChunkIndex } from '@/lib/retrieval/chunk-index';
import { guessLocales } from '@/lib/retrieval/guess-locales';
import { isContentWord, splitWords, wordVariants } from '@/lib/text';

/** A question prepared once for matching against every chunk. */
export interface PreparedQuestion {
  /** Variant sets of every folded word, in order (phrases match on this sequence). */
  words: ReadonlySet<string>[];
  /** Every variant of every word: what a chunk's keywords are looked up by. */
  variants: ReadonlySet<string>;
  /** Distinct content words with their variants (title and body overlap use these). */
  contentWords: ReadonlyArray<{ word: string; variants: readonly string[] }>;
}

/** A chunk keyword found in the question, with what scoring needs to weigh it. */
export interface KeywordEvidence {
  keyword: string;
  functionWordsOnly: boolean;
  /** How many chunks have a keyword on these question words (at least 1). */
  sharedBy: number;
  /** The longer matched keyword (of any chunk) covering this one, which then counts instead. */
  insidePhrase?: string;
}

interface Span {
  start: number;
  length: number;
}

interface KeywordMatch {
  keyword: string;
  functionWordsOnly: boolean;
  spans: readonly Span[];
}

/** Folds and splits the question, stemming only in the locales its function words point to. */
export function prepareQuestion({ question }: { question: string }): PreparedQuestion {
  const folded = splitWords({ text: question });
  const locales = guessLocales({ words: folded });
  const contentWords = [...new Set(folded.filter((word) => isContentWord({ word })))].map((word) => ({
    word,
    variants: wordVariants({ word, locales }),
  }));
  const words = folded.map((word) => new Set(wordVariants({ word, locales })));
  return { words, variants: new Set(words.flatMap((variants) => [...variants])), contentWords };
}

function spanKey({ start, length }: Span): string {
  return `${start}:${length}`;
}

/** Start positions where the keyword's words occur consecutively in the question. */
function phraseStarts(questionWords: PreparedQuestion['words'], phrase: readonly (readonly string[])[]): number[] {
  const starts: number[] = [];
  for (let start = 0; start + phrase.length <= questionWords.length; start += 1) {
    const matches = phrase.every((variants, offset) => {
      const questionWord = questionWords[start + offset];
      return questionWord !== undefined && variants.some((variant) => questionWord.has(variant));
    });
    if (matches) starts.push(start);
  }
  return starts;
}

/** The chunk's keywords whose first word is in the question, in the chunk's order: only they can match. */
function candidateKeywords(question: PreparedQuestion, index: ChunkIndex): ChunkIndex['keywords'] {
  const positions = new Set<number>();
  for (const variant of question.variants) for (const position of index.keywordsByFirstVariant.get(variant) ?? []) positions.add(position);
  return [...positions].sort((left, right) => left - right).map((position) => index.keywords[position]!);
}

/** A keyword whose spans an earlier keyword of the same chunk already covered ("posts" after "post") adds nothing. */
function chunkMatches(question: PreparedQuestion, index: ChunkIndex): KeywordMatch[] {
  const claimed = new Set<string>();
  const matches: KeywordMatch[] = [];
  for (const { keyword, words, functionWordsOnly } of candidateKeywords(question, index)) {
    const spans = phraseStarts(question.words, words).map((start) => ({ start, length: words.length }));
    if (spans.some((span) => !claimed.has(spanKey(span)))) {
      matches.push({ keyword, functionWordsOnly, spans });
      for (const span of spans) claimed.add(spanKey(span));
    }
  }
  return matches;
}

/** In "Northwind Health" the word "health" is part of a name, not evidence for the health boundary. */
function enclosingPhrase(match: KeywordMatch, allMatches: readonly KeywordMatch[]): string | undefined {
  const encloses = (outer: KeywordMatch) =>
    match.spans.every((inner) =>
      outer.spans.some((span) => span.length > inner.length && span.start <= inner.start && inner.start + inner.length <= span.start + span.length));
  return allMatches.find(encloses)?.keyword;
}

/**
 * Counts chunks per question span rather than per keyword string, so spelling variants on several
 * chunks ("experience", "experiences") do not pass as a rare, strong keyword.
 */
function spanSharing(matchesPerChunk: readonly (readonly KeywordMatch[])[]): Map<string, number> {
  const sharedBy = new Map<string, number>();
  for (const matches of matchesPerChunk) {
    const spans = new Set(matches.flatMap((match) => match.spans.map(spanKey)));
    for (const span of spans) sharedBy.set(span, (sharedBy.get(span) ?? 0) + 1);
  }
  return sharedBy;
}

/** The keyword evidence of every chunk (same order as `indexes`) for one question. */
export function matchKeywords({ question, indexes }: { question: PreparedQuestion; indexes: readonly ChunkIndex[] }): KeywordEvidence[][] {
  const matchesPerChunk = indexes.map((index) => chunkMatches(question, index));
  const sharedBy = spanSharing(matchesPerChunk);
  const allMatches = matchesPerChunk.flat();
  return matchesPerChunk.map((matches) =>
    matches.map((match) => {
      const insidePhrase = enclosingPhrase(match, allMatches);
      return {
        keyword: match.keyword,
        functionWordsOnly: match.functionWordsOnly,
        sharedBy: Math.min(...match.spans.map((span) => sharedBy.get(spanKey(span)) ?? 1)),
        ...(insidePhrase === undefined ? {} : { insidePhrase }),
      };
    }),
  );
}
