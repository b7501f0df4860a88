import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { startFakeUpstream, type FakeUpstream } from '@/test/fake-upstream/fake-upstream';

/**
 * Graceful shutdown (contracts §9) of the built server as `npm start` runs it: on SIGTERM it takes no new request,
 * lets the answer in flight finish within CHAT_SHUTDOWN_GRACE_MS (or cuts it at the end of the grace period),
 * settles its reservation in the ledger, and exits 0.
 */

const ANSWER = 'I lead the design system work and measure what ships, with budgets enforced in continuous integration. '.repeat(4).trim();

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

interface RunningServer {
  base: string;
  database: string;
  server: ChildProcess;
  exitCode: Promise<number | null>;
}

async function startServer({ fake, graceMs }: { fake: FakeUpstream; graceMs: number }): Promise<RunningServer> {
  const port = await freePort();
  const directory = mkdtempSync(join(tmpdir(), 'ask-me-shutdown-'));
  const database = join(directory, 'chat.db');
  const server = spawn(process.execPath, ['server.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      NEXT_TELEMETRY_DISABLED: '1',
      CHAT_DB_PATH: database,
      GROQ_API_KEY: 'test-key',
      GROQ_BASE_URL: fake.url,
      LLM_API_KEY: '',
      CHAT_SKIP_CLASSIFIER: '1',
      CHAT_FALLBACK: 'none',
      CHAT_SHUTDOWN_GRACE_MS: String(graceMs),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exitCode = once(server, 'exit').then(([code]) => code as number | null);
  const base = `http://127.0.0.1:${port}`;
  await expect.poll(() => fetch(`${base}/en`).then((response) => response.ok, () => false), { timeout: 60_000 }).toBe(true);
  return { base, database, server, exitCode };
}

/** Starts a question and resolves once its first text has arrived, with the promise of the whole stream. */
function askAndWaitForText({ base }: { base: string }): Promise<{ whole: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ message: 'What are you working on now?', locale: 'en' });
    const outgoing = httpRequest(`${base}/api/chat`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } });
    outgoing.on('error', reject);
    outgoing.on('response', (response) => {
      let text = '';
      let started = false;
      const whole = new Promise<string>((done) => {
        response.on('end', () => done(text));
        response.on('error', () => done(text));
        response.on('close', () => done(text));
      });
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        if (!started && text.includes('"type":"text-delta"')) {
          started = true;
          resolve({ whole });
        }
      });
    });
    outgoing.end(body);
  });
}

const streamedText = (stream: string) =>
  stream
    .split('\n')
    .filter((line) => line.startsWith('data: {'))
    .map((line) => JSON.parse(line.slice(6)) as { type: string; delta?: string })
    .filter((part) => part.type === 'text-delta')
    .map((part) => part.delta)
    .join('');

/** Every reservation of the run, and whether it was settled (its real cost written in place of the worst case). */
function reservations({ database }: { database: string }): Array<{ settled: number }> {
  const db = new Database(database, { readonly: true });
  try {
    return db.prepare<[], { settled: number }>('SELECT actual_micro_usd IS NOT NULL AS settled FROM admissions').all();
  } finally {
    db.close();
  }
}

test.describe('graceful shutdown on SIGTERM', () => {
  let fake: FakeUpstream;
  test.beforeEach(async () => {
    fake = await startFakeUpstream({ stream: { kind: 'answer', text: ANSWER, chunkChars: 4 }, tokenDelayMs: 15 });
  });
  test.afterEach(async () => fake.close());

  test('the answer in flight finishes, a new request is refused, the reservation is settled, and the server exits 0', async () => {
    test.setTimeout(90_000);
    const running = await startServer({ fake, graceMs: 10_000 });
    try {
      const { whole } = await askAndWaitForText({ base: running.base });
      running.server.kill('SIGTERM');
      // No new request once stopping: the listener is closed (or, on a kept connection, 503 and Connection: close).
      const late = await fetch(`${running.base}/api/chat`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).then((response) => response.status, () => 'refused');
      expect([503, 'refused']).toContain(late);
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
    const running = await startServer({ fake, graceMs: 500 });
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
