import { createUIMessageStream, createUIMessageStreamResponse, streamText, type LanguageModel } from 'ai';
import { STREAM_FAILURE_MESSAGE } from '@/lib/chat/chat-error';
import type { AnswerMode, AnswerSource, ChatUIMessage } from '@/lib/chat/chat-ui-message';
import { linkSignals } from '@/lib/chat/link-signals';
import type { Locale } from '@/lib/i18n/locales';

/** How an answer stream ended; decides what is settled in the ledger and logged. */
export type AnswerOutcome = 'completed' | 'failed' | 'timeout' | 'too_large' | 'client_aborted';

export interface AnswerSettlement {
  outcome: AnswerOutcome;
  inputTokens: number;
  cachedInputTokens: number;
  outputTokens: number;
  /** Milliseconds from the call to the first text from the model; null when none arrived. */
  firstTextMs: number | null;
  outputChars: number;
}

/**
 * Streams one answer as the AI SDK UI message stream: mode and sources first, then the model's text.
 * One upstream attempt; `timeoutMs` bounds the whole answer (a stalled body included) and `maxOutputChars`
 * cuts a runaway answer. Failures become the stream's error part with a localized, opaque message.
 */
export function streamAnswer(options: {
  model: LanguageModel;
  instructions: string;
  question: string;
  locale: Locale;
  mode: AnswerMode;
  sources: AnswerSource[];
  maxOutputTokens: number;
  maxOutputChars: number;
  timeoutMs: number;
  clientSignal?: AbortSignal;
  providerOptions?: Record<string, Record<string, string>>;
  now: () => number;
  onSettled?: (settlement: AnswerSettlement) => void;
}): Response {
  const { model, instructions, question, locale, mode, sources, maxOutputTokens, maxOutputChars, timeoutMs, now } = options;
  const failure = STREAM_FAILURE_MESSAGE[locale];
  // The server cancels the response body when the visitor goes away. `request.signal` alone is not enough:
  // undici follows it through a weak reference, so under memory pressure its abort can be lost.
  const bodyCancelled = new AbortController();
  const visitorGone = linkSignals({ signals: [options.clientSignal, bodyCancelled.signal] });
  const clientSignal = visitorGone.signal;
  const stream = createUIMessageStream<ChatUIMessage>({
    execute: async ({ writer }) => {
      // The start part goes first so the client attaches the data parts to this answer's message.
      writer.write({ type: 'start' });
      writer.write({ type: 'data-mode', data: { mode } });
      writer.write({ type: 'data-sources', data: { sources } });

      const started = now();
      const timeout = AbortSignal.timeout(timeoutMs);
      const ceiling = new AbortController();
      const linked = linkSignals({ signals: [timeout, ceiling.signal, clientSignal] });
      let failed = false;
      let usage = { inputTokens: 0, cachedInputTokens: 0, outputTokens: 0 };
      const result = streamText({
        model,
        instructions,
        prompt: question,
        maxOutputTokens,
        maxRetries: 0,
        abortSignal: linked.signal,
        providerOptions: options.providerOptions,
        onError: () => {
          failed = true;
        },
        onEnd: (event) => {
          usage = {
            inputTokens: event.totalUsage.inputTokens ?? 0,
            cachedInputTokens: event.totalUsage.inputTokenDetails?.cacheReadTokens ?? 0,
            outputTokens: event.totalUsage.outputTokens ?? 0,
          };
        },
      });

      let outputChars = 0;
      let firstTextMs: number | null = null;
      let outcome: AnswerOutcome = 'completed';
      const reader = result.toUIMessageStream<ChatUIMessage>({ sendStart: false, onError: () => failure }).getReader();
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          if (value.type === 'text-delta') {
            firstTextMs ??= now() - started;
            outputChars += value.delta.length;
            if (outputChars > maxOutputChars) {
              outcome = 'too_large';
              ceiling.abort();
              writer.write({ type: 'error', errorText: failure });
              break;
            }
          }
          if (value.type === 'abort') {
            outcome = clientSignal?.aborted ? 'client_aborted' : 'timeout';
            // A timeout is a failure the visitor must see; a client abort has nobody left to tell.
            if (outcome === 'timeout') writer.write({ type: 'error', errorText: failure });
            continue;
          }
          if (value.type === 'error') outcome = 'failed';
          writer.write(value);
        }
      } catch {
        // A connection reset mid-body surfaces as a thrown read, not as an error part.
        outcome = clientSignal?.aborted ? 'client_aborted' : timeout.aborted ? 'timeout' : 'failed';
        if (outcome !== 'client_aborted') writer.write({ type: 'error', errorText: failure });
      } finally {
        reader.releaseLock();
        linked.dispose();
        visitorGone.dispose();
        if (outcome === 'completed' && failed) outcome = 'failed';
        options.onSettled?.({ outcome, ...usage, firstTextMs, outputChars });
      }
    },
    // Never forward upstream detail (status, body, stack) to the visitor.
    onError: () => failure,
  });
  return createUIMessageStreamResponse({ stream: cancellable({ stream, controller: bodyCancelled }), headers: { 'Cache-Control': 'no-store' } });
}

/** Passes a stream through unchanged, aborting `controller` when the consumer cancels it. */
function cancellable<T>({ stream, controller }: { stream: ReadableStream<T>; controller: AbortController }): ReadableStream<T> {
  const reader = stream.getReader();
  return new ReadableStream<T>({
    async pull(output) {
      const { done, value } = await reader.read();
      if (done) output.close();
      else output.enqueue(value);
    },
    cancel(reason) {
      controller.abort(reason);
      return reader.cancel(reason);
    },
  });
}
