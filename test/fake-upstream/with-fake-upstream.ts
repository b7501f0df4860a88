import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { handleChatRequest } from '@/lib/chat';
import { createUpstreamModels } from '@/lib/platform';
import type { Profile } from '@/lib/knowledge';
import { buildClassifierPrompt, buildCorePrompt } from '@/lib/prompt';
import { chatRequest, createTestDependencies } from '@/test/chat-test-dependencies';
import { startFakeUpstream, type FakeUpstream } from '@/test/fake-upstream/fake-upstream';

/**
 * One fake upstream for a test file: started before the tests, checked after each for exchanges left open
 * (every fault must free its connection) and reset, closed at the end. Returns a getter for the running fake.
 */
export function withFakeUpstream(): () => FakeUpstream {
  let fake: FakeUpstream | undefined;
  const current = (): FakeUpstream => {
    if (!fake) throw new Error('the fake upstream is not running yet');
    return fake;
  };
  beforeAll(async () => {
    fake = await startFakeUpstream();
  });
  afterEach(async () => {
    await expect.poll(() => current().openConnections(), { timeout: 3000 }).toBe(0);
    current().reset();
  });
  afterAll(async () => {
    await fake?.close();
  });
  return current;
}

/** The real pipeline with the real Groq provider pointed at the fake upstream over HTTP, optionally for another profile. */
export function pipelineAgainstFake({ fake, environment = {}, profile }: { fake: FakeUpstream; environment?: Record<string, string>; profile?: Profile }) {
  const { dependencies, metrics } = createTestDependencies({
    environment: { GROQ_API_KEY: 'test-key', GROQ_BASE_URL: fake.url, CHAT_DEBUG_METRICS: '1', ...environment },
  });
  if (profile) Object.assign(dependencies, { profile, corePrompt: buildCorePrompt({ profile }), classifierPrompt: buildClassifierPrompt({ profile }) });
  dependencies.upstream = createUpstreamModels({ config: dependencies.config });
  const ask = async (body: Record<string, unknown>, init: { signal?: AbortSignal } = {}) => {
    const request = new Request(chatRequest({ body }), { signal: init.signal });
    return handleChatRequest({ request, dependencies });
  };
  return { ask, metrics, dependencies };
}
