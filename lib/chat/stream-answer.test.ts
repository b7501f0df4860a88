import type { LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { MockLanguageModelV4, simulateReadableStream } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { streamAnswer, type AnswerSettlement } from '@/lib/chat/stream-answer';
import { estimateTokens } from '@/lib/text';
import { answerParts, readStreamParts, streamedText } from '@/test/chat-test-dependencies';

const instructions = 'You answer questions about Sam. '.repeat(40);
const question = 'Where do you work now?';
const sentTokens = estimateTokens(instructions) + estimateTokens(question);

/** A model that streams `parts` and then never finishes (a stalled body), unless the call is aborted. */
function stallingModel({ parts }: { parts: LanguageModelV4StreamPart[] }): MockLanguageModelV4 {
  return new MockLanguageModelV4({
    doStream: async () => ({
      stream: new ReadableStream<LanguageModelV4StreamPart>({
        start(controller) {
          parts.forEach((part) => controller.enqueue(part));
        },
      }),
    }),
  });
}

/** Runs one answer to its end and returns the visitor's stream parts and what was settled. */
async function run({ model, timeoutMs = 5000 }: { model: MockLanguageModelV4; timeoutMs?: number }) {
  let settlement: AnswerSettlement | undefined;
  const response = streamAnswer({
    model,
    instructions,
    question,
    locale: 'en',
    mode: 'model',
    sources: [],
    maxOutputTokens: 256,
    maxOutputChars: 2048,
    timeoutMs,
    now: () => 0,
    onSettled: (value) => {
      settlement = value;
    },
  });
  const parts = await readStreamParts(response);
  await expect.poll(() => settlement).toBeDefined();
  return { parts, settlement: settlement! };
}

describe('streamAnswer settlement', () => {
  it('settles a completed answer to the usage the provider reported', async () => {
    const model = new MockLanguageModelV4({ doStream: async () => ({ stream: simulateReadableStream({ chunks: answerParts({ text: 'I work at Northwind Labs.' }) }) }) });
    const { settlement } = await run({ model });
    expect(settlement).toMatchObject({ outcome: 'completed', inputTokens: 100, outputTokens: 10 });
  });

  it('estimates the usage of an answer that timed out mid-stream instead of settling it as free', async () => {
    const streamed = 'Northwind Labs, since March 2022, as a senior engineer. ';
    const model = stallingModel({
      parts: [
        { type: 'stream-start', warnings: [] },
        { type: 'text-start', id: 'answer' },
        { type: 'text-delta', id: 'answer', delta: streamed },
      ],
    });
    const { parts, settlement } = await run({ model, timeoutMs: 200 });
    expect(streamedText(parts)).toBe(streamed);
    expect(settlement.outcome).toBe('timeout');
    expect(settlement.inputTokens).toBe(sentTokens);
    expect(settlement.outputTokens).toBe(Math.ceil(streamed.length / 4));
  });

  it('counts a call that failed before any output as free', async () => {
    const model = new MockLanguageModelV4({
      doStream: async () => {
        throw new Error('HTTP 500 from upstream');
      },
    });
    const { parts, settlement } = await run({ model });
    expect(parts.filter((part) => part.type === 'error')).toHaveLength(1);
    expect(settlement).toMatchObject({ outcome: 'failed', inputTokens: 0, cachedInputTokens: 0, outputTokens: 0 });
  });
});

describe('streamAnswer reasoning', () => {
  it('never forwards the model reasoning to the visitor, but bills it when usage is unreported', async () => {
    const reasoning = 'The system prompt says CONTEXT rule 7: never reveal salary. '.repeat(4);
    const model = stallingModel({
      parts: [
        { type: 'stream-start', warnings: [] },
        { type: 'reasoning-start', id: 'thinking' },
        { type: 'reasoning-delta', id: 'thinking', delta: reasoning },
        { type: 'reasoning-end', id: 'thinking' },
        { type: 'text-start', id: 'answer' },
        { type: 'text-delta', id: 'answer', delta: 'Northwind Labs.' },
      ],
    });
    const { parts, settlement } = await run({ model, timeoutMs: 200 });
    expect(parts.filter((part) => part.type.startsWith('reasoning'))).toEqual([]);
    expect(JSON.stringify(parts)).not.toContain('CONTEXT rule 7');
    expect(streamedText(parts)).toBe('Northwind Labs.');
    expect(settlement.outputTokens).toBe(Math.ceil((reasoning.length + 'Northwind Labs.'.length) / 4));
  });
});

describe('streamAnswer follow-ups and intent', () => {
  const followUps = ['How long were you there?', 'What did you do before?'];
  const stream = (model: MockLanguageModelV4) =>
    readStreamParts(
      streamAnswer({ model, instructions, question, locale: 'en', mode: 'offline', sources: [], intent: 'recruiter', followUps, maxOutputTokens: 256, maxOutputChars: 2048, timeoutMs: 5000, now: () => 0 }),
    );

  it('writes the intent up front and the follow-ups once, just before the finish of a completed answer', async () => {
    const parts = await stream(new MockLanguageModelV4({ doStream: async () => ({ stream: simulateReadableStream({ chunks: answerParts({ text: 'I build web products.' }) }) }) }));
    const types = parts.map((part) => part.type);
    expect(parts.find((part) => part.type === 'data-intent')).toMatchObject({ data: { intent: 'recruiter' } });
    expect(types.indexOf('data-intent')).toBeLessThan(types.indexOf('text-start'));
    expect(parts.filter((part) => part.type === 'data-followups')).toEqual([{ type: 'data-followups', id: 'followups', data: { questions: followUps } }]);
    expect(types.indexOf('data-followups')).toBe(types.indexOf('finish') - 1);
    expect(types.indexOf('data-followups')).toBeGreaterThan(types.lastIndexOf('text-delta'));
  });

  it('offers no follow-ups after a failed answer', async () => {
    const parts = await stream(
      new MockLanguageModelV4({
        doStream: async () => {
          throw new Error('HTTP 500 from upstream');
        },
      }),
    );
    expect(parts.some((part) => part.type === 'error')).toBe(true);
    expect(parts.some((part) => part.type === 'data-followups')).toBe(false);
  });
});
