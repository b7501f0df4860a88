import { createClient } from 'redis';
import { afterAll, describe, expect, it } from 'vitest';
import { WriteOutcomeUnknownError } from '@/lib/store/write-outcome-unknown';
import { openRedisVisitorRequestStore } from '@/lib/store/redis-visitor-request-store';
import { registerVisitorRequestStoreContract } from '@/lib/store/visitor-request-store.contract';
import { startRedisTestServer } from '@/test/redis-test-server';

const server = await startRedisTestServer();
afterAll(async () => server?.stop());
let counter = 0;

describe.skipIf(server === null)('Redis (real redis-server)', () => {
  registerVisitorRequestStoreContract({
    name: 'Redis',
    createNamespace: async () => {
      const keyPrefix = `requests-test-${++counter}:`;
      return { open: async () => openRedisVisitorRequestStore({ url: server!.url, keyPrefix }) };
    },
  });
});

describe.skipIf(server === null)('Redis: a write whose outcome is unknown', () => {
  it('a create sent to a Redis that answers too late rejects with WriteOutcomeUnknownError, and was applied all the same', async () => {
    const keyPrefix = `requests-unknown-${++counter}:`;
    const store = await openRedisVisitorRequestStore({ url: server!.url, keyPrefix, commandTimeoutMs: 150 });
    const pauser = createClient({ url: server!.url });
    await pauser.connect();
    try {
      const nowMs = Date.now();
      const input = {
        request: {
          reference: 'R-UNKN22', kind: 'message' as const, status: 'requested' as const, locale: 'en' as const, slot: null,
          createdAtMs: nowMs, updatedAtMs: nowMs, tokenHash: 'hash', contact: { name: 'V', email: 'v@example.org', company: null, message: 'Hi' },
        },
        clientId: 'client', day: '2026-12-01', limits: { livePerClient: 3, createdPerClient: 10, perDay: 50 },
        idempotency: { keyHash: 'unknown-key', fingerprint: 'f', status: 201, body: '{}', expiresAtMs: nowMs + 60_000 },
        notification: null,
      };
      // Redis holds every write for 600 ms: the script runs after the store has stopped waiting for it.
      await pauser.sendCommand(['CLIENT', 'PAUSE', '600', 'WRITE']);
      await expect(store.create(input)).rejects.toBeInstanceOf(WriteOutcomeUnknownError);
      await expect.poll(() => store.findIdempotent({ keyHash: 'unknown-key', nowMs: Date.now() }), { timeout: 3000 }).not.toBeNull();
      expect(await store.create({ ...input, request: { ...input.request, reference: 'R-UNKN23' } })).toMatchObject({ outcome: 'replay' });
      expect(await store.list({ limit: 10 })).toHaveLength(1);
    } finally {
      await pauser.sendCommand(['CLIENT', 'UNPAUSE']).catch(() => undefined);
      await pauser.close();
      await store.close();
    }
  });
});
