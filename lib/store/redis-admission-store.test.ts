import { afterAll, describe, expect, it } from 'vitest';
import { createClient } from 'redis';
import { registerAdmissionStoreContract } from '@/lib/store/admission-store.contract';
import type { AdmitInput } from '@/lib/store/admission-store';
import { openRedisAdmissionStore } from '@/lib/store/redis-admission-store';
import { startRedisTestServer } from '@/test/redis-test-server';

const server = await startRedisTestServer();
afterAll(async () => server?.stop());
let counter = 0;

describe.skipIf(server === null)('Redis (real redis-server)', () => {
  registerAdmissionStoreContract({
    name: 'Redis',
    createNamespace: async () => {
      const keyPrefix = `test-${++counter}:`;
      return { open: async () => openRedisAdmissionStore({ url: server!.url, keyPrefix, commandTimeoutMs: 15_000 }) };
    },
  });
});

const admission: AdmitInput = {
  clientId: 'client-a',
  day: '2026-11-30',
  nowMs: Date.parse('2026-11-30T12:00:00Z'),
  upstream: true,
  reserveMicroUsd: 100,
  limits: { perMinute: 10, perDay: 10, dailyCallCeiling: 10, dailyBudgetMicroUsd: 10_000 },
};

/** Milliseconds until `promise` settles, and whether it rejected. */
async function timeToSettle(promise: Promise<unknown>): Promise<{ rejected: boolean; ms: number }> {
  const started = performance.now();
  const rejected = await promise.then(() => false, () => true);
  return { rejected, ms: performance.now() - started };
}

describe.skipIf(server === null)('Redis store failing closed', () => {
  it('rejects at once, instead of waiting for a reconnect, when Redis goes away', async () => {
    const own = (await startRedisTestServer())!;
    const store = await openRedisAdmissionStore({ url: own.url, keyPrefix: 'outage:' });
    expect(await store.admit(admission)).toMatchObject({ admitted: true });
    await own.stop();
    const outcome = await timeToSettle(store.admit(admission));
    expect(outcome.rejected).toBe(true);
    expect(outcome.ms).toBeLessThan(1000);
    await store.close().catch(() => undefined);
    // A server that starts while Redis is down fails to open the store instead of waiting forever.
    expect((await timeToSettle(openRedisAdmissionStore({ url: own.url }))).rejected).toBe(true);
  }, 20_000);

  it('fails a command that Redis does not answer within the command timeout', async () => {
    const store = await openRedisAdmissionStore({ url: server!.url, keyPrefix: 'paused:', commandTimeoutMs: 300 });
    const pauser = createClient({ url: server!.url });
    await pauser.connect();
    await pauser.sendCommand(['CLIENT', 'PAUSE', '2000', 'ALL']);
    const outcome = await timeToSettle(store.admit(admission));
    await pauser.sendCommand(['CLIENT', 'UNPAUSE']);
    await pauser.close();
    await store.close();
    expect(outcome.rejected).toBe(true);
    expect(outcome.ms).toBeLessThan(1500);
  }, 20_000);
});

describe.skipIf(server === null)('Redis store: client day count', () => {
  it('keeps only the minute window in the client’s sorted set, and a window written before the day count existed still counts', async () => {
    const keyPrefix = 'client-day:';
    const store = await openRedisAdmissionStore({ url: server!.url, keyPrefix });
    const raw = createClient({ url: server!.url });
    await raw.connect();
    for (let minute = 0; minute < 4; minute += 1) await store.admit({ ...admission, nowMs: admission.nowMs + minute * 61_000 });
    expect(await raw.zCard(`${keyPrefix}client:${admission.day}:${admission.clientId}`)).toBe(1);
    expect(await raw.get(`${keyPrefix}client-day:${admission.day}:${admission.clientId}`)).toBe('4');
    // An earlier build kept the whole day in the sorted set and no count.
    const legacy = `${keyPrefix}client:${admission.day}:legacy-client`;
    for (let index = 0; index < 10; index += 1) await raw.zAdd(legacy, { score: admission.nowMs - 3_600_000 + index, value: `old-${index}` });
    expect(await store.admit({ ...admission, clientId: 'legacy-client' })).toMatchObject({ admitted: false, code: 'rate_limited' });
    await raw.close();
    await store.close();
  });
});
