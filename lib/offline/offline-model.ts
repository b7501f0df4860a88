import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4FinishReason,
  LanguageModelV4Prompt,
  LanguageModelV4StreamPart,
  LanguageModelV4Usage,
} from '@ai-sdk/provider';
import { estimateTokens } from '@/lib/text';

const TEXT_ID = 'offline-text';
const WORDS_PER_DELTA = 3;
const FINISH_REASON: LanguageModelV4FinishReason = { unified: 'stop', raw: 'stop' };

function textOfMessage(message: LanguageModelV4Prompt[number]): string {
  if (message.role === 'system') return message.content;
  return message.content
    .map((part) => (part.type === 'text' ? part.text : ''))
    .filter((text) => text.length > 0)
    .join('\n');
}

/** The offline engine answers only the visitor's current question, never earlier turns. */
function lastUserQuestion(prompt: LanguageModelV4Prompt): string {
  const lastUser = prompt.findLast((message) => message.role === 'user');
  return lastUser ? textOfMessage(lastUser) : '';
}

function estimateUsage({ prompt, answer }: { prompt: LanguageModelV4Prompt; answer: string }): LanguageModelV4Usage {
  const inputTokens = estimateTokens(prompt.map(textOfMessage).join('\n'));
  const outputTokens = estimateTokens(answer);
  return {
    inputTokens: { total: inputTokens, noCache: inputTokens, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: outputTokens, text: outputTokens, reasoning: 0 },
  };
}

/** Splits text into small word groups, keeping every character so the deltas join back to the text. */
function splitIntoDeltas(text: string): string[] {
  const words = text.match(/\S+\s*/g) ?? [];
  const leading = text.match(/^\s*/)?.[0] ?? '';
  const deltas: string[] = [];
  for (let index = 0; index < words.length; index += WORDS_PER_DELTA) {
    deltas.push(words.slice(index, index + WORDS_PER_DELTA).join(''));
  }
  if (leading.length > 0) deltas.unshift(leading);
  return deltas;
}

function streamParts({ answer, usage }: { answer: string; usage: LanguageModelV4Usage }): LanguageModelV4StreamPart[] {
  return [
    { type: 'stream-start', warnings: [] },
    { type: 'text-start', id: TEXT_ID },
    ...splitIntoDeltas(answer).map((delta): LanguageModelV4StreamPart => ({ type: 'text-delta', id: TEXT_ID, delta })),
    { type: 'text-end', id: TEXT_ID },
    { type: 'finish', usage, finishReason: FINISH_REASON },
  ];
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/** Emits parts one per read, so a slow reader gets back-pressure and an abort drops the rest at once. */
function toReadableStream({ parts, abortSignal }: { parts: LanguageModelV4StreamPart[]; abortSignal?: AbortSignal }): ReadableStream<LanguageModelV4StreamPart> {
  let next = 0;
  let stopListening = () => {};
  return new ReadableStream<LanguageModelV4StreamPart>(
    {
      start(controller) {
        if (!abortSignal) return;
        const onAbort = () => controller.error(abortError(abortSignal));
        abortSignal.addEventListener('abort', onAbort, { once: true });
        stopListening = () => abortSignal.removeEventListener('abort', onAbort);
      },
      pull(controller) {
        const part = parts[next];
        next += 1;
        if (part !== undefined) {
          controller.enqueue(part);
          return;
        }
        stopListening();
        controller.close();
      },
      cancel() {
        stopListening();
      },
    },
    { highWaterMark: 0 },
  );
}

/** What a server-composed answer is: its text and the usage to report for it. */
export interface ComposedAnswer {
  answer: string;
  usage: LanguageModelV4Usage;
}

/**
 * An AI SDK model whose answer the server composes (the offline engine, the closed catalog), streamed in
 * small word groups exactly like a provider's, so it runs through the same `streamText` path.
 */
export function createComposedModel({ provider, modelId, compose }: {
  provider: string;
  modelId: string;
  compose: (options: LanguageModelV4CallOptions) => ComposedAnswer | Promise<ComposedAnswer>;
}): LanguageModelV4 {
  async function answerFor(options: LanguageModelV4CallOptions): Promise<ComposedAnswer> {
    if (options.abortSignal?.aborted) throw abortError(options.abortSignal);
    return compose(options);
  }

  return {
    specificationVersion: 'v4',
    provider,
    modelId,
    supportedUrls: {},
    async doGenerate(options) {
      const { answer, usage } = await answerFor(options);
      return { content: [{ type: 'text', text: answer }], finishReason: FINISH_REASON, usage, warnings: [] };
    },
    async doStream(options) {
      const { answer, usage } = await answerFor(options);
      return { stream: toReadableStream({ parts: streamParts({ answer, usage }), abortSignal: options.abortSignal }) };
    },
  };
}

/** An AI SDK model that answers from the profile without any network call (the offline engine). */
export function createOfflineModel({ compose }: { compose: (question: string) => string }): LanguageModelV4 {
  return createComposedModel({
    provider: 'offline',
    modelId: 'offline-profile-engine',
    compose: (options) => {
      const answer = compose(lastUserQuestion(options.prompt));
      return { answer, usage: estimateUsage({ prompt: options.prompt, answer }) };
    },
  });
}
