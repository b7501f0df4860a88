import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@/test/free-port';

export interface RedisTestServer {
  url: string;
  stop: () => Promise<void>;
  /** Sends a signal to the server (SIGKILL to kill it, SIGSTOP and SIGCONT to freeze and thaw it). */
  signal: (signal: NodeJS.Signals) => void;
  /** Starts it again on the same port after a kill (empty: it keeps no data). */
  restart: () => Promise<void>;
}

/** CI and scripts/test.sh must run the Redis suites: there a missing redis-server fails instead of skipping. */
const required = () => process.env.CI === 'true' || process.env.REQUIRE_REDIS_TESTS === '1';

/**
 * Starts a throwaway redis-server (no persistence, loopback only) on a free port and returns how to stop it
 * by its pid. Returns null, with a loud notice, when redis-server is missing on a developer machine.
 */
export async function startRedisTestServer(): Promise<RedisTestServer | null> {
  if (spawnSync('redis-server', ['--version']).error) {
    const notice = 'redis-server is not installed: the Redis admission-store suites cannot run (scripts/install-system-deps.sh installs it)';
    if (required()) throw new Error(notice);
    console.warn(`\n!!! SKIPPING REDIS TESTS: ${notice}\n`);
    return null;
  }
  const port = await freePort();
  const directory = mkdtempSync(join(tmpdir(), 'chat-redis-'));
  const pidFile = join(directory, 'redis.pid');
  const start = async () => {
    rmSync(pidFile, { force: true });
    const started = spawnSync('redis-server', [
      '--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no',
      '--daemonize', 'yes', '--pidfile', pidFile, '--dir', directory,
    ]);
    if (started.status !== 0) throw new Error(`redis-server failed to start: ${started.stderr.toString()}`);
    await waitFor(async () => existsSync(pidFile) && (await answersPing(port)));
    return Number(readFileSync(pidFile, 'utf8').trim());
  };
  let pid = await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      if (isAlive(pid)) {
        // A frozen server must thaw to hear the stop.
        process.kill(pid, 'SIGCONT');
        process.kill(pid, 'SIGTERM');
        await waitFor(async () => !isAlive(pid));
      }
      rmSync(directory, { recursive: true, force: true });
    },
    signal: (signal) => process.kill(pid, signal),
    restart: async () => {
      await waitFor(async () => !isAlive(pid));
      pid = await start();
    },
  };
}


function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' }, () => socket.write('PING\r\n'));
    socket.on('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.on('error', () => resolve(false));
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('redis test server: timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
