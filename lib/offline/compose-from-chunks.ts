import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import type { AnswerPart } from '@/lib/offline/answer-context';
import { repeatsAnswer } from '@/lib/offline/repeated-facts';
import type { ScoredChunk } from '@/lib/retrieval/retrieve';
import { tokenize } from '@/lib/retrieval/tokenize';

/** A focused answer speaks at most this many sentences of a chunk: the lead and what the question asks about. */
const MAX_SENTENCES_PER_CHUNK = 3;
/** A second chunk joins only when it scores close to the best one and adds words of the question. */
const SECOND_CHUNK_SHARE_OF_TOP = 0.8;
const MAX_CHUNKS = 2;

/** Sentence ends: a full stop, question or exclamation mark followed by a space ("Next.js" and "2.100" stay whole). */
const SENTENCE_END = /(?<=[.!?…])\s+/;

/** The chunk in the visitor's locale, or its English text introduced as English-only. */
function speakChunk({ chunk, locale }: { chunk: ScoredChunk['chunk']; locale: Locale }): string {
  const localized = chunk.localizedText[locale];
  if (localized) return localized;
  return getDictionary({ locale }).offline.englishOnly({ text: chunk.localizedText.en ?? chunk.text });
}

/** Splits a chunk's text into sentences. */
export function sentencesOf(text: string): string[] {
  return text.split(SENTENCE_END).map((sentence) => sentence.trim()).filter((sentence) => sentence.length > 0);
}

/**
 * The lead sentence of a chunk and the ones that name what the question asks about, in the chunk's
 * order: "only the relevant detail", not the whole block.
 */
function focusedSentences({ text, questionWords, locale, maxSentences = MAX_SENTENCES_PER_CHUNK }: { text: string; questionWords: ReadonlySet<string>; locale: Locale; maxSentences?: number }): string[] {
  const sentences = sentencesOf(text);
  const [lead, ...rest] = sentences;
  if (!lead) return [];
  const relevant = rest.filter((sentence) => tokenize({ text: sentence, locale }).some((word) => questionWords.has(word)));
  const chosen = relevant.length > 0 ? relevant : rest.slice(0, 1);
  return [lead, ...chosen].slice(0, maxSentences);
}

/**
 * Speaks the best retrieved chunk in the visitor's locale, focused on the question, and a second chunk
 * when it scores close and does not repeat the first: a short answer that leads with the best match,
 * not pasted profile blocks.
 */
export function composeFromChunks({ question, chunks, locale }: { question: string; chunks: ScoredChunk[]; locale: Locale }): AnswerPart {
  const topScore = chunks[0]?.score ?? 0;
  const questionWords = new Set(tokenize({ text: question, locale }));
  const answerWords = new Set<string>();
  const spoken: string[] = [];
  const used: string[] = [];
  for (const { chunk, score } of chunks) {
    if (used.length >= MAX_CHUNKS) break;
    if (used.length > 0 && score < topScore * SECOND_CHUNK_SHARE_OF_TOP) continue;
    const text = focusedSentences({ text: speakChunk({ chunk, locale }), questionWords, locale }).join(' ');
    if (used.length > 0 && repeatsAnswer({ text, answerWords, questionWords, locale })) continue;
    spoken.push(text);
    used.push(chunk.id);
    tokenize({ text, locale }).forEach((word) => answerWords.add(word));
  }
  return { text: spoken.join('\n\n'), chunkIds: used };
}

/**
 * "Tell me more": the sentences of the topic's chunks that the earlier answer did not say, up to `maxSentences`.
 */
export function continueTopic({ chunks, said, locale, maxSentences = 4 }: { chunks: ScoredChunk[]; said: string; locale: Locale; maxSentences?: number }): AnswerPart {
  const saidSentences = new Set(sentencesOf(said).map((sentence) => sentence.toLowerCase()));
  const sentences: string[] = [];
  const used: string[] = [];
  for (const { chunk } of chunks) {
    const fresh = sentencesOf(speakChunk({ chunk, locale })).filter((sentence) => !saidSentences.has(sentence.toLowerCase()) && !said.includes(sentence));
    if (fresh.length === 0) continue;
    sentences.push(...fresh.slice(0, maxSentences - sentences.length));
    used.push(chunk.id);
    if (sentences.length >= maxSentences) break;
  }
  return { text: sentences.join(' '), chunkIds: used };
}
