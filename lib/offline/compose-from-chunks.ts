import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { repeatsAnswer } from '@/lib/offline/repeated-facts';
import type { ScoredChunk } from '@/lib/retrieval/retrieve';
import { tokenize } from '@/lib/retrieval/tokenize';

const MAX_CHUNKS = 3;
/** Chunks far below the best one are usually a side match, not part of the answer. */
const MIN_SHARE_OF_TOP_SCORE = 0.5;

/** The chunk in the visitor's locale, or its English text introduced as English-only. */
function speakChunk({ chunk, locale }: { chunk: ScoredChunk['chunk']; locale: Locale }): string {
  const localized = chunk.localizedText[locale];
  if (localized) return localized;
  return getDictionary({ locale }).offline.englishOnly({ text: chunk.localizedText.en ?? chunk.text });
}

/**
 * Speaks the best retrieved chunks in the visitor's locale: up to three, each scoring at least half
 * the best, skipping any chunk whose facts the answer already gives (a project and the overview
 * that lists it would otherwise say the same thing twice).
 */
export function composeFromChunks({ question, chunks, locale }: { question: string; chunks: ScoredChunk[]; locale: Locale }): string {
  const topScore = chunks[0]?.score ?? 0;
  const questionWords = new Set(tokenize({ text: question, locale }));
  const answerWords = new Set<string>();
  const spoken: string[] = [];
  for (const { chunk, score } of chunks) {
    if (spoken.length >= MAX_CHUNKS) break;
    if (score < topScore * MIN_SHARE_OF_TOP_SCORE) continue;
    const text = speakChunk({ chunk, locale });
    if (repeatsAnswer({ text, answerWords, questionWords, locale })) continue;
    spoken.push(text);
    tokenize({ text, locale }).forEach((word) => answerWords.add(word));
  }
  return spoken.join('\n\n');
}
