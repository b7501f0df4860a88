import type { KnowledgeChunk, Profile } from '@/lib/knowledge';
import { matchCanonicalFaq, type CanonicalHit } from '@/lib/retrieval/canonical-faq';
import { routeIntent, type Intent } from '@/lib/retrieval/intent-router';
import { intentSignals } from '@/lib/retrieval/profile-signals';
import type { FollowUpResolution } from '@/lib/retrieval/resolve-follow-up';
import { explainScore, scoreChunks } from '@/lib/retrieval/score-chunks';
import { selectChunks, type RetrievalLimits, type ScoredChunk } from '@/lib/retrieval/select-chunks';

export type { RetrievalLimits, ScoredChunk } from '@/lib/retrieval/select-chunks';

/** What retrieval found for one question. */
export interface RetrievalResult {
  intent: Intent;
  canonical: CanonicalHit | null;
  chunks: ScoredChunk[];
  /** True when nothing matched and the bio and boundaries were returned instead. */
  usedFallback: boolean;
}

/** When nothing matches, the model still needs who the person is and what the assistant declines. */
const FALLBACK_CHUNK_IDS = ['core-bio', 'boundaries'] as const;

/**
 * Best score first. The sort is stable, so ties keep the order of `chunks`, which is the profile's
 * own order: the editor lists the main skill group first, so "what is your tech stack?" (a keyword
 * every skill group shares) leads with Frontend, not with whichever group sorts first by name.
 */
function byScore(left: ScoredChunk, right: ScoredChunk): number {
  return right.score - left.score;
}

/**
 * Chunks the conversation carries (the employer "there" refers to) are kept even when the question's
 * own words rank them low: second, after the best match, so the model sees what "there" means.
 */
function withCarried({ candidates, carriedChunkIds, chunks }: { candidates: ScoredChunk[]; carriedChunkIds: readonly string[]; chunks: KnowledgeChunk[] }): ScoredChunk[] {
  const missing = carriedChunkIds
    .filter((id) => !candidates.some((candidate) => candidate.chunk.id === id))
    .flatMap((id) => chunks.filter((chunk) => chunk.id === id))
    .map((chunk) => ({ chunk, score: 0, text: chunk.text, reasons: ['carried from the conversation'] }));
  return missing.length === 0 ? candidates : [...candidates.slice(0, 1), ...missing, ...candidates.slice(1)];
}

/** Routes, matches the canonical FAQ, scores every chunk and applies the budgets: the retrieval entry point. */
export function retrieve({ question, chunks, profile, limits, resolution, pinnedChunkIds = [] }: {
  /** The visitor's own words: the canonical FAQ is matched on them. */
  question: string;
  chunks: KnowledgeChunk[];
  profile: Profile;
  limits: RetrievalLimits;
  /** The question resolved against the conversation (see resolveFollowUp): scored instead, with its carried chunks kept. */
  resolution?: Pick<FollowUpResolution, 'resolvedQuery' | 'carried'>;
  /** Chunks the question's reading says hold the answer (a technology's jobs): kept like carried ones. */
  pinnedChunkIds?: readonly string[];
}): RetrievalResult {
  const query = resolution?.resolvedQuery ?? question;
  const carriedChunkIds = [...new Set([...(resolution?.carried.map((entity) => entity.chunkId) ?? []), ...pinnedChunkIds])];
  const intent = routeIntent({ question: query, signals: intentSignals({ profile }) });
  const canonical = matchCanonicalFaq({ question, profile });
  const matched = scoreChunks({ question: query, chunks, intent })
    .filter(({ breakdown }) => breakdown.score > 0)
    .map(({ chunk, breakdown }) => ({ chunk, score: breakdown.score, text: chunk.text, reasons: explainScore({ breakdown }) }))
    .sort(byScore);
  const usedFallback = matched.length === 0 && carriedChunkIds.length === 0;
  const candidates = usedFallback
    ? FALLBACK_CHUNK_IDS.flatMap((id) => chunks.filter((chunk) => chunk.id === id))
        .map((chunk) => ({ chunk, score: 0, text: chunk.text, reasons: ['fallback: nothing matched the question'] }))
    : withCarried({ candidates: matched, carriedChunkIds, chunks });
  return { intent, canonical, chunks: selectChunks({ candidates, limits, hasCanonical: canonical !== null }), usedFallback };
}
