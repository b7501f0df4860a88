import { generateText, streamText } from 'ai';
import { describe, expect, it } from 'vitest';
import { createOfflineModel } from '@/lib/offline/offline-model';

const ANSWER = 'I lead Orbit, the design system used by 14 product teams at Northwind.';

function echoModel() {
  const questions: string[] = [];
  const model = createOfflineModel({
    compose: (question) => {
      questions.push(question);
      return ANSWER;
    },
  });
  return { model, questions };
}

describe('createOfflineModel', () => {
  it('declares itself as a V4 model of the offline provider', () => {
    const { model } = echoModel();
    expect(model.specificationVersion).toBe('v4');
    expect(model.provider).toBe('offline');
    expect(model.modelId).toBe('offline-profile-engine');
    expect(model.supportedUrls).toEqual({});
  });

  it('streams the composed answer through streamText in several small deltas', async () => {
    const { model, questions } = echoModel();
    const result = streamText({ model, instructions: 'You are Sam.', prompt: 'What is Orbit?' });
    const deltas: string[] = [];
    for await (const delta of result.textStream) deltas.push(delta);

    expect(deltas.join('')).toBe(ANSWER);
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.every((delta) => delta.trim().split(/\s+/).length <= 3)).toBe(true);
    expect(questions).toEqual(['What is Orbit?']);
    expect(await result.finishReason).toBe('stop');
  });

  it('reports estimated usage: input from the whole prompt, output from the answer', async () => {
    const { model } = echoModel();
    const instructions = 'x'.repeat(400);
    const result = streamText({ model, instructions, prompt: 'What is Orbit?' });
    await result.consumeStream();
    const usage = await result.usage;
    expect(usage.outputTokens).toBe(Math.ceil(ANSWER.length / 4));
    expect(usage.inputTokens).toBeGreaterThanOrEqual(100);
    expect(usage.inputTokens).toBeLessThan(110);
  });

  it('answers the last user message only', async () => {
    const { model, questions } = echoModel();
    const result = await generateText({
      model,
      instructions: 'You are Sam.',
      messages: [
        { role: 'user', content: 'Who are you?' },
        { role: 'assistant', content: 'I am Sam.' },
        { role: 'user', content: [{ type: 'text', text: 'What is' }, { type: 'text', text: 'Orbit?' }] },
      ],
    });
    expect(result.text).toBe(ANSWER);
    expect(questions).toEqual(['What is\nOrbit?']);
  });

  it('produces a UI message stream response with text-delta parts', async () => {
    const { model } = echoModel();
    const result = streamText({ model, prompt: 'What is Orbit?' });
    const body = await result.toUIMessageStreamResponse().text();
    const deltas = [...body.matchAll(/"type":"text-delta","id":"[^"]+","delta":("(?:[^"\\]|\\.)*")/g)].map((match) => JSON.parse(match[1] ?? '""') as string);
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join('')).toBe(ANSWER);
  });

  it('stops streaming when the caller aborts', async () => {
    const { model } = echoModel();
    const controller = new AbortController();
    const { stream } = await model.doStream({ prompt: [{ role: 'user', content: [{ type: 'text', text: 'Hi' }] }], abortSignal: controller.signal });
    const reader = stream.getReader();
    expect((await reader.read()).value?.type).toBe('stream-start');
    controller.abort();
    await expect(reader.read()).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('refuses to start when the signal is already aborted', async () => {
    const { model } = echoModel();
    const controller = new AbortController();
    controller.abort();
    await expect(model.doGenerate({ prompt: [], abortSignal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
