import { localAnswer } from '@/lib/chat/answer-routes/local-route';
import type { PreparedQuestion } from '@/lib/chat/answer-routes/prepared-question';
import { classifyTopic } from '@/lib/chat/classify-topic';
import { getDictionary } from '@/lib/i18n';
import type { UpstreamModels } from '@/lib/platform';

/**
 * The off-topic classifier before an upstream answer: skipped for a canonical hit (certain to be on topic) and
 * with CHAT_SKIP_CLASSIFIER; fails open. Returns the local refusal for an off-topic or manipulation verdict,
 * null when the answer may go on.
 */
export async function classifierGate({ question, upstream }: { question: PreparedQuestion; upstream: UpstreamModels }): Promise<Response | null> {
  const { dependencies, recorder, locale, outcomes } = question;
  const { config } = dependencies;
  if (config.CHAT_SKIP_CLASSIFIER || question.prepared.retrieval.canonical) {
    recorder.record({ classifier: 'skipped' });
    return null;
  }
  const decision = await classifyTopic({
    model: upstream.classifier,
    instructions: dependencies.classifierPrompt,
    question: question.question,
    timeoutMs: config.CHAT_CLASSIFIER_TIMEOUT_MS,
    providerOptions: upstream.classifierProviderOptions,
    abortSignal: question.signal,
    now: dependencies.clock,
  });
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
  if (decision.verdict === 'OFF_TOPIC') {
    return localAnswer({ ...question, text: dependencies.profile.assistant.offTopic[locale], reason: 'off_topic', classified: true });
  }
  // What the phrase filters missed and the classifier saw: the same local refusal, nothing reaches the answer model.
  if (decision.verdict === 'MANIPULATION') {
    return localAnswer({ ...question, text: getDictionary({ locale }).filterReplies.instruction_override, reason: 'manipulation', classified: true });
  }
  return null;
}
