import { afterAll, describe, expect, it } from 'vitest';
import { openRedisAdmissionStore } from '@/lib/store';
import { handleChatRequest } from '@/lib/chat/chat-pipeline';
import { chatRequest, createMockUpstream, createTestDependencies, peerHeaders, readStreamParts } from '@/test/chat-test-dependencies';
import { startRedisTestServer } from '@/test/redis-test-server';

const server = await startRedisTestServer();
afterAll(async () => server?.stop());

describe.skipIf(server === null)('admission in the chat pipeline on Redis', () => {
  it('two app instances on one Redis share one daily call ceiling (K = 7 of 50 parallel requests)', async () => {
    const keyPrefix = 'pipeline-ceiling:';
    const environment = { REDIS_URL: server!.url, CHAT_DAILY_CALL_CEILING: '7', CHAT_SKIP_CLASSIFIER: '1' };
    const mocks = [createMockUpstream(), createMockUpstream()];
    const instances = await Promise.all(
      // A generous deadline: this test is about exact counts, and a loaded machine must not turn slow answers into refusals.
      mocks.map(async (mock) => createTestDependencies({ upstream: mock.upstream, environment, admission: await openRedisAdmissionStore({ url: server!.url, keyPrefix, commandTimeoutMs: 15_000 }) })),
    );
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        handleChatRequest({
          request: chatRequest({ body: { message: 'Where do you work now?', locale: 'en' }, headers: peerHeaders(`198.51.100.${index}`) }),
          dependencies: instances[index % 2]!.dependencies,
        }),
      ),
    );
    const modes = await Promise.all(
      responses.map(async (response) => {
        const part = (await readStreamParts(response)).find((candidate) => candidate.type === 'data-mode');
        return (part?.data as { mode?: string } | undefined)?.mode;
      }),
    );
    expect(modes.filter((mode) => mode === 'model')).toHaveLength(7);
    expect(modes.filter((mode) => mode === 'offline')).toHaveLength(43);
    expect(mocks.reduce((sum, mock) => sum + mock.answer.doStreamCalls.length, 0)).toBe(7);
    await Promise.all(instances.map(({ dependencies }) => dependencies.admission.close()));
  });
});
