import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import type { ServerConfig } from '@/lib/config';
import type { AdmissionStore } from '@/lib/store';

/** Where the identity key lives without CHAT_IP_HMAC_SECRET or CHAT_IP_HMAC_SECRET_FILE on a single machine. */
export const DEFAULT_IDENTITY_KEY_FILE = './secrets/identity.key';
const MIN_SECRET_CHARS = 16;

/**
 * Where the HMAC key of client identities (and of idempotency keys and request tokens) comes from. It is kept
 * apart from the data it protects: with the key, a copy of the store would give the addresses back (there are
 * only 2^32 IPv4 addresses to try). `store` is the last resort, which the server and `npm run doctor` say.
 */
export type IdentityKeyPlacement =
  | { kind: 'environment'; secret: string }
  | { kind: 'file'; path: string }
  | { kind: 'store'; reason: string };

export function identityKeyPlacement({ config }: { config: Pick<ServerConfig, 'CHAT_IP_HMAC_SECRET' | 'CHAT_IP_HMAC_SECRET_FILE' | 'REDIS_URL'> }): IdentityKeyPlacement {
  if (config.CHAT_IP_HMAC_SECRET) return { kind: 'environment', secret: config.CHAT_IP_HMAC_SECRET };
  if (config.CHAT_IP_HMAC_SECRET_FILE) return { kind: 'file', path: config.CHAT_IP_HMAC_SECRET_FILE };
  // A file of one machine would give each instance its own key, and so its own count of every visitor.
  if (config.REDIS_URL) return { kind: 'store', reason: 'REDIS_URL is set and neither CHAT_IP_HMAC_SECRET nor CHAT_IP_HMAC_SECRET_FILE is, so the instances share the key through Redis' };
  return { kind: 'file', path: DEFAULT_IDENTITY_KEY_FILE };
}

/**
 * The identity key, read once: the operator's value, else the key file (created with mode 0600 on first start;
 * a concurrent first start of another process reads the one that won), else the store. A key file that cannot
 * be created (read-only disk) falls back to the store, told once; a failed store read is retried by the next call.
 */
export function createSecretSource({ placement, store, reportError }: {
  placement: IdentityKeyPlacement;
  store: AdmissionStore;
  reportError: (message: string) => void;
}): () => Promise<string> {
  let pending: Promise<string> | undefined;
  const fromStore = (reason: string) => {
    reportError(`identity key: kept in the store, with the data it protects (${reason}): set CHAT_IP_HMAC_SECRET (see the README's "Deploy" section)`);
    return store.getOrCreateSecret();
  };
  const load = async (): Promise<string> => {
    if (placement.kind === 'environment') return placement.secret;
    if (placement.kind === 'store') return fromStore(placement.reason);
    try {
      return await readOrCreateKeyFile({ path: placement.path });
    } catch (error) {
      if (error instanceof KeyFileError) throw error;
      const code = (error as NodeJS.ErrnoException).code ?? 'error';
      return fromStore(`${placement.path} could not be read or created: ${code}`);
    }
  };
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/** A key file that exists but cannot serve as a key: the operator must fix it, nothing falls back silently. */
class KeyFileError extends Error {}

async function readOrCreateKeyFile({ path }: { path: string }): Promise<string> {
  const absolute = resolve(path);
  const read = async () => {
    const secret = (await readFile(absolute, 'utf8')).trim();
    if (secret.length < MIN_SECRET_CHARS) throw new KeyFileError(`identity key: ${path} holds fewer than ${MIN_SECRET_CHARS} characters`);
    return secret;
  };
  try {
    return await read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dirname(absolute), { recursive: true, mode: 0o700 });
  // Written whole under a private name, then linked into place: a process starting at the same moment sees no
  // file or the complete key, never a half-written one, and a link onto an existing key fails (EEXIST).
  const draft = `${absolute}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    await writeFile(draft, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
    await link(draft, absolute).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  } finally {
    await rm(draft, { force: true });
  }
  return read();
}
