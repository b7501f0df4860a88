import type { KnowledgeChunk } from '@/lib/knowledge';
import { foldText, isContentWord, splitWords, wordVariants } from '@/lib/text';

/** A chunk prepared for matching: its keywords as word-variant sequences and its words as variant sets. */
export interface ChunkIndex {
  /**
   * Distinct folded keywords; each word of a keyword is the list of its variants. `functionWordsOnly`
   * marks keywords like "where" or "what did you do": real signals, but weaker than a topic word.
   */
  keywords: ReadonlyArray<{ keyword: string; words: readonly (readonly string[])[]; functionWordsOnly: boolean }>;
  /**
   * Positions in `keywords` by every variant of their first word: a keyword can only match a question that has
   * one of them, so a question looks up its own words instead of trying every keyword at every position.
   */
  keywordsByFirstVariant: ReadonlyMap<string, readonly number[]>;
  titleVariants: ReadonlySet<string>;
  /** Variants of every word of the English text and the localized texts. */
  bodyVariants: ReadonlySet<string>;
}

const indexByChunk = new WeakMap<KnowledgeChunk, ChunkIndex>();

function variantsOf(text: string): Set<string> {
  return new Set(splitWords({ text }).flatMap((word) => wordVariants({ word })));
}

/** Indexes a chunk once (chunks are immutable after buildChunks), so each question only pays for matching. */
export function indexChunk({ chunk }: { chunk: KnowledgeChunk }): ChunkIndex {
  const cached = indexByChunk.get(chunk);
  if (cached) return cached;
  // Keywords repeat across locale lists ("patient" in en, fr, de): each distinct one counts once.
  const distinctKeywords = [...new Set(chunk.keywords.map((keyword) => foldText({ text: keyword }).trim()))];
  const keywords = distinctKeywords
    .map((keyword) => {
      const words = splitWords({ text: keyword });
      return {
        keyword,
        words: words.map((word) => wordVariants({ word })),
        functionWordsOnly: words.every((word) => !isContentWord({ word })),
      };
    })
    .filter(({ words }) => words.length > 0);
  const keywordsByFirstVariant = new Map<string, number[]>();
  keywords.forEach(({ words }, position) => {
    for (const variant of new Set(words[0])) {
      const positions = keywordsByFirstVariant.get(variant);
      if (positions) positions.push(position);
      else keywordsByFirstVariant.set(variant, [position]);
    }
  });
  const index: ChunkIndex = {
    keywords,
    keywordsByFirstVariant,
    titleVariants: variantsOf(chunk.title),
    bodyVariants: variantsOf([chunk.text, ...Object.values(chunk.localizedText)].join('\n')),
  };
  indexByChunk.set(chunk, index);
  return index;
}
