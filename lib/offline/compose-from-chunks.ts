import { getDictionary } from '@/lib/i18n';
import type { Locale } from '@/lib/contracts';
import type { KnowledgeChunk } from '@/lib/knowledge';
import type { AnswerPart } from '@/lib/offline/answer-context';
import { repeatsAnswer } from '@/lib/offline/repeated-facts';
import type { ScoredChunk } from '@/lib/retrieval';
import { tokenize } from '@/lib/text';

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
 * The sentences of a chunk that name what the question asks about, the most relevant first (the
 * chunk's lead wins a tie), or its first two sentences when none does: "only the relevant detail",
 * led by the fact, not the whole block.
 */
function focusedSentences({ text, questionWords, locale, maxSentences = MAX_SENTENCES_PER_CHUNK }: { text: string; questionWords: ReadonlySet<string>; locale: Locale; maxSentences?: number }): string[] {
  const sentences = sentencesOf(text);
  const scored = sentences
    .map((sentence, order) => ({ sentence, order, score: tokenize({ text: sentence, locale }).filter((word) => questionWords.has(word)).length + (order === 0 ? 0.5 : 0) }))
    .filter(({ score }) => score >= 1);
  if (scored.length === 0) return sentences.slice(0, 2);
  return scored.sort((left, right) => right.score - left.score || left.order - right.order).slice(0, maxSentences).map(({ sentence }) => sentence);
}

/** The owner's sentence led by the job or project it is about ("Acme: …"), unless it names it already. */
export function ledByName({ name, text }: { name: string; text: string }): string {
  return name && !text.includes(name) ? `${name}: ${text}` : text;
}

/**
 * A job's or project's sentences picked out of its chunk lose the heading that says whose they are ("Took part in
 * the on-call rotation"): the name leads them, so the visitor learns where it was.
 */
function namedFirst({ chunk, locale, text }: { chunk: KnowledgeChunk; locale: Locale; text: string }): string {
  const owned = chunk.domain === 'experience' || (chunk.domain === 'portfolio_project' && chunk.id.startsWith('project-'));
  const name = (chunk.localizedTitle[locale] ?? chunk.title).split(' — ')[0]?.trim() ?? '';
  return owned && text ? ledByName({ name, text }) : text;
}

/**
 * Speaks the best retrieved chunk in the visitor's locale, focused on the question, and a second chunk
 * when it scores close and names words of the question the first does not: a short answer that
 * leads with the best match, not pasted profile blocks.
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
    const text = namedFirst({ chunk, locale, text: focusedSentences({ text: speakChunk({ chunk, locale }), questionWords, locale }).join(' ') });
    if (used.length > 0 && repeatsAnswer({ text, answerWords, questionWords, locale })) continue;
    // A second chunk must answer something the first did not: words of the question it alone names.
    if (used.length > 0 && !tokenize({ text, locale }).some((word) => questionWords.has(word) && !answerWords.has(word))) continue;
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
