import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startFakeUpstream, type FakeUpstream } from '@/test/fake-upstream/fake-upstream';
import { ANSWER, askAndWaitForText, reservations, startServer, streamedText } from './own-server';

/**
 * Graceful shutdown (contracts §9) of the built server as `npm start` runs it: on SIGTERM it takes no new request,
 * lets the answer in flight finish within CHAT_SHUTDOWN_GRACE_MS (or cuts it at the end of the grace period),
 * settles its reservation in the ledger, and exits 0.
 */

test.describe('graceful shutdown on SIGTERM', () => {
  let fake: FakeUpstream;
  test.beforeEach(async () => {
    fake = await startFakeUpstream({ stream: { kind: 'answer', text: ANSWER, chunkChars: 4 }, tokenDelayMs: 15 });
  });
  test.afterEach(async () => fake.close());

  test('the answer in flight finishes, a new request is refused, the reservation is settled, and the server exits 0', async () => {
    test.setTimeout(90_000);
    const running = await startServer({ fake, environment: { CHAT_SHUTDOWN_GRACE_MS: '10000' } });
    try {
      const { whole } = await askAndWaitForText({ base: running.base });
      running.server.kill('SIGTERM');
      // No new request once stopping: the listener is closed (or, on a kept connection, 503 and Connection: close).
      // The signal reaches the server's handler a moment later (a request sent before that is still served), so
      // ask until it is refused, while the answer is still streaming.
      const late = () => fetch(`${running.base}/api/chat`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).then((response) => String(response.status), () => 'refused');
      await expect.poll(late, { intervals: [20], timeout: 5000 }).toMatch(/^(503|refused)$/);
      const stream = await whole;
      expect(streamedText(stream)).toBe(ANSWER);
      expect(stream).toContain('"type":"finish"');
      expect(await running.exitCode).toBe(0);
      expect(reservations({ database: running.database })).toEqual([{ settled: 1 }]);
    } finally {
      if (running.server.exitCode === null) running.server.kill('SIGKILL');
      rmSync(join(running.database, '..'), { recursive: true, force: true });
    }
  });

  test('an answer longer than the grace period is cut at its end and still settled; the server exits 0', async () => {
    test.setTimeout(90_000);
    fake.setBehaviour({ tokenDelayMs: 200 });
    const running = await startServer({ fake, environment: { CHAT_SHUTDOWN_GRACE_MS: '500' } });
    try {
      const { whole } = await askAndWaitForText({ base: running.base });
      const stopped = performance.now();
      running.server.kill('SIGTERM');
      const stream = await whole;
      expect(streamedText(stream).length).toBeGreaterThan(0);
      expect(streamedText(stream).length).toBeLessThan(ANSWER.length);
      expect(await running.exitCode).toBe(0);
      // The grace period, the cut answers' settlement and the other requests' moment: well under the answer's 20 s.
      expect(performance.now() - stopped).toBeLessThan(8000);
      expect(reservations({ database: running.database })).toEqual([{ settled: 1 }]);
    } finally {
      if (running.server.exitCode === null) running.server.kill('SIGKILL');
      rmSync(join(running.database, '..'), { recursive: true, force: true });
    }
  });
});
