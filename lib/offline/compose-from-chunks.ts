import { OFFLINE_COPY } from '@/lib/i18n/offline-copy';
import type { Locale } from '@/lib/i18n/locales';
import type { ScoredChunk } from '@/lib/retrieval/retrieve';

const MAX_CHUNKS = 3;
/** Chunks far below the best one are usually a side match, not part of the answer. */
const MIN_SHARE_OF_TOP_SCORE = 0.5;

/** The chunk in the visitor's locale, or its English text introduced as English-only. */
function speakChunk({ chunk, locale }: { chunk: ScoredChunk['chunk']; locale: Locale }): string {
  const localized = chunk.localizedText[locale];
  if (localized) return localized;
  return OFFLINE_COPY[locale].englishOnly({ text: chunk.localizedText.en ?? chunk.text });
}

/** Speaks the best retrieved chunks (up to three, each scoring at least half the best) in the visitor's locale. */
export function composeFromChunks({ chunks, locale }: { chunks: ScoredChunk[]; locale: Locale }): string {
  const topScore = chunks[0]?.score ?? 0;
  return chunks
    .filter(({ score }) => score >= topScore * MIN_SHARE_OF_TOP_SCORE)
    .slice(0, MAX_CHUNKS)
    .map(({ chunk }) => speakChunk({ chunk, locale }))
    .join('\n\n');
}
