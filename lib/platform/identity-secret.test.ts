import { mkdtempSync, readFileSync, statSync, writeFileSync, chmodSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/lib/config';
import { createSecretSource, identityKeyPlacement } from '@/lib/platform/identity-secret';
import { openSqliteAdmissionStore } from '@/lib/store';

const folder = () => mkdtempSync(join(tmpdir(), 'identity-key-'));

describe('identityKeyPlacement', () => {
  it('keeps the identity key apart from the store: the operator\'s variable, else a key file, never the data by default', () => {
    expect(identityKeyPlacement({ config: loadConfig({ environment: { CHAT_IP_HMAC_SECRET: 'a-secret-of-the-operator' } }) })).toEqual({ kind: 'environment', secret: 'a-secret-of-the-operator' });
    expect(identityKeyPlacement({ config: loadConfig({ environment: {} }) })).toEqual({ kind: 'file', path: './secrets/identity.key' });
    expect(identityKeyPlacement({ config: loadConfig({ environment: { CHAT_IP_HMAC_SECRET_FILE: '/run/secrets/chat' } }) })).toEqual({ kind: 'file', path: '/run/secrets/chat' });
  });

  it('falls back to the store only when several instances must share the key and none is configured', () => {
    const placement = identityKeyPlacement({ config: loadConfig({ environment: { REDIS_URL: 'redis://127.0.0.1:6379' } }) });
    expect(placement).toMatchObject({ kind: 'store', reason: expect.stringMatching(/REDIS_URL/) });
  });
});

describe('createSecretSource', () => {
  it('creates the key file once (mode 0600) and every process reads the same key from it; the store never holds it', async () => {
    const path = join(folder(), 'secrets', 'identity.key');
    const store = openSqliteAdmissionStore({ path: ':memory:' });
    const errors: string[] = [];
    const sources = Array.from({ length: 4 }, () => createSecretSource({ placement: { kind: 'file', path }, store, reportError: (message) => errors.push(message) }));
    const keys = await Promise.all(sources.map((source) => source()));
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]?.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path, 'utf8').trim()).toBe(keys[0]);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(errors).toEqual([]);
    // The store's own secret is another value: a copy of the store carries nothing that opens the identities.
    expect(await store.getOrCreateSecret()).not.toBe(keys[0]);
  });

  it('refuses a key file that is too short instead of using it', async () => {
    const path = join(folder(), 'short.key');
    writeFileSync(path, 'short\n');
    const source = createSecretSource({ placement: { kind: 'file', path }, store: openSqliteAdmissionStore({ path: ':memory:' }), reportError: () => undefined });
    await expect(source()).rejects.toThrow(/fewer than 16 characters/);
  });

  it('says once that the key is kept with the data when its file cannot be created (a read-only disk)', async () => {
    if (process.getuid?.() === 0) {
      // root writes through a read-only mode: a path under a regular file cannot be created by anyone.
      const blocker = join(folder(), 'not-a-folder');
      writeFileSync(blocker, '');
      await expectStoreFallback(join(blocker, 'identity.key'));
    } else {
      const readOnly = join(folder(), 'read-only');
      mkdirSync(readOnly);
      chmodSync(readOnly, 0o500);
      await expectStoreFallback(join(readOnly, 'identity.key'));
    }
  });
});

async function expectStoreFallback(path: string) {
  const store = openSqliteAdmissionStore({ path: ':memory:' });
  const errors: string[] = [];
  const source = createSecretSource({ placement: { kind: 'file', path }, store, reportError: (message) => errors.push(message) });
  expect(await source()).toBe(await store.getOrCreateSecret());
  await source();
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(/identity key: kept in the store, with the data it protects .*CHAT_IP_HMAC_SECRET/);
}
