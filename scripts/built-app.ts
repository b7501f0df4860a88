/** Starting the built app for the benchmarks, the way a site owner does (`npm start`), with limits out of the way. */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@/test/free-port';

/** Limits high enough that a benchmark measures the product, not its rate limiter. */
export const BENCH_LIMITS = {
  CHAT_RATE_PER_MINUTE: '10000',
  CHAT_RATE_PER_DAY: '1000000',
  CHAT_DAILY_CALL_CEILING: '10000000',
  CHAT_DAILY_BUDGET_USD: '100000',
};


/** A running built app; `stop` resolves once the server has exited (and written any `--cpu-prof` profile). */
export interface BuiltApp {
  base: string;
  port: number;
  /** The app's own SQLite file (its store when REDIS_URL is not set). */
  database: string;
  stop: () => Promise<void>;
}

/**
 * Starts `npm start` on a free loopback port with its own database, and waits until it serves pages.
 * With `nodeArguments` (e.g. `--cpu-prof`, which NODE_OPTIONS refuses) it runs what `npm start` runs,
 * `node server.mjs`, with those arguments.
 */
export async function startBuiltApp({ environment, nodeArguments }: { environment: Record<string, string>; nodeArguments?: string[] }): Promise<BuiltApp> {
  if (!existsSync('.next/BUILD_ID')) throw new Error('run `npm run build` first');
  const port = await freePort();
  const dataDirectory = mkdtempSync(join(tmpdir(), 'ask-me-bench-'));
  const database = join(dataDirectory, 'chat.db');
  const [command, commandArguments] = nodeArguments ? ['node', [...nodeArguments, 'server.mjs']] : ['npm', ['start', '--silent']];
  const server = spawn(command, commandArguments, {
    env: {
      ...process.env,
      ...BENCH_LIMITS,
      ...environment,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      NEXT_TELEMETRY_DISABLED: '1',
      CHAT_DB_PATH: database,
      CHAT_IP_HMAC_SECRET_FILE: join(dataDirectory, 'identity.key'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group, so stopping it also stops the server npm starts.
    detached: true,
  });
  const exited = once(server, 'exit');
  const stop = async () => {
    if (server.pid && server.exitCode === null) {
      process.kill(-server.pid, 'SIGTERM');
      await exited;
    }
    rmSync(dataDirectory, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (!(await fetch(`${base}/en`).then((response) => response.ok, () => false))) {
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the app did not start within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { base, port, database, stop };
}
