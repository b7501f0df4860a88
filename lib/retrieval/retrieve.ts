import type { KnowledgeChunk } from '@/lib/knowledge/chunk-types';
import type { Profile } from '@/lib/knowledge/profile-schema';
import { matchCanonicalFaq, type CanonicalHit } from '@/lib/retrieval/canonical-faq';
import { routeIntent, type Intent } from '@/lib/retrieval/intent-router';
import { intentSignals } from '@/lib/retrieval/profile-signals';
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

/** Routes, matches the canonical FAQ, scores every chunk and applies the budgets: the retrieval entry point. */
export function retrieve({ question, chunks, profile, limits }: { question: string; chunks: KnowledgeChunk[]; profile: Profile; limits: RetrievalLimits }): RetrievalResult {
  const intent = routeIntent({ question, signals: intentSignals({ profile }) });
  const canonical = matchCanonicalFaq({ question, profile });
  const matched = scoreChunks({ question, chunks, intent })
    .filter(({ breakdown }) => breakdown.score > 0)
    .map(({ chunk, breakdown }) => ({ chunk, score: breakdown.score, text: chunk.text, reasons: explainScore({ breakdown }) }))
    .sort(byScore);
  const usedFallback = matched.length === 0;
  const candidates = usedFallback
    ? FALLBACK_CHUNK_IDS.flatMap((id) => chunks.filter((chunk) => chunk.id === id))
        .map((chunk) => ({ chunk, score: 0, text: chunk.text, reasons: ['fallback: nothing matched the question'] }))
    : matched;
  return { intent, canonical, chunks: selectChunks({ candidates, limits, hasCanonical: canonical !== null }), usedFallback };
}
