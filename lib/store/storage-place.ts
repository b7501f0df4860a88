import { accessSync, constants, existsSync, realpathSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, resolve, sep } from 'node:path';
import type { ServerConfig } from '@/lib/config';

/** Why the configured store cannot keep the limits, the ledger and the visitor requests, most serious first. */
export type StoragePlaceProblem = { kind: 'not_writable' | 'serverless_without_redis' | 'temporary'; message: string };

/** Folders whose files do not outlive the machine's next restart. */
const TEMPORARY_ROOTS = ['/tmp', '/var/tmp', '/dev/shm', '/run'];

/**
 * What is wrong with keeping the state in SQLite at CHAT_DB_PATH on this host (none with REDIS_URL): a folder that
 * cannot be written (a read-only or missing disk, as on serverless hosts), a serverless host (instances come and
 * go, each with its own disk), or a temporary folder. The server prints the first at start-up, `npm run doctor` all.
 */
export function storagePlaceProblems({ config, temporaryRoots = [...TEMPORARY_ROOTS, tmpdir()] }: {
  config: Pick<ServerConfig, 'REDIS_URL' | 'CHAT_DB_PATH' | 'host'>;
  temporaryRoots?: readonly string[];
}): StoragePlaceProblem[] {
  if (config.REDIS_URL) return [];
  const path = config.CHAT_DB_PATH;
  const problems: StoragePlaceProblem[] = [];
  if (path !== ':memory:' && !isWritablePath(resolve(path))) {
    problems.push({ kind: 'not_writable', message: `storage: CHAT_DB_PATH=${path} cannot be written on this host (a read-only or missing disk): set REDIS_URL to a Redis server; until then every chat answers "temporarily unavailable"` });
  }
  if (config.host.serverless) {
    problems.push({ kind: 'serverless_without_redis', message: `storage: this is a serverless host (${config.host.signal}) and REDIS_URL is not set: its instances have read-only or temporary disks, so limits, the daily budget and visitor requests need REDIS_URL (a managed Redis, rediss://)` });
  }
  const real = realFolder(resolve(path));
  if (path === ':memory:' || temporaryRoots.some((root) => real === root || real.startsWith(`${root}${sep}`))) {
    problems.push({ kind: 'temporary', message: `storage: CHAT_DB_PATH=${path} is on a temporary disk: limits, the ledger and visitor requests are lost when the machine restarts; use a persistent path or set REDIS_URL` });
  }
  return problems;
}

/** Whether the file (or, before it exists, its nearest existing folder) can be written. */
export function isWritablePath(path: string): boolean {
  let target = existsSync(path) ? path : dirname(path);
  while (!existsSync(target) && dirname(target) !== target) target = dirname(target);
  try {
    if (target !== path && !statSync(target).isDirectory()) return false;
    accessSync(target, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** The folder of the path with symbolic links resolved as far as it exists (macOS' /tmp is /private/tmp). */
function realFolder(path: string): string {
  let folder = dirname(path);
  while (!existsSync(folder) && dirname(folder) !== folder) folder = dirname(folder);
  try {
    return realpathSync(folder);
  } catch {
    return folder;
  }
}
