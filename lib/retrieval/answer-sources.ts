import { MAX_SOURCES, type AnswerSource } from '@/lib/contracts';
import type { Locale } from '@/lib/contracts';
import type { KnowledgeChunk } from '@/lib/knowledge';
import type { ScoredChunk } from '@/lib/retrieval/retrieve';

/** Declined topics and the blog policy are how the assistant says no, not where a fact came from. */
const NOT_SOURCES: ReadonlySet<KnowledgeChunk['domain']> = new Set(['boundaries', 'blog']);

function sourceOf({ chunk, locale }: { chunk: KnowledgeChunk; locale: Locale }): AnswerSource {
  return { id: chunk.id, title: chunk.localizedTitle[locale] ?? chunk.title, href: `/${locale}#${chunk.anchor}` };
}

/**
 * The sources shown under an answer: at most three, titled in the page's language and linked to their
 * anchor on the portfolio page, in the order given: the facts the offline engine spoke, or the best
 * retrieved chunks (what the model was given).
 */
export function answerSources({ chunks, locale }: { chunks: readonly KnowledgeChunk[]; locale: Locale }): AnswerSource[] {
  const eligible = chunks.filter((chunk, index) => !NOT_SOURCES.has(chunk.domain) && chunks.findIndex((other) => other.id === chunk.id) === index);
  return eligible.slice(0, MAX_SOURCES).map((chunk) => sourceOf({ chunk, locale }));
}

/** The chunks an offline answer used, looked up in the index (a carried or listed fact may not be among the retrieved ones). */
export function usedChunks({ usedChunkIds, index }: { usedChunkIds: readonly string[]; index: readonly KnowledgeChunk[] }): KnowledgeChunk[] {
  return usedChunkIds.flatMap((id) => index.filter((chunk) => chunk.id === id));
}

/** What the model was given, best first. */
export function retrievedChunks({ chunks }: { chunks: readonly ScoredChunk[] }): KnowledgeChunk[] {
  return chunks.map(({ chunk }) => chunk);
}
