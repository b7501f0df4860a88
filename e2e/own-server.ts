import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import Database from 'better-sqlite3';
import type { FakeUpstream } from '@/test/fake-upstream/fake-upstream';
import { freePort } from '@/test/free-port';

/**
 * A built server of a spec's own (`node server.mjs`, as `npm start` runs it) on a free port, with its own SQLite
 * file, in model mode against the given fake upstream: for specs that stop it or load it, which the shared servers
 * of playwright.config.ts must not see.
 */

export const ANSWER = 'I lead the design system work and measure what ships, with budgets enforced in continuous integration. '.repeat(4).trim();


export interface RunningServer {
  base: string;
  database: string;
  server: ChildProcess;
  exitCode: Promise<number | null>;
}

export async function startServer({ fake, environment }: { fake: FakeUpstream; environment: Record<string, string> }): Promise<RunningServer> {
  const port = await freePort();
  const directory = mkdtempSync(join(tmpdir(), 'ask-me-own-server-'));
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
      ...environment,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exitCode = once(server, 'exit').then(([code]) => code as number | null);
  const base = `http://127.0.0.1:${port}`;
  await expect.poll(() => fetch(`${base}/en`).then((response) => response.ok, () => false), { timeout: 60_000 }).toBe(true);
  return { base, database, server, exitCode };
}

/** Starts a question and resolves once its first text has arrived, with the promise of the whole stream. */
export function askAndWaitForText({ base }: { base: string }): Promise<{ whole: Promise<string> }> {
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

export const streamedText = (stream: string) =>
  stream
    .split('\n')
    .filter((line) => line.startsWith('data: {'))
    .map((line) => JSON.parse(line.slice(6)) as { type: string; delta?: string })
    .filter((part) => part.type === 'text-delta')
    .map((part) => part.delta)
    .join('');

/** Every reservation of the run, and whether it was settled (its real cost written in place of the worst case). */
export function reservations({ database }: { database: string }): Array<{ settled: number }> {
  const db = new Database(database, { readonly: true });
  try {
    return db.prepare<[], { settled: number }>('SELECT actual_micro_usd IS NOT NULL AS settled FROM admissions').all();
  } finally {
    db.close();
  }
}

