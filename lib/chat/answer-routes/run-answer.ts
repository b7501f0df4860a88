import type { SpendTracker } from '@/lib/admission';
import type { ChatDependencies } from '@/lib/chat/chat-dependencies';
import type { AnswerMode, AnswerSource, VisitorRequestProposal } from '@/lib/chat/chat-ui-message';
import type { MetricsRecorder } from '@/lib/chat/debug-metrics';
import { streamAnswer, type AnswerSettlement, type AnswerToolLoop } from '@/lib/chat/stream-answer';
import { OUTPUT_CHARS_PER_TOKEN_CEILING } from '@/lib/contracts';
import type { Locale } from '@/lib/contracts';
import { leakIndexFor } from '@/lib/filters';
import type { Intent } from '@/lib/retrieval';

/** What an answer's end records: the ledger and settlement, and the stats counters of the day. */
export interface AnswerOutcomes {
  tracker: SpendTracker;
  retrievedNothing?: boolean;
}

/** What every answer route shares: the request's locale, dependencies, metrics and settlement. */
export interface AnswerRouteContext {
  locale: Locale;
  dependencies: ChatDependencies;
  recorder: MetricsRecorder;
  outcomes: AnswerOutcomes;
}

type AnswerModel = Parameters<typeof streamAnswer>[0]['model'];

/**
 * Streams one answer of any route (local, offline, catalog, model) with the configured limits, and settles it
 * when it ends: one ledger row per model step of an upstream answer, the reservation, the day's counters and
 * the debug metrics line.
 */
export function runAnswer(options: AnswerRouteContext & {
  model: AnswerModel;
  mode: AnswerMode;
  instructions: string;
  question: string;
  sources: AnswerSource[];
  signal?: AbortSignal;
  /** Set for an upstream answer: the model id for the ledger and the offline fallback, if configured. */
  upstreamCall?: { model: string; fallbackModel?: AnswerModel };
  toolLoop?: AnswerToolLoop;
  proposal?: VisitorRequestProposal;
  sourcesAtFirstText?: () => AnswerSource[] | null;
  intent?: Intent;
  followUps?: string[];
}): Response {
  const { config, clock, corePrompt } = options.dependencies;
  const { recorder, mode, outcomes, upstreamCall } = options;
  recorder.record({ mode });
  return streamAnswer({
    model: options.model,
    instructions: options.instructions,
    question: options.question,
    locale: options.locale,
    mode,
    sources: options.sources,
    maxOutputTokens: config.CHAT_MAX_TOKENS,
    maxOutputChars: config.CHAT_MAX_TOKENS * OUTPUT_CHARS_PER_TOKEN_CEILING,
    timeoutMs: config.CHAT_UPSTREAM_TIMEOUT_MS,
    clientSignal: options.signal,
    fallbackModel: upstreamCall?.fallbackModel,
    toolLoop: options.toolLoop,
    proposal: options.proposal,
    // Only model-written prose can leak the prompt; offline, local and catalog answers are the server's own text.
    leakIndex: mode === 'model' ? leakIndexFor({ text: corePrompt, runWords: config.CHAT_LEAK_RUN_WORDS }) : undefined,
    sourcesAtFirstText: options.sourcesAtFirstText,
    intent: options.intent ?? null,
    followUps: options.followUps,
    now: clock,
    onSettled: (settlement: AnswerSettlement) => {
      const finalMode: AnswerMode = settlement.fellBack ? 'offline' : mode;
      if (upstreamCall) {
        // One ledger row per model step of the tool loop.
        for (const usage of settlement.steps) outcomes.tracker.recordCall({ kind: 'answer', model: upstreamCall.model, usage, outcome: settlement.outcome });
      }
      outcomes.tracker.settle({ outcome: { mode: finalMode, retrievedNothing: outcomes.retrievedNothing } });
      recorder.flush({
        outcome: settlement.outcome,
        mode: finalMode,
        ...(settlement.fellBack ? { fallback: 'offline' as const } : {}),
        firstUpstreamTextMs: upstreamCall && settlement.firstTextMs !== null ? Math.round(settlement.firstTextMs) : null,
        outputTokens: settlement.outputTokens,
      });
    },
  });
}
