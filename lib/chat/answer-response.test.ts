import { createUIMessageStreamResponse, type UIMessage, type UIMessageChunk } from 'ai';
import { describe, expect, it } from 'vitest';
import { createAnswerResponse, TEXT_SEND_INTERVAL_MS } from '@/lib/chat/answer-response';

/** The UI message chunks of an event-stream body, checking its framing on the way. */
async function readParts(response: Response): Promise<UIMessageChunk[]> {
  const text = await response.text();
  const events = text.split('\n\n');
  expect(events.pop()).toBe('');
  expect(events.pop()).toBe('data: [DONE]');
  return events.map((event) => {
    expect(event.startsWith('data: ')).toBe(true);
    return JSON.parse(event.slice('data: '.length)) as UIMessageChunk;
  });
}

const quiet = { onError: () => 'failed', onCancel: () => undefined, headers: {} };

describe('createAnswerResponse', () => {
  it('relays the written parts in order, gives the start part a message id, and closes when execute ends', async () => {
    const response = createAnswerResponse<UIMessage>({
      ...quiet,
      execute: async ({ writer }) => {
        writer.write({ type: 'start' });
        await Promise.resolve();
        writer.write({ type: 'text-start', id: 't' });
        writer.write({ type: 'text-delta', id: 't', delta: 'Hello' });
        writer.write({ type: 'text-end', id: 't' });
      },
      generateId: () => 'message-1',
    });
    expect(await readParts(response)).toEqual([
      { type: 'start', messageId: 'message-1' },
      { type: 'text-start', id: 't' },
      { type: 'text-delta', id: 't', delta: 'Hello' },
      { type: 'text-end', id: 't' },
    ]);
  });

  it('sends the same bytes and protocol headers as the SDK response for the same parts, with the caller’s headers on top', async () => {
    const parts: UIMessageChunk[] = [
      { type: 'start', messageId: 'm' },
      { type: 'data-mode', id: 'mode', data: { mode: 'model' } },
      { type: 'text-start', id: 't' },
      { type: 'text-delta', id: 't', delta: 'Grüße, “quoted” \n and </script>' },
      { type: 'text-end', id: 't' },
      { type: 'finish', finishReason: 'stop' },
    ];
    const headers = { 'Cache-Control': 'no-store, no-transform' };
    const ours = createAnswerResponse<UIMessage>({ ...quiet, headers, execute: async ({ writer }) => parts.forEach((part) => writer.write(part)) });
    const sdk = createUIMessageStreamResponse({
      headers,
      stream: new ReadableStream({
        start(controller) {
          parts.forEach((part) => controller.enqueue(part));
          controller.close();
        },
      }),
    });
    expect(await ours.text()).toBe(await sdk.text());
    expect(Object.fromEntries(ours.headers)).toEqual(Object.fromEntries(sdk.headers));
    expect(ours.headers.get('cache-control')).toBe('no-store, no-transform');
  });

  it('keeps a message id the start part already has', async () => {
    const response = createAnswerResponse<UIMessage>({ ...quiet, execute: async ({ writer }) => writer.write({ type: 'start', messageId: 'given' }), generateId: () => 'generated' });
    expect(await readParts(response)).toEqual([{ type: 'start', messageId: 'given' }]);
  });

  it('ends a failed execute with an error part carrying only the onError text', async () => {
    const response = createAnswerResponse<UIMessage>({
      ...quiet,
      execute: async ({ writer }) => {
        writer.write({ type: 'text-start', id: 't' });
        throw new Error('upstream said 500 with a secret body');
      },
      onError: () => 'The answer was interrupted.',
    });
    expect(await readParts(response)).toEqual([{ type: 'text-start', id: 't' }, { type: 'error', errorText: 'The answer was interrupted.' }]);
  });

  it('merges text written within the send interval and sends what it held before the next part and at the end', async () => {
    let clock = 0;
    const response = createAnswerResponse<UIMessage>({
      ...quiet,
      now: () => clock,
      execute: async ({ writer }) => {
        writer.write({ type: 'text-start', id: 't' });
        writer.write({ type: 'text-delta', id: 't', delta: 'One' });
        clock += TEXT_SEND_INTERVAL_MS / 4;
        writer.write({ type: 'text-delta', id: 't', delta: ' two' });
        writer.write({ type: 'text-delta', id: 't', delta: ' three' });
        writer.write({ type: 'text-end', id: 't' });
        writer.write({ type: 'text-start', id: 'u' });
        writer.write({ type: 'text-delta', id: 'u', delta: 'Four' });
        writer.write({ type: 'text-delta', id: 'u', delta: ' five' });
      },
    });
    expect(await readParts(response)).toEqual([
      { type: 'text-start', id: 't' },
      { type: 'text-delta', id: 't', delta: 'One' },
      { type: 'text-delta', id: 't', delta: ' two three' },
      { type: 'text-end', id: 't' },
      { type: 'text-start', id: 'u' },
      { type: 'text-delta', id: 'u', delta: 'Four five' },
    ]);
  });

  it('tells the answer when the visitor cancels, and drops what is written afterwards', async () => {
    const cancelled: unknown[] = [];
    let writeLater: (() => void) | undefined;
    const finished = new Promise<void>((resolve) => {
      writeLater = resolve;
    });
    let executeEnded = false;
    const response = createAnswerResponse<UIMessage>({
      ...quiet,
      execute: async ({ writer }) => {
        writer.write({ type: 'text-start', id: 't' });
        await finished;
        writer.write({ type: 'text-delta', id: 't', delta: 'nobody reads this' });
        executeEnded = true;
      },
      onCancel: (reason) => cancelled.push(reason),
    });
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('data: {"type":"text-start","id":"t"}\n\n');
    await reader.cancel('visitor left');
    expect(cancelled).toEqual(['visitor left']);
    writeLater?.();
    await expect.poll(() => executeEnded).toBe(true);
  });
});
