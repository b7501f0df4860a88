import { MockLanguageModelV4, simulateReadableStream } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { handleChatRequest } from '@/lib/chat/chat-pipeline';
import { getDictionary } from '@/lib/i18n';
import { createEventLoopStall } from '@/lib/platform';
import { openSqliteAdmissionStore, StoreUnavailableError, type AdmissionStore } from '@/lib/store';
import { answerParts, chatRequest, createMockUpstream, createTestDependencies, peerHeaders, readStreamParts } from '@/test/chat-test-dependencies';

const DAY = '2026-11-30';
const ask = (message = 'Where do you work now?', locale = 'en') => chatRequest({ body: { message, locale }, headers: peerHeaders('198.51.100.4') });
const modeOf = async (response: Response) => (await readStreamParts(response)).filter((part) => part.type === 'data-mode').at(-1);

/** An admission store whose every call fails the way an unreachable store does. */
const unreachableStore = (): AdmissionStore =>
  new Proxy({} as AdmissionStore, { get: () => () => Promise.reject(new StoreUnavailableError('admission store: Redis did not answer within 2000 ms')) });

/** A model that streams its answer slowly, so the answer is still in flight while other requests arrive. */
function slowUpstream() {
  const mock = createMockUpstream();
  const answer = new MockLanguageModelV4({
    doStream: async () => ({ stream: simulateReadableStream({ chunks: answerParts({ text: 'One two three four five.' }), chunkDelayInMs: 40 }) }),
  });
  mock.upstream.answer = answer;
  return { ...mock, answer };
}

describe('overload and store outages in the chat pipeline', () => {
  it('refuses past CHAT_MAX_CONCURRENT_ANSWERS with 503 busy and Retry-After, before admission or any upstream call', async () => {
    const store = openSqliteAdmissionStore({ path: ':memory:' });
    const mock = slowUpstream();
    const { dependencies } = createTestDependencies({ admission: store, upstream: mock.upstream, environment: { CHAT_MAX_CONCURRENT_ANSWERS: '1', CHAT_SKIP_CLASSIFIER: '1' } });
    const first = await handleChatRequest({ request: ask(), dependencies });
    const refused = await handleChatRequest({ request: ask('¿Dónde trabajas?', 'es'), dependencies });
    expect(first.status).toBe(200);
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(2);
    expect(await refused.json()).toEqual({ error: { type: 'SYSTEM', code: 'busy', message: getDictionary({ locale: 'es' }).apiErrors.busy } });
    await readStreamParts(first);
    // The refusal reached neither the store's admission nor the upstream.
    expect(mock.answer.doStreamCalls).toHaveLength(1);
    await expect.poll(async () => (await store.stats({ days: [DAY] }))[0]).toMatchObject({ admittedUpstream: 1, rejections: { busy: 1 } });
    // The place is free again once the first answer has settled.
    await expect.poll(() => dependencies.answerSlots.inFlight()).toBe(0);
    expect((await handleChatRequest({ request: ask(), dependencies })).status).toBe(200);
  });

  it('answers offline, labelled, when the store cannot be reached and CHAT_FALLBACK=offline; never a limit', async () => {
    const mock = createMockUpstream();
    const { dependencies, metrics } = createTestDependencies({ admission: unreachableStore(), upstream: mock.upstream, environment: { CHAT_DEBUG_METRICS: '1' } });
    const response = await handleChatRequest({ request: ask(), dependencies });
    expect(response.status).toBe(200);
    expect(await modeOf(response)).toMatchObject({ data: { mode: 'offline' } });
    expect(mock.calls()).toBe(0);
    expect(JSON.parse(metrics.at(-1)!)).toMatchObject({ store: 'unavailable', mode: 'offline' });
    await expect.poll(() => dependencies.answerSlots.inFlight()).toBe(0);
  });

  it('answers 503 store_unavailable when the store cannot be reached and the fallback is off', async () => {
    const { dependencies } = createTestDependencies({ admission: unreachableStore(), upstream: createMockUpstream().upstream, environment: { CHAT_FALLBACK: 'none' } });
    const response = await handleChatRequest({ request: ask('Où travaillez-vous ?', 'fr'), dependencies });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: { type: 'SYSTEM', code: 'store_unavailable', message: getDictionary({ locale: 'fr' }).apiErrors.store_unavailable } });
    expect(dependencies.answerSlots.inFlight()).toBe(0);
  });

  it('sends the classifier its question before retrieving and building the prompt', async () => {
    const mock = createMockUpstream();
    const events: string[] = [];
    const { dependencies } = createTestDependencies({ upstream: mock.upstream });
    const classifier = mock.upstream.classifier as MockLanguageModelV4;
    const classify = classifier.doGenerate.bind(classifier);
    classifier.doGenerate = async (options) => {
      events.push('classifier');
      return classify(options);
    };
    const readClock = dependencies.now;
    // Admission reads the date once; the next read is the answer's date, taken just before retrieval.
    dependencies.now = () => {
      events.push('now');
      return readClock();
    };
    await readStreamParts(await handleChatRequest({ request: ask(), dependencies }));
    expect(events.slice(0, 3)).toEqual(['now', 'classifier', 'now']);
  });

  it('sheds as busy a classifier timeout the server’s own overload caused, and fails open on a slow upstream', async () => {
    const hanging = () => {
      const mock = createMockUpstream();
      mock.upstream.classifier = new MockLanguageModelV4({
        doGenerate: ({ abortSignal }) => new Promise((_resolve, reject) => abortSignal?.addEventListener('abort', () => reject(new Error('aborted')))),
      });
      return mock;
    };
    const environment = { CHAT_CLASSIFIER_TIMEOUT_MS: '100' };
    const overloaded = hanging();
    const stalled = createEventLoopStall({ sample: false });
    stalled.stalledFraction = () => 0.9;
    const busy = createTestDependencies({ upstream: overloaded.upstream, environment, eventLoopStall: stalled });
    const shed = await handleChatRequest({ request: ask(), dependencies: busy.dependencies });
    expect(shed.status).toBe(503);
    expect(await shed.json()).toMatchObject({ error: { code: 'busy' } });
    expect(shed.headers.get('retry-after')).toBe('2');
    expect(overloaded.answer.doStreamCalls).toHaveLength(0);
    await expect.poll(() => busy.dependencies.answerSlots.inFlight()).toBe(0);

    const slow = hanging();
    const idle = createTestDependencies({ upstream: slow.upstream, environment });
    const answered = await handleChatRequest({ request: ask(), dependencies: idle.dependencies });
    expect(answered.status).toBe(200);
    expect(await modeOf(answered)).toMatchObject({ data: { mode: 'model' } });
  });
});
