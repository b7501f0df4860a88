import 'server-only';
import { generateText, type LanguageModel } from 'ai';
import { linkSignals } from '@/lib/platform';
import { parseClassifierVerdict, type ClassifierVerdict } from '@/lib/prompt';

/** Why the classifier let a question through without a verdict; shown in debug metrics only. */
export type FailOpenReason = 'timeout' | 'error' | 'unparseable' | 'aborted';

export type TopicDecision =
  | { verdict: ClassifierVerdict; durationMs: number; inputTokens: number; outputTokens: number }
  | { verdict: null; failOpen: FailOpenReason; durationMs: number; inputTokens: number; outputTokens: number };

/** Cap on the classifier's output: a verdict word plus a low-effort reasoning budget. */
export const CLASSIFIER_MAX_OUTPUT_TOKENS = 64;

/** Asks the small model whether a question is on topic; any error, timeout or odd output fails open. */
export async function classifyTopic(options: {
  model: LanguageModel;
  instructions: string;
  question: string;
  timeoutMs: number;
  providerOptions: Record<string, Record<string, string>>;
  abortSignal?: AbortSignal;
  now: () => number;
}): Promise<TopicDecision> {
  const { model, instructions, question, timeoutMs, providerOptions, abortSignal, now } = options;
  const started = now();
  const timeout = AbortSignal.timeout(timeoutMs);
  const linked = linkSignals({ signals: [abortSignal, timeout] });
  try {
    const result = await generateText({
      model,
      instructions,
      prompt: question,
      temperature: 0,
      maxOutputTokens: CLASSIFIER_MAX_OUTPUT_TOKENS,
      maxRetries: 0,
      abortSignal: linked.signal,
      providerOptions,
    });
    const usage = { inputTokens: result.usage.inputTokens ?? 0, outputTokens: result.usage.outputTokens ?? 0 };
    const verdict = parseClassifierVerdict({ output: result.text });
    const durationMs = now() - started;
    return verdict ? { verdict, durationMs, ...usage } : { verdict: null, failOpen: 'unparseable', durationMs, ...usage };
  } catch {
    const failOpen: FailOpenReason = timeout.aborted ? 'timeout' : abortSignal?.aborted ? 'aborted' : 'error';
    return { verdict: null, failOpen, durationMs: now() - started, inputTokens: 0, outputTokens: 0 };
  } finally {
    linked.dispose();
  }
}
