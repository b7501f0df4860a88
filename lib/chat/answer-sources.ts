import type { AnswerSource } from '@/lib/chat/chat-ui-message';
import type { Locale } from '@/lib/i18n/locales';
import type { ScoredChunk } from '@/lib/retrieval/retrieve';

/** The sources shown under an answer: retrieved chunks linked to their anchor on the portfolio page. */
export function answerSources({ chunks, locale }: { chunks: ScoredChunk[]; locale: Locale }): AnswerSource[] {
  return chunks.map(({ chunk }) => ({ id: chunk.id, title: chunk.title, href: `/${locale}#${chunk.anchor}` }));
}
