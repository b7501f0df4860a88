import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { getDictionary } from '@/lib/i18n';
import { startFakeUpstream, type FakeUpstream } from '@/test/fake-upstream/fake-upstream';
import { ANSWER, askAndWaitForText, startServer, streamedText } from './own-server';

/**
 * Past CHAT_MAX_CONCURRENT_ANSWERS the built server refuses a question with 503 busy and Retry-After, in
 * server.mjs's door thread, before Next: even a request the pipeline would refuse for its media type (415) gets the
 * busy refusal while the answers are all taken, because nothing of it is read.
 */
test.describe('overload', () => {
  let fake: FakeUpstream;
  test.beforeEach(async () => {
    fake = await startFakeUpstream({ stream: { kind: 'answer', text: ANSWER, chunkChars: 4 }, tokenDelayMs: 15 });
  });
  test.afterEach(async () => fake.close());

  test('past the limit a question is refused as busy before Next, in the browser’s language; once the answer ends there is room again', async () => {
    test.setTimeout(90_000);
    const running = await startServer({ fake, environment: { CHAT_MAX_CONCURRENT_ANSWERS: '1' } });
    try {
      const { whole } = await askAndWaitForText({ base: running.base });
      const refused = await fetch(`${running.base}/api/chat`, { method: 'POST', headers: { 'content-type': 'text/plain', 'accept-language': 'es-ES,es;q=0.9' }, body: 'not even JSON' });
      expect(refused.status).toBe(503);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(2);
      expect(refused.headers.get('cache-control')).toBe('no-store');
      expect(await refused.json()).toEqual({ error: { type: 'SYSTEM', code: 'busy', message: getDictionary({ locale: 'es' }).apiErrors.busy } });
      expect(streamedText(await whole)).toBe(ANSWER);
      // The place is free once the answer has settled: the pipeline's own refusal of the bad request shows again.
      await expect.poll(async () => (await fetch(`${running.base}/api/chat`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' })).status).toBe(415);
    } finally {
      running.server.kill('SIGKILL');
      rmSync(join(running.database, '..'), { recursive: true, force: true });
    }
  });
});
