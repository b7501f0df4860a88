import type { KnowledgeChunk } from '@/lib/knowledge';
import { estimateTokens } from '@/lib/text';

/** Hard budgets for what retrieval hands to the prompt. */
export interface RetrievalLimits {
  maxChunks: number;
  maxTokens: number;
  maxChunkChars: number;
}

/** A chunk chosen for the prompt. */
export interface ScoredChunk {
  chunk: KnowledgeChunk;
  score: number;
  /** The chunk text, compressed to the char budget with a trailing '…' when it was longer. */
  text: string;
  /** Why it scored (keyword hits, text overlap, boosts), for `npm run ask`. */
  reasons?: string[];
}

/** A canonical hit already carries the answer's facts, so fewer excerpts are needed beside it. */
const MAX_CHUNKS_WITH_CANONICAL = 3;

/** Fewer than two excerpts leave the model without context even when a budget is set very low. */
const MIN_CHUNKS = 2;

/** Shortens text to at most `maxChars`, preferring a word boundary, ending with '…' when cut. */
export function compressText({ text, maxChars }: { text: string; maxChars: number }): string {
  if (text.length <= maxChars) return text;
  const room = Math.max(maxChars - 1, 0);
  const hardCut = text.slice(0, room);
  const endsAtWord = /\s/.test(text.charAt(room));
  const lastSpace = hardCut.lastIndexOf(' ');
  // Cutting at a space keeps words whole, unless that would throw away much of the budget.
  const cut = endsAtWord || lastSpace < room * 0.6 ? hardCut : hardCut.slice(0, lastSpace);
  return `${cut.trimEnd()}…`;
}

/**
 * Applies the budgets to candidates already sorted best first: dedupe by id, at most
 * `maxChunks` (3 with a canonical hit), compress each text to `maxChunkChars`, and stop before
 * `maxTokens` is exceeded, but never return fewer than two chunks when two are available.
 */
export function selectChunks({ candidates, limits, hasCanonical }: { candidates: readonly ScoredChunk[]; limits: RetrievalLimits; hasCanonical: boolean }): ScoredChunk[] {
  const maxChunks = hasCanonical ? Math.min(limits.maxChunks, MAX_CHUNKS_WITH_CANONICAL) : limits.maxChunks;
  const selected: ScoredChunk[] = [];
  const seen = new Set<string>();
  let tokens = 0;
  for (const candidate of candidates) {
    if (selected.length >= maxChunks) break;
    if (seen.has(candidate.chunk.id)) continue;
    const text = compressText({ text: candidate.text, maxChars: limits.maxChunkChars });
    const candidateTokens = estimateTokens(text);
    if (selected.length >= MIN_CHUNKS && tokens + candidateTokens > limits.maxTokens) break;
    seen.add(candidate.chunk.id);
    selected.push({ ...candidate, text });
    tokens += candidateTokens;
  }
  return selected;
}
