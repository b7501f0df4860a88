import { beforeEach, describe, expect, it } from 'vitest';
import { handleChatRequest } from '@/lib/chat/chat-pipeline';
import { createUpstreamModels } from '@/lib/platform';
import { getDictionary } from '@/lib/i18n';
import { CONTEXT_START_MARKER } from '@/lib/prompt';
import { chatRequest, createTestDependencies, readStreamParts, streamedText } from '@/test/chat-test-dependencies';
import { fakeAnswerText, type FakeUpstream } from '@/test/fake-upstream/fake-upstream';
import { pipelineAgainstFake, withFakeUpstream } from '@/test/fake-upstream/with-fake-upstream';
import { profile } from '@/test/fixtures/profiles/sample-profile';

const currentEmployer = profile.experience.find((job) => job.end === null)!;
const employerProject = profile.projects.find((project) => project.employerId === currentEmployer.id)!;
const firstProject = profile.projects[0]!;
const { location } = profile.person;

const currentFake = withFakeUpstream();
let fake: FakeUpstream;
beforeEach(() => {
  fake = currentFake();
});

/** The real pipeline with the real Groq provider pointed at the local fake upstream. */
const pipeline = (environment: Record<string, string> = {}) => pipelineAgainstFake({ fake, environment });

const answerRequests = () => fake.requests.filter((request) => (request.body as { stream?: boolean }).stream === true);
const classifierRequests = () => fake.requests.filter((request) => (request.body as { stream?: boolean }).stream !== true);
const systemText = (request: { body: unknown }) =>
  String((request.body as { messages: { role: string; content: string }[] }).messages.find((message) => message.role === 'system')?.content);

describe('chat pipeline against a fake OpenAI-compatible upstream over HTTP', () => {
  it('streams the model answer after one classifier call, with usage parsed', async () => {
    const { ask, metrics } = pipeline();
    const question = `What did you build at ${currentEmployer.company}?`;
    const parts = await readStreamParts(await ask({ message: question, locale: 'en' }));
    expect(streamedText(parts)).toBe(fakeAnswerText({ question }));
    expect(classifierRequests()).toHaveLength(1);
    expect(answerRequests()).toHaveLength(1);
    const classifierBody = classifierRequests()[0]!.body as { temperature: number; max_tokens?: number; max_completion_tokens?: number };
    expect(classifierBody.temperature).toBe(0);
    expect(classifierBody.max_tokens ?? classifierBody.max_completion_tokens).toBeLessThanOrEqual(64);
    const line = JSON.parse(metrics[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({ outcome: 'completed', mode: 'model', provider: 'groq', classifier: { verdict: 'CAREER' } });
    expect(line.outputTokens).toBeGreaterThan(0);
    expect(line.firstUpstreamTextMs).toEqual(expect.any(Number));
  });

  it('answers an off-topic question locally: the answer model is never called', async () => {
    const { ask } = pipeline();
    const parts = await readStreamParts(await ask({ message: 'Give me a paella recipe [[fake:offtopic]]', locale: 'es' }));
    expect(parts.find((part) => part.type === 'data-mode')).toMatchObject({ data: { mode: 'local' } });
    expect(streamedText(parts)).toContain('Aquí solo respondo');
    expect(answerRequests()).toHaveLength(0);
  });

  it.each([
    ['a 500', '[[fake:classifier-status=500]]', 'error'],
    ['garbage', '[[fake:verdict=banana]]', 'unparseable'],
    ['a timeout', '[[fake:classifier-stall]]', 'timeout'],
  ])('fails open when the classifier returns %s', async (_name, marker, reason) => {
    const { ask, metrics } = pipeline({ CHAT_CLASSIFIER_TIMEOUT_MS: '300' });
    const question = `Tell me about ${employerProject.name} ${marker}`;
    const parts = await readStreamParts(await ask({ message: question, locale: 'en' }));
    expect(streamedText(parts)).toBe(fakeAnswerText({ question }));
    expect(JSON.parse(metrics[0]!)).toMatchObject({ classifier: { verdict: null, failOpen: reason }, outcome: 'completed' });
  });

  it.each([
    ['500', '[[fake:status=500]]'],
    ['429', '[[fake:status=429]]'],
  ])('turns an upstream %s into an opaque, localized error part after one attempt (fallback off)', async (_status, marker) => {
    const { ask, metrics } = pipeline({ CHAT_SKIP_CLASSIFIER: '1', CHAT_FALLBACK: 'none' });
    const response = await ask({ message: `Where do you live? ${marker}`, locale: 'fr' });
    expect(response.status).toBe(200);
    const raw = await response.clone().text();
    const parts = await readStreamParts(response);
    expect(parts.filter((part) => part.type === 'error')).toEqual([{ type: 'error', errorText: getDictionary({ locale: 'fr' }).streamInterrupted }]);
    expect(raw).not.toMatch(/Internal|Too Many|status|stack|fake|APICallError/i);
    expect(answerRequests()).toHaveLength(1);
    expect(JSON.parse(metrics[0]!)).toMatchObject({ outcome: 'failed' });
  });

  it.each([
    ['500', '[[fake:status=500]]'],
    ['429', '[[fake:status=429]]'],
  ])('answers from the offline engine, labelled, when the upstream fails with %s before any text', async (_status, marker) => {
    const { ask, metrics } = pipeline({ CHAT_SKIP_CLASSIFIER: '1' });
    const parts = await readStreamParts(await ask({ message: `Where do you live? ${marker}`, locale: 'en' }));
    expect(parts.filter((part) => part.type === 'data-mode').at(-1)).toMatchObject({ id: 'mode', data: { mode: 'offline' } });
    expect(parts.filter((part) => part.type === 'error')).toEqual([]);
    expect(streamedText(parts).length).toBeGreaterThan(0);
    expect(parts.filter((part) => part.type === 'start-step')).toHaveLength(1);
    expect(answerRequests()).toHaveLength(1);
    expect(JSON.parse(metrics[0]!)).toMatchObject({ outcome: 'failed', mode: 'offline', fallback: 'offline' });
  });

  it('answers from the offline engine when the upstream refuses the connection', async () => {
    const { dependencies } = createTestDependencies({
      environment: { GROQ_API_KEY: 'test-key', GROQ_BASE_URL: 'http://127.0.0.1:9/openai/v1', CHAT_SKIP_CLASSIFIER: '1' },
    });
    dependencies.upstream = createUpstreamModels({ config: dependencies.config });
    const parts = await readStreamParts(await handleChatRequest({ request: chatRequest({ body: { message: 'Where do you live?', locale: 'en' } }), dependencies }));
    expect(parts.filter((part) => part.type === 'data-mode').at(-1)).toMatchObject({ data: { mode: 'offline' } });
    expect(streamedText(parts).length).toBeGreaterThan(0);
    expect(parts.filter((part) => part.type === 'error')).toEqual([]);
  });

  it('answers from the offline engine when the upstream sends no text before the deadline', async () => {
    const { ask, metrics } = pipeline({ CHAT_SKIP_CLASSIFIER: '1', CHAT_UPSTREAM_TIMEOUT_MS: '1000' });
    const started = Date.now();
    const parts = await readStreamParts(await ask({ message: 'Where do you live? [[fake:stall=0]]', locale: 'fr' }));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(parts.filter((part) => part.type === 'data-mode').at(-1)).toMatchObject({ id: 'mode', data: { mode: 'offline' } });
    expect(parts.filter((part) => part.type === 'error')).toEqual([]);
    expect(streamedText(parts)).toContain(location.cityNames?.fr ?? location.city);
    expect(streamedText(parts)).toContain(location.country.fr);
    expect(JSON.parse(metrics[0]!)).toMatchObject({ outcome: 'timeout', mode: 'offline', fallback: 'offline' });
  });

  it('ends with the error part when the upstream sends no text before the deadline and the fallback is off', async () => {
    const { ask } = pipeline({ CHAT_SKIP_CLASSIFIER: '1', CHAT_UPSTREAM_TIMEOUT_MS: '1000', CHAT_FALLBACK: 'none' });
    const parts = await readStreamParts(await ask({ message: 'Where do you live? [[fake:stall=0]]', locale: 'fr' }));
    expect(parts.filter((part) => part.type === 'error')).toEqual([{ type: 'error', errorText: getDictionary({ locale: 'fr' }).streamInterrupted }]);
    expect(streamedText(parts)).toBe('');
  });

  it('keeps the partial text and ends with an error part when the upstream resets mid-stream', async () => {
    const { ask, metrics } = pipeline({ CHAT_SKIP_CLASSIFIER: '1' });
    const parts = await readStreamParts(await ask({ message: `Tell me about ${firstProject.name} please [[fake:reset=3]]`, locale: 'de' }));
    expect(streamedText(parts).length).toBeGreaterThan(0);
    expect(parts.at(-1)).toEqual({ type: 'error', errorText: getDictionary({ locale: 'de' }).streamInterrupted });
    expect(JSON.parse(metrics[0]!)).toMatchObject({ outcome: 'failed' });
  });

  it('bounds a stalled body with the upstream timeout', async () => {
    const { ask, metrics } = pipeline({ CHAT_SKIP_CLASSIFIER: '1', CHAT_UPSTREAM_TIMEOUT_MS: '1000' });
    const started = Date.now();
    const parts = await readStreamParts(await ask({ message: `Tell me about ${firstProject.name} [[fake:stall=2]]`, locale: 'en' }));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(parts.filter((part) => part.type === 'error')).toEqual([{ type: 'error', errorText: getDictionary({ locale: 'en' }).streamInterrupted }]);
    expect(JSON.parse(metrics[0]!)).toMatchObject({ outcome: 'timeout' });
    await expect.poll(() => fake.openConnections()).toBe(0);
  });

  it('cuts a runaway answer at the size ceiling', async () => {
    const { ask, metrics } = pipeline({ CHAT_SKIP_CLASSIFIER: '1', CHAT_MAX_TOKENS: '256' });
    const parts = await readStreamParts(await ask({ message: 'Tell me everything [[fake:oversized=200000]]', locale: 'en' }));
    expect(streamedText(parts).length).toBeLessThanOrEqual(256 * 8);
    expect(parts.at(-1)).toEqual({ type: 'error', errorText: getDictionary({ locale: 'en' }).streamInterrupted });
    expect(JSON.parse(metrics[0]!)).toMatchObject({ outcome: 'too_large' });
  });

  it('stops the upstream request when the visitor aborts', async () => {
    fake.setBehaviour({ stream: { kind: 'answer', text: 'word '.repeat(400), tokenDelayMs: 20 } });
    const { ask, metrics } = pipeline({ CHAT_SKIP_CLASSIFIER: '1' });
    const controller = new AbortController();
    const response = await ask({ message: `Tell me a long story about ${employerProject.name}`, locale: 'en' }, { signal: controller.signal });
    const reader = response.body!.getReader();
    await reader.read();
    await expect.poll(() => fake.openConnections()).toBe(1);
    controller.abort();
    await reader.cancel().catch(() => undefined);
    await expect.poll(() => fake.openConnections(), { timeout: 3000 }).toBe(0);
    await expect.poll(() => metrics.length).toBe(1);
    expect(JSON.parse(metrics[0]!)).toMatchObject({ outcome: 'client_aborted' });
  });

  it('sends nothing upstream for sensitive input, and drops poisoned history', async () => {
    const { ask } = pipeline();
    await readStreamParts(await ask({ message: 'my IBAN is DE89 3704 0044 0532 0130 00', locale: 'de' }));
    expect(fake.requests).toHaveLength(0);
    const recentTurns = [
      { role: 'user', content: 'here: -----BEGIN RSA PRIVATE KEY----- MIIEow' },
      { role: 'assistant', content: 'I do not process that.' },
    ];
    await readStreamParts(await ask({ message: 'Which languages do you speak?', locale: 'en', recentTurns }));
    expect(JSON.stringify(fake.requests.map((request) => request.body))).not.toContain('PRIVATE KEY');
  });

  it('keeps the system prefix byte-identical across questions, locales and sessions', async () => {
    const { ask } = pipeline({ CHAT_SKIP_CLASSIFIER: '1' });
    await readStreamParts(await ask({ message: 'Where do you work now?', locale: 'en' }));
    await readStreamParts(await ask({ message: '¿Cuántos años de experiencia tienes?', locale: 'es', sessionSummary: `Q: ${employerProject.name}? A: the one I lead.` }));
    await readStreamParts(
      await ask({
        message: 'Quels sont tes projets ?',
        locale: 'fr',
        recentTurns: [{ role: 'user', content: 'Bonjour' }, { role: 'assistant', content: 'Bonjour !' }],
      }),
    );
    await readStreamParts(await ask({ message: 'Was sind deine Stärken?', locale: 'de' }));
    const prefixes = answerRequests().map((request) => {
      const system = systemText(request);
      return system.slice(0, system.indexOf(CONTEXT_START_MARKER));
    });
    expect(prefixes).toHaveLength(4);
    expect(prefixes[0]!.length).toBeGreaterThan(1000);
    expect(new Set(prefixes).size).toBe(1);
    expect(prefixes[0]).not.toMatch(/2026|Visitor locale: (en|es|fr|de)|Where do you work/);
    // The tool definitions travel with the prefix: the same bytes in every request.
    const tools = answerRequests().map((request) => JSON.stringify((request.body as { tools?: unknown }).tools));
    expect(tools[0]).toContain('propose_visitor_request');
    expect(new Set(tools).size).toBe(1);
  });
});
