import { createClient } from 'redis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openAdmissionStore, type AdmissionStore } from '@/lib/store';
import { startRedisTestServer } from '@/test/redis-test-server';
import { faultDependencies, openDescriptors, untilAdmitted, visit, VISITOR_WAIT_LIMIT_MS } from '@/test/store-fault-visitor';

/**
 * Faults of the Redis store, each as a visitor meets it through the chat pipeline with the app's own (resilient)
 * store, against a real redis-server: killed (and started again, empty), frozen (SIGSTOP), read-only (a replica of
 * a master that is not there) and writes paused (CLIENT PAUSE WRITE, Redis's own lock). The visitor gets the offline
 * answer (CHAT_FALLBACK=offline, the default) or 503 store_unavailable, never a limit, within 5 s; and the store
 * works again by itself once the fault is gone.
 */
const server = await startRedisTestServer();
afterAll(async () => server?.stop());
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function appStore(): Promise<AdmissionStore> {
  const store = await openAdmissionStore({ config: { CHAT_DB_PATH: 'unused.db', REDIS_URL: server!.url } });
  cleanups.push(() => store.close());
  return store;
}

/** A separate connection, as an operator's redis-cli would be. */
async function operator() {
  const client = createClient({ url: server!.url });
  client.on('error', () => undefined);
  await client.connect();
  cleanups.push(() => client.destroy());
  return client;
}

const inTime = (view: { ms: number }) => expect(view.ms).toBeLessThan(VISITOR_WAIT_LIMIT_MS);

describe.skipIf(server === null)('Redis store faults, as a chat visitor meets them', () => {
  it('kill: Redis dies; visitors are answered offline at once, no connection leaks, and it works again once Redis is back', async () => {
    const { dependencies } = faultDependencies({ admission: await appStore() });
    expect((await visit({ dependencies })).mode).toBe('model');
    server!.signal('SIGKILL');
    cleanups.push(() => server!.restart());
    const first = await visit({ dependencies });
    expect(first).toMatchObject({ status: 200, mode: 'offline' });
    inTime(first);
    const before = openDescriptors();
    for (let visitor = 0; visitor < 50; visitor += 1) expect((await visit({ dependencies })).mode).toBe('offline');
    expect(openDescriptors() - before).toBeLessThanOrEqual(2);
    const strict = faultDependencies({ admission: dependencies.admission, environment: { CHAT_FALLBACK: 'none' } });
    expect(await visit({ dependencies: strict.dependencies })).toMatchObject({ status: 503, code: 'store_unavailable' });
    cleanups.pop();
    await server!.restart();
    await untilAdmitted({ dependencies });
  }, 40_000);

  it('freeze: Redis stops answering; the visitor waits at most the command timeout, later ones not at all, and it resumes', async () => {
    const { dependencies } = faultDependencies({ admission: await appStore() });
    expect((await visit({ dependencies })).mode).toBe('model');
    server!.signal('SIGSTOP');
    cleanups.push(() => server!.signal('SIGCONT'));
    const first = await visit({ dependencies });
    expect(first).toMatchObject({ status: 200, mode: 'offline' });
    inTime(first);
    const next = await visit({ dependencies });
    expect(next).toMatchObject({ status: 200, mode: 'offline' });
    inTime(next);
    server!.signal('SIGCONT');
    await untilAdmitted({ dependencies });
  }, 40_000);

  it('read-only: Redis turns into a replica and refuses writes; visitors are answered offline in time, and admitted again once it is a master', async () => {
    const { dependencies } = faultDependencies({ admission: await appStore() });
    expect((await visit({ dependencies })).mode).toBe('model');
    const redis = await operator();
    // A master that does not exist: the replica keeps its data and refuses every write with READONLY.
    await redis.sendCommand(['REPLICAOF', '127.0.0.1', '9']);
    cleanups.push(async () => void (await redis.sendCommand(['REPLICAOF', 'NO', 'ONE'])));
    const readOnly = await visit({ dependencies });
    expect(readOnly).toMatchObject({ status: 200, mode: 'offline' });
    inTime(readOnly);
    await redis.sendCommand(['REPLICAOF', 'NO', 'ONE']);
    await untilAdmitted({ dependencies });
  }, 40_000);

  it('lock: writes are paused (CLIENT PAUSE WRITE) for longer than a visitor may wait; the visitor is answered offline in time, and admitted once they resume', async () => {
    const { dependencies } = faultDependencies({ admission: await appStore() });
    expect((await visit({ dependencies })).mode).toBe('model');
    const redis = await operator();
    await redis.sendCommand(['CLIENT', 'PAUSE', '8000', 'WRITE']);
    cleanups.push(async () => void (await redis.sendCommand(['CLIENT', 'UNPAUSE'])));
    const paused = await visit({ dependencies });
    expect(paused).toMatchObject({ status: 200, mode: 'offline' });
    inTime(paused);
    await redis.sendCommand(['CLIENT', 'UNPAUSE']);
    await untilAdmitted({ dependencies });
  }, 40_000);

  it('a store started while Redis is down opens by itself once Redis is up, without a restart and without leaking connections', async () => {
    server!.signal('SIGKILL');
    const restartAfterTest = () => server!.restart();
    cleanups.push(restartAfterTest);
    // No pause between attempts: every visitor's request tries to connect again.
    const store = await openAdmissionStore({ config: { CHAT_DB_PATH: 'unused.db', REDIS_URL: server!.url }, timings: { lockWaitMs: 2000, retryInitialMs: 0, retryMaxMs: 0 } });
    cleanups.push(() => store.close());
    const { dependencies } = faultDependencies({ admission: store });
    const down = await visit({ dependencies });
    expect(down).toMatchObject({ status: 200, mode: 'offline' });
    inTime(down);
    const before = openDescriptors();
    for (let visitor = 0; visitor < 20; visitor += 1) expect((await visit({ dependencies })).mode).toBe('offline');
    expect(openDescriptors() - before).toBeLessThanOrEqual(2);
    cleanups.splice(cleanups.indexOf(restartAfterTest), 1);
    await server!.restart();
    await untilAdmitted({ dependencies });
  }, 60_000);
});
