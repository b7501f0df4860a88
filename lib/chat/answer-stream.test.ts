import type { UIMessage, UIMessageChunk } from 'ai';
import { describe, expect, it } from 'vitest';
import { createAnswerStream } from '@/lib/chat/answer-stream';

async function readAll(stream: ReadableStream<UIMessageChunk>): Promise<UIMessageChunk[]> {
  const parts: UIMessageChunk[] = [];
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) parts.push(read.value);
  return parts;
}

describe('createAnswerStream', () => {
  it('relays the written parts in order, gives the start part a message id, and closes when execute ends', async () => {
    const stream = createAnswerStream<UIMessage>({
      execute: async ({ writer }) => {
        writer.write({ type: 'start' });
        await Promise.resolve();
        writer.write({ type: 'text-start', id: 't' });
        writer.write({ type: 'text-delta', id: 't', delta: 'Hello' });
        writer.write({ type: 'text-end', id: 't' });
      },
      onError: () => 'failed',
      onCancel: () => undefined,
      generateId: () => 'message-1',
    });
    expect(await readAll(stream)).toEqual([
      { type: 'start', messageId: 'message-1' },
      { type: 'text-start', id: 't' },
      { type: 'text-delta', id: 't', delta: 'Hello' },
      { type: 'text-end', id: 't' },
    ]);
  });

  it('keeps a message id the start part already has', async () => {
    const stream = createAnswerStream<UIMessage>({
      execute: async ({ writer }) => writer.write({ type: 'start', messageId: 'given' }),
      onError: () => 'failed',
      onCancel: () => undefined,
      generateId: () => 'generated',
    });
    expect(await readAll(stream)).toEqual([{ type: 'start', messageId: 'given' }]);
  });

  it('ends a failed execute with an error part carrying only the onError text', async () => {
    const stream = createAnswerStream<UIMessage>({
      execute: async ({ writer }) => {
        writer.write({ type: 'text-start', id: 't' });
        throw new Error('upstream said 500 with a secret body');
      },
      onError: () => 'The answer was interrupted.',
      onCancel: () => undefined,
    });
    expect(await readAll(stream)).toEqual([{ type: 'text-start', id: 't' }, { type: 'error', errorText: 'The answer was interrupted.' }]);
  });

  it('tells the answer when the visitor cancels, and drops what is written afterwards', async () => {
    const cancelled: unknown[] = [];
    let writeLater: (() => void) | undefined;
    const finished = new Promise<void>((resolve) => {
      writeLater = resolve;
    });
    let executeEnded = false;
    const stream = createAnswerStream<UIMessage>({
      execute: async ({ writer }) => {
        writer.write({ type: 'text-start', id: 't' });
        await finished;
        writer.write({ type: 'text-delta', id: 't', delta: 'nobody reads this' });
        executeEnded = true;
      },
      onError: () => 'failed',
      onCancel: (reason) => cancelled.push(reason),
    });
    const reader = stream.getReader();
    expect(await reader.read()).toEqual({ done: false, value: { type: 'text-start', id: 't' } });
    await reader.cancel('visitor left');
    expect(cancelled).toEqual(['visitor left']);
    writeLater?.();
    await expect.poll(() => executeEnded).toBe(true);
  });
});
