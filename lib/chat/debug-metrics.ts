import type { CatalogRefusalReason } from '@/lib/catalog';
import type { AnswerMode } from '@/lib/chat/chat-ui-message';
import type { ApiErrorCode } from '@/lib/platform';

/**
 * One debug line per request (CHAT_DEBUG_METRICS=1). It carries decisions, sizes and timings only:
 * never visitor text, never an address. Fields are optional because a request can stop at any guard.
 */
export interface RequestMetrics {
  requestId: string;
  outcome?: string;
  rejection?: ApiErrorCode;
  localReason?: string;
  mode?: AnswerMode;
  intent?: string;
  /** How the question referred back to the conversation, and the profile chunks it carried over. */
  followUp?: { reference: string; carried: string[] } | null;
  canonical?: string | null;
  chunkIds?: string[];
  tokens?: { core: number; context: number; session: number; question: number };
  classifier?: { verdict: string | null; durationMs: number; failOpen?: string } | 'skipped';
  /** Catalog mode: how many facts the model selected, or why the server answered with the fixed refusal. */
  catalog?: { selected: number } | { refusal: CatalogRefusalReason };
  provider?: string;
  /** Set when the upstream failed before any text and the offline engine answered instead. */
  fallback?: 'offline';
  /** Set when the store could not be reached and the offline engine answered without an admission. */
  store?: 'unavailable';
  firstUpstreamTextMs?: number | null;
  totalMs?: number;
  outputTokens?: number;
}

/** Collects a request's metrics and writes them once as a JSON line when enabled. */
export function createMetricsRecorder({ enabled, requestId, now, write }: { enabled: boolean; requestId: string; now: () => number; write: (line: string) => void }) {
  const started = now();
  const metrics: RequestMetrics = { requestId };
  let flushed = false;
  return {
    /** Adds fields as the request moves through the pipeline. */
    record(fields: Partial<RequestMetrics>): void {
      Object.assign(metrics, fields);
    },
    /** Writes the line once, with the total time. */
    flush(fields: Partial<RequestMetrics> = {}): void {
      if (flushed) return;
      flushed = true;
      Object.assign(metrics, fields, { totalMs: Math.round(now() - started) });
      if (enabled) write(JSON.stringify(metrics));
    },
  };
}

export type MetricsRecorder = ReturnType<typeof createMetricsRecorder>;
