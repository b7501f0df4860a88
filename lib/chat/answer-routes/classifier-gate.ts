import { localAnswer } from '@/lib/chat/answer-routes/local-route';
import type { PreparedQuestion } from '@/lib/chat/answer-routes/prepared-question';
import type { ChatDependencies } from '@/lib/chat/chat-dependencies';
import { classifyTopic, type TopicDecision } from '@/lib/chat/classify-topic';
import { getDictionary } from '@/lib/i18n';
import { busyRejection, type ApiRejection, type UpstreamModels } from '@/lib/platform';

/**
 * A classifier timeout counts as this server's own overload when its event loop was stalled for at least this share
 * of the wait: the verdict had most likely arrived and was waiting behind local work. Letting such a question
 * through unclassified would let anyone who can load the server strip the check from their own questions.
 */
export const OVERLOAD_STALL_FRACTION = 0.5;

/** A classifier call on its way: dispatched before retrieval and the prompt, awaited by `classifierGate`. */
export interface PendingClassification {
  decision: Promise<TopicDecision>;
  /** Resolves once the request had its chance to go out (one turn of the event loop). */
  requestSent: Promise<void>;
  /** When it was dispatched, on the dependencies' `clock`. */
  startedMs: number;
}

/**
 * Sends the question to the off-topic classifier now, so the small model works while this process retrieves and
 * builds the prompt, and local CPU cannot eat the classifier's time. Null when it is skipped: a canonical FAQ hit
 * (certain to be on topic) and CHAT_SKIP_CLASSIFIER. The caller awaits `requestSent` before its own work: the SDK
 * and fetch write the request only after a few promise steps, which synchronous work would otherwise hold back.
 */
export function dispatchClassifier({ question, isCanonical, upstream, dependencies, signal }: {
  question: string;
  /** Whether the question is a canonical FAQ hit (asked only when the classifier is on). */
  isCanonical: () => boolean;
  upstream: UpstreamModels;
  dependencies: Pick<ChatDependencies, 'config' | 'classifierPrompt' | 'clock'>;
  signal: AbortSignal;
}): PendingClassification | null {
  const { config } = dependencies;
  if (config.CHAT_SKIP_CLASSIFIER || isCanonical()) return null;
  const startedMs = dependencies.clock();
  const decision = classifyTopic({
    model: upstream.classifier,
    instructions: dependencies.classifierPrompt,
    question,
    timeoutMs: config.CHAT_CLASSIFIER_TIMEOUT_MS,
    providerOptions: upstream.classifierProviderOptions,
    abortSignal: signal,
    now: dependencies.clock,
  });
  return { startedMs, decision, requestSent: new Promise<void>((resolve) => setImmediate(resolve)) };
}

/**
 * The classifier's verdict before an upstream answer; fails open, except when the timeout was this server's own
 * overload (then the request is shed as busy). Returns the local refusal for an off-topic or manipulation verdict,
 * a rejection for an overloaded server, null when the answer may go on.
 */
export async function classifierGate({ question, pending, upstream }: {
  question: PreparedQuestion;
  pending: PendingClassification | null;
  upstream: UpstreamModels;
}): Promise<Response | { rejection: ApiRejection } | null> {
  const { dependencies, recorder, locale, outcomes } = question;
  if (pending === null) {
    recorder.record({ classifier: 'skipped' });
    return null;
  }
  const decision = await pending.decision;
  outcomes.tracker.recordCall({
    kind: 'classifier',
    model: upstream.classifierModelId,
    usage: { inputTokens: decision.inputTokens, cachedInputTokens: 0, outputTokens: decision.outputTokens },
    outcome: decision.verdict === null ? `fail_open:${decision.failOpen}` : 'completed',
  });
  recorder.record({
    classifier: decision.verdict === null
      ? { verdict: null, durationMs: Math.round(decision.durationMs), failOpen: decision.failOpen }
      : { verdict: decision.verdict, durationMs: Math.round(decision.durationMs) },
  });
  if (decision.verdict === null && decision.failOpen === 'timeout') {
    const stalled = dependencies.eventLoopStall.stalledFraction({ sinceMs: pending.startedMs });
    if (stalled >= OVERLOAD_STALL_FRACTION) return { rejection: busyRejection({ randomBytes: dependencies.randomBytes }) };
  }
  if (decision.verdict === 'OFF_TOPIC') {
    return localAnswer({ ...question, text: dependencies.profile.assistant.offTopic[locale], reason: 'off_topic', classified: true });
  }
  // What the phrase filters missed and the classifier saw: the same local refusal, nothing reaches the answer model.
  if (decision.verdict === 'MANIPULATION') {
    return localAnswer({ ...question, text: getDictionary({ locale }).filterReplies.instruction_override, reason: 'manipulation', classified: true });
  }
  return null;
}
