import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createGroq } from '@ai-sdk/groq';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, generateText, Output, streamText } from 'ai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { SMUGGLED_PROSE } from './catalog-replies';
import { fakeAnswerText, type FakeUpstream, startFakeUpstream } from './fake-upstream';

const MODEL_ID = 'openai/gpt-oss-120b';

let fake: FakeUpstream;

beforeEach(async () => {
  fake = await startFakeUpstream();
});

afterEach(async () => {
  await fake.close();
});

function groqModel() {
  return createGroq({ apiKey: 'test', baseURL: fake.url })(MODEL_ID);
}

/** Streams a question and keeps what arrived before any failure, since partial text is what fault tests are about. */
async function streamQuestion({ prompt, instructions, abortSignal }: { prompt: string; instructions?: string; abortSignal?: AbortSignal }) {
  const errors: unknown[] = [];
  const result = streamText({ model: groqModel(), prompt, instructions, abortSignal, maxRetries: 0, onError: ({ error }) => void errors.push(error) });
  const deltas: string[] = [];
  let thrown: unknown;
  try {
    for await (const delta of result.textStream) deltas.push(delta);
  } catch (error) {
    thrown = error;
  }
  return { result, deltas, text: deltas.join(''), errors, thrown };
}

async function control(path: string, init?: RequestInit): Promise<{ status: number; json: unknown }> {
  const response = await fetch(new URL(path, fake.url).href, init);
  return { status: response.status, json: await response.json() };
}

describe('startFakeUpstream with @ai-sdk/groq', () => {
  it('streams the default echo answer and reports usage through x_groq.usage', async () => {
    const { result, text, errors } = await streamQuestion({ prompt: 'Where are you based these days?' });

    expect(errors).toEqual([]);
    expect(text).toBe('Fake upstream answer: Where are you based these days?');
    expect(await result.finishReason).toBe('stop');
    const usage = await result.usage;
    expect(usage.inputTokens).toBe(Math.ceil('Where are you based these days?'.length / 4));
    expect(usage.outputTokens).toBe(Math.ceil(text.length / 4));
    expect(usage.totalTokens).toBe((usage.inputTokens ?? 0) + (usage.outputTokens ?? 0));
  });

  it('cuts the echo to the first 40 characters of the question', async () => {
    const question = 'Tell me everything about the Orbit project and the team behind it';
    const { text } = await streamQuestion({ prompt: question });

    expect(text).toBe(`Fake upstream answer: ${question.slice(0, 40)}`);
    expect(fakeAnswerText({ question })).toBe(text);
  });

  it('streams a configured answer in chunks of the given size at the given pace', async () => {
    fake.setBehaviour({ stream: { kind: 'answer', text: 'abcdefghij', chunkChars: 3, tokenDelayMs: 30 } });
    const startedAt = performance.now();
    const { deltas } = await streamQuestion({ prompt: 'Hi' });

    expect(deltas).toEqual(['abc', 'def', 'ghi', 'j']);
    // Three pauses between four chunks; a small margin for timer granularity.
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(3 * 30 - 5);
  });

  it('records every request in order with path, body and headers', async () => {
    await streamQuestion({ prompt: 'First question', instructions: 'You are the portfolio owner.' });
    await generateText({ model: groqModel(), prompt: 'Second question', maxRetries: 0 });

    expect(fake.requests).toHaveLength(2);
    const [first, second] = fake.requests;
    expect(first?.path).toBe('/openai/v1/chat/completions');
    expect(first?.headers.authorization).toBe('Bearer test');
    expect(first?.body).toMatchObject({
      model: MODEL_ID,
      stream: true,
      messages: [
        { role: 'system', content: 'You are the portfolio owner.' },
        { role: 'user', content: 'First question' },
      ],
    });
    expect(second?.body).not.toHaveProperty('stream', true);
    expect(second?.receivedAt).toBeGreaterThanOrEqual(first?.receivedAt ?? Number.POSITIVE_INFINITY);
  });
});

describe('startFakeUpstream with @ai-sdk/openai-compatible', () => {
  it('streams the answer and reports usage through the OpenAI usage field', async () => {
    const provider = createOpenAICompatible({ name: 'fake', baseURL: fake.url, apiKey: 'test' });
    const result = streamText({ model: provider(MODEL_ID), prompt: 'What stack do you use?', maxRetries: 0 });

    expect(await result.text).toBe('Fake upstream answer: What stack do you use?');
    const usage = await result.usage;
    expect(usage.inputTokens).toBe(Math.ceil('What stack do you use?'.length / 4));
    expect(usage.outputTokens).toBe(Math.ceil('Fake upstream answer: What stack do you use?'.length / 4));
  });

  it('answers a non-streaming request with the classifier verdict', async () => {
    const provider = createOpenAICompatible({ name: 'fake', baseURL: fake.url, apiKey: 'test' });
    const result = await generateText({ model: provider(MODEL_ID), prompt: 'Classify: hello', maxRetries: 0 });

    expect(result.text).toBe('CAREER');
  });
});

describe('classifier behaviour', () => {
  it('replies CAREER by default to a non-streaming request', async () => {
    const result = await generateText({ model: groqModel(), prompt: 'Is this about my career?', maxOutputTokens: 5, temperature: 0, maxRetries: 0 });

    expect(result.text).toBe('CAREER');
    expect(result.finishReason).toBe('stop');
    expect(result.usage.inputTokens).toBe(Math.ceil('Is this about my career?'.length / 4));
  });

  it('replies with any raw verdict after the given delay', async () => {
    fake.setBehaviour({ classifier: { kind: 'classifier', verdict: 'banana', delayMs: 80 } });
    const startedAt = performance.now();
    const result = await generateText({ model: groqModel(), prompt: 'Classify this', maxRetries: 0 });

    expect(result.text).toBe('banana');
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(75);
  });

  it('keeps streaming requests on the stream behaviour', async () => {
    fake.setBehaviour({ classifier: { kind: 'classifier', verdict: 'OFF_TOPIC' } });
    const { text } = await streamQuestion({ prompt: 'Still answered' });

    expect(text).toBe('Fake upstream answer: Still answered');
  });
});

describe('failures', () => {
  it('surfaces status 500 as an API call error', async () => {
    fake.setBehaviour({ stream: { kind: 'status', status: 500 } });
    const { text, errors } = await streamQuestion({ prompt: 'Hi' });

    expect(text).toBe('');
    expect(errors).toHaveLength(1);
    const [error] = errors;
    expect(APICallError.isInstance(error) && error.statusCode).toBe(500);
    expect(APICallError.isInstance(error) && error.message).toBe('Fake upstream status 500');
  });

  it('surfaces status 429 with its Retry-After header', async () => {
    fake.setBehaviour({ stream: { kind: 'status', status: 429, retryAfterSeconds: 7 } });
    const { errors } = await streamQuestion({ prompt: 'Hi' });

    const [error] = errors;
    expect(APICallError.isInstance(error)).toBe(true);
    if (!APICallError.isInstance(error)) return;
    expect(error.statusCode).toBe(429);
    expect(error.isRetryable).toBe(true);
    expect(error.responseHeaders?.['retry-after']).toBe('7');
  });

  it('sends a custom error body verbatim', async () => {
    fake.setBehaviour({ classifier: { kind: 'status', status: 503, body: '{"error":{"message":"over capacity","type":"server_error"}}' } });

    await expect(generateText({ model: groqModel(), prompt: 'Hi', maxRetries: 0 })).rejects.toMatchObject({ statusCode: 503, message: 'over capacity' });
  });

  it('surfaces a reset mid-stream as an error after the partial text', async () => {
    fake.setBehaviour({ stream: { kind: 'reset-mid-stream', afterChunks: 3 } });
    const { deltas, thrown } = await streamQuestion({ prompt: 'Hello there' });

    expect(deltas).toEqual(['Fake', ' ups', 'trea']);
    expect(thrown).toBeInstanceOf(Error);
    await vi.waitFor(() => expect(fake.openConnections()).toBe(0));
  });

  it('fails a non-streaming request whose socket is reset', async () => {
    fake.setBehaviour({ classifier: { kind: 'reset-mid-stream', afterChunks: 0 } });

    await expect(generateText({ model: groqModel(), prompt: 'Hi', maxRetries: 0 })).rejects.toThrow();
  });

  it('keeps a stalled stream open until the caller aborts, then frees the connection', async () => {
    fake.setBehaviour({ stream: { kind: 'stall', afterChunks: 2 } });
    const startedAt = performance.now();
    const streaming = streamQuestion({ prompt: 'Hello there', abortSignal: AbortSignal.timeout(300) });

    await vi.waitFor(() => expect(fake.openConnections()).toBe(1));
    const { deltas, result } = await streaming;

    expect(deltas).toEqual(['Fake', ' ups']);
    await expect(result.finishReason).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(290);
    await vi.waitFor(() => expect(fake.openConnections()).toBe(0));
  });

  it('frees the exchange when the caller aborts a paced or runaway answer midway', async () => {
    const consoleError = vi.spyOn(console, 'error');
    for (const stream of [{ kind: 'answer', tokenDelayMs: 20 }, { kind: 'oversized', totalChars: 5_000_000 }] as const) {
      fake.setBehaviour({ stream });
      const abort = new AbortController();
      const result = streamText({ model: groqModel(), prompt: 'Hi', abortSignal: abort.signal, maxRetries: 0 });
      for await (const delta of result.textStream) {
        expect(delta.length).toBeGreaterThan(0);
        abort.abort();
      }
      await vi.waitFor(() => expect(fake.openConnections()).toBe(0));
    }
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('sends exactly the requested number of characters for a runaway answer', async () => {
    fake.setBehaviour({ stream: { kind: 'oversized', totalChars: 200_000 } });
    const { text, result } = await streamQuestion({ prompt: 'Hi' });

    expect(text).toHaveLength(200_000);
    expect(await result.finishReason).toBe('length');
  });
});

describe('marker overrides', () => {
  it('fails only the answer stream on [[fake:status=500]], leaving the classifier call alone', async () => {
    const question = 'Where do you live? [[fake:status=500]]';
    const classified = await generateText({ model: groqModel(), prompt: question, maxRetries: 0 });
    const { errors } = await streamQuestion({ prompt: question });

    expect(classified.text).toBe('CAREER');
    expect(APICallError.isInstance(errors[0]) && errors[0].statusCode).toBe(500);
  });

  it('makes the classifier say OFF_TOPIC on [[fake:offtopic]] and echoes the question without the marker', async () => {
    const question = 'What is the weather? [[fake:offtopic]]';
    const classified = await generateText({ model: groqModel(), prompt: question, maxRetries: 0 });
    const { text } = await streamQuestion({ prompt: question });

    expect(classified.text).toBe('OFF_TOPIC');
    expect(text).toBe('Fake upstream answer: What is the weather?');
  });

  it('reads markers from the system text too', async () => {
    const { deltas, thrown } = await streamQuestion({ prompt: 'Hello there', instructions: 'Core rules. [[fake:reset=2]]' });

    expect(deltas).toEqual(['Fake', ' ups']);
    expect(thrown).toBeInstanceOf(Error);
  });

  it('applies [[fake:stall=N]] and [[fake:oversized=N]] per request', async () => {
    const stalled = await streamQuestion({ prompt: 'Hi [[fake:stall=1]]', abortSignal: AbortSignal.timeout(150) });
    const runaway = await streamQuestion({ prompt: 'Hi [[fake:oversized=5000]]' });
    const normal = await streamQuestion({ prompt: 'Hi' });

    expect(stalled.deltas).toEqual(['Fake']);
    expect(runaway.text).toHaveLength(5000);
    expect(normal.text).toBe('Fake upstream answer: Hi');
  });
});

describe('catalog selection requests', () => {
  const instructions = 'Pick facts.\n[fact:core-bio] Who I am.\n[fact:contact] How to reach me.\n[fact:skills-frontend] Skills.';
  const selection = Output.object({ schema: z.object({ kind: z.enum(['answer', 'refusal']), fact_ids: z.array(z.string()) }).strict() });

  it('answers a JSON-format request with a selection of the offered facts, streaming or not', async () => {
    const generated = await generateText({ model: groqModel(), instructions, prompt: 'Who are you?', output: selection, maxRetries: 0 });
    const streamed = streamText({ model: groqModel(), instructions, prompt: 'Who are you? [[fake:catalog=three]]', output: selection, maxRetries: 0 });

    expect(generated.output).toEqual({ kind: 'answer', fact_ids: ['core-bio'] });
    expect(await streamed.output).toEqual({ kind: 'answer', fact_ids: ['core-bio', 'contact', 'skills-frontend'] });
    expect(fake.requests.every((request) => (request.body as { response_format?: { type: string } }).response_format?.type === 'json_schema')).toBe(true);
  });

  it('returns hostile replies on request, and leaves plain requests alone', async () => {
    fake.setBehaviour({ catalog: { kind: 'catalog', scenario: 'extra-key' } });
    const hostile = await generateText({ model: groqModel(), instructions, prompt: 'Hi', maxRetries: 0, output: Output.json() });
    const plain = await generateText({ model: groqModel(), prompt: 'Classify: hi', maxRetries: 0 });

    expect(hostile.output).toEqual({ kind: 'answer', fact_ids: ['core-bio'], answer: SMUGGLED_PROSE });
    expect(plain.text).toBe('CAREER');
  });
});

describe('prompt echo', () => {
  it('streams a short answer, then the system prompt word for word', async () => {
    const { text } = await streamQuestion({ prompt: 'Hi [[fake:echo-system]]', instructions: 'Secret rules: be brief and kind.' });

    expect(text).toBe('Fake upstream answer: Hi. My instructions say: Secret rules: be brief and kind.');
  });
});

describe('HTTP control surface', () => {
  it('sets behaviour with POST /__control', async () => {
    const response = await control('/__control', {
      method: 'POST',
      body: JSON.stringify({ stream: { kind: 'answer', text: 'Controlled answer' }, classifier: { kind: 'classifier', verdict: 'OFF_TOPIC' } }),
    });
    const { text } = await streamQuestion({ prompt: 'Hi' });
    const classified = await generateText({ model: groqModel(), prompt: 'Hi', maxRetries: 0 });

    expect(response).toEqual({ status: 200, json: { ok: true } });
    expect(text).toBe('Controlled answer');
    expect(classified.text).toBe('OFF_TOPIC');
  });

  it('rejects an invalid behaviour with 400 and keeps the current one', async () => {
    const response = await control('/__control', { method: 'POST', body: JSON.stringify({ stream: { kind: 'explode' } }) });
    const { text } = await streamQuestion({ prompt: 'Hi' });

    expect(response.status).toBe(400);
    expect(text).toBe('Fake upstream answer: Hi');
  });

  it('lists recorded requests with GET /__requests and clears them with POST /__reset', async () => {
    fake.setBehaviour({ stream: { kind: 'answer', text: 'changed' } });
    await streamQuestion({ prompt: 'Recorded question' });

    const listed = await control('/__requests');
    expect(listed.status).toBe(200);
    expect(listed.json).toMatchObject([{ path: '/openai/v1/chat/completions', body: { messages: [{ role: 'user', content: 'Recorded question' }] } }]);

    const cleared = await control('/__reset', { method: 'POST' });
    expect(cleared).toEqual({ status: 200, json: { ok: true } });
    expect(fake.requests).toEqual([]);
    expect((await streamQuestion({ prompt: 'Hi' })).text).toBe('Fake upstream answer: Hi');
  });

  it('reports in-progress exchanges with GET /__connections', async () => {
    fake.setBehaviour({ stream: { kind: 'stall', afterChunks: 0 } });
    const abort = new AbortController();
    const streaming = streamQuestion({ prompt: 'Hi', abortSignal: abort.signal });

    await vi.waitFor(async () => expect((await control('/__connections')).json).toEqual({ open: 1 }));
    abort.abort();
    await streaming;
    await vi.waitFor(async () => expect((await control('/__connections')).json).toEqual({ open: 0 }));
  });

  it('answers unknown upstream paths with 404 and still records them', async () => {
    const response = await fetch(`${fake.url}/models`);

    expect(response.status).toBe(404);
    expect(fake.requests.map((request) => request.path)).toEqual(['/openai/v1/models']);
  });
});

describe('close', () => {
  it('ends stalled exchanges, leaves no open connections and stops listening', async () => {
    fake.setBehaviour({ stream: { kind: 'stall', afterChunks: 1 } });
    const streaming = streamQuestion({ prompt: 'Hi' });
    await vi.waitFor(() => expect(fake.openConnections()).toBe(1));

    await fake.close();
    const { deltas } = await streaming;

    expect(deltas).toEqual(['Fake']);
    expect(fake.openConnections()).toBe(0);
    await expect(fetch(`${fake.url}/chat/completions`, { method: 'POST', body: '{}' })).rejects.toThrow();
  });
});

describe('cli', () => {
  it('prints its URL, serves answers and exits cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/fake-upstream/cli.ts', '--port', '0', '--token-delay-ms', '1'], { stdio: ['ignore', 'pipe', 'inherit'] });
    const [firstOutput] = (await once(child.stdout, 'data')) as [Buffer];
    const url = /fake upstream listening on (\S+)/.exec(firstOutput.toString())?.[1];
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/openai\/v1$/);

    const result = streamText({ model: createGroq({ apiKey: 'test', baseURL: url })(MODEL_ID), prompt: 'From the CLI', maxRetries: 0 });
    expect(await result.text).toBe('Fake upstream answer: From the CLI');

    child.kill('SIGTERM');
    const [exitCode] = (await once(child, 'exit')) as [number | null];
    expect(exitCode).toBe(0);
  }, 20_000);
});
