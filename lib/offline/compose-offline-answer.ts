import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import type { Profile } from '@/lib/knowledge/profile-schema';
import { checkPremise } from '@/lib/offline/check-premise';
import { composeFromChunks } from '@/lib/offline/compose-from-chunks';
import { premiseReply } from '@/lib/offline/premise-reply';
import { smallTalkKind } from '@/lib/offline/small-talk';
import type { RetrievalResult, ScoredChunk } from '@/lib/retrieval/retrieve';

function isBlogQuestion({ retrieval, top }: { retrieval: RetrievalResult; top: ScoredChunk | undefined }): boolean {
  return retrieval.intent === 'blog' || top?.chunk.domain === 'blog';
}

/** The declined topic whose chunk (`boundary-<id>`) scored best, if any. */
function matchedBoundary({ profile, top }: { profile: Profile; top: ScoredChunk | undefined }): Profile['boundaries'][number] | undefined {
  if (top?.chunk.domain !== 'boundaries') return undefined;
  return profile.boundaries.find((boundary) => `boundary-${boundary.id}` === top.chunk.id);
}

/**
 * The offline engine's first-person answer in `locale`, built only from the profile and the
 * retrieved chunks, deterministic for the same inputs. Order: canonical answer, small talk that
 * matched no chunk ("Hi!", "Vielen Dank!"), blog reply, boundary reply, false premise, nothing
 * matched, then the best chunks.
 */
export function composeOfflineAnswer({ question, locale, retrieval, profile, today }: { question: string; locale: Locale; retrieval: RetrievalResult; profile: Profile; today: Date }): string {
  if (retrieval.canonical) return retrieval.canonical.answer[locale];
  // Fallback chunks (bio, boundaries) carry no signal about the question.
  const top = retrieval.usedFallback ? undefined : retrieval.chunks[0];
  if (!top && retrieval.intent === 'conversational') return getDictionary({ locale }).offline.smallTalk[smallTalkKind({ question })];
  if (isBlogQuestion({ retrieval, top })) return profile.blog.notIndexedReply[locale];
  const boundary = matchedBoundary({ profile, top });
  if (boundary) return boundary.reply[locale];
  const finding = checkPremise({ question, profile });
  if (finding) return premiseReply({ question, finding, locale, profile, retrieval, today });
  if (!top) return (retrieval.intent === 'general' ? profile.assistant.offTopic : profile.assistant.unknown)[locale];
  return composeFromChunks({ question, chunks: retrieval.chunks, locale });
}
