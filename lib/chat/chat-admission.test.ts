import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteAdmissionStore } from '@/lib/store';
import { handleChatRequest } from '@/lib/chat/chat-pipeline';
import { chatRequest, createMockUpstream, createTestDependencies, peerHeaders, readStreamParts } from '@/test/chat-test-dependencies';

const DAY = '2026-11-30';
const directory = mkdtempSync(join(tmpdir(), 'chat-admission-pipeline-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const body = { message: 'Where do you work now?', locale: 'en' };
const fromPeer = (peer: string, headers: Record<string, string> = {}) => chatRequest({ body, headers: { ...peerHeaders(peer), ...headers } });
const modeOf = async (response: Response) => (await readStreamParts(response)).filter((part) => part.type === 'data-mode').at(-1);

describe('admission in the chat pipeline', () => {
  it('admits exactly K = 7 of 50 parallel requests from one client; the rest get 429 with Retry-After', async () => {
    const mock = createMockUpstream();
    const { dependencies } = createTestDependencies({ upstream: mock.upstream, environment: { CHAT_RATE_PER_MINUTE: '7', CHAT_SKIP_CLASSIFIER: '1' } });
    const responses = await Promise.all(Array.from({ length: 50 }, () => handleChatRequest({ request: fromPeer('198.51.100.4'), dependencies })));
    const ok = responses.filter((response) => response.status === 200);
    const limited = responses.filter((response) => response.status === 429);
    expect(ok).toHaveLength(7);
    expect(limited).toHaveLength(43);
    expect(Number(limited[0]!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await limited[0]!.json()).toMatchObject({ error: { code: 'rate_limited' } });
    await Promise.all(ok.map((response) => response.text()));
    expect(mock.answer.doStreamCalls).toHaveLength(7);
  });

  it('gives a visitor rotating X-Forwarded-For no new allowance; another peer has its own', async () => {
    const { dependencies } = createTestDependencies({ environment: { CHAT_RATE_PER_MINUTE: '2' } });
    const ask = (request: Request) => handleChatRequest({ request, dependencies });
    expect((await ask(fromPeer('198.51.100.4', { 'x-forwarded-for': '203.0.113.1' }))).status).toBe(200);
    expect((await ask(fromPeer('198.51.100.4', { 'x-forwarded-for': '203.0.113.2' }))).status).toBe(200);
    expect((await ask(fromPeer('198.51.100.4', { 'x-forwarded-for': '203.0.113.3', 'x-real-ip': '203.0.113.4' }))).status).toBe(429);
    expect((await ask(fromPeer('198.51.100.5'))).status).toBe(200);
  });

  it('counts by the trusted edge header when one is configured', async () => {
    const { dependencies } = createTestDependencies({ environment: { CHAT_RATE_PER_MINUTE: '1', CHAT_CLIENT_IP_HEADER: 'cf-connecting-ip' } });
    const ask = (client: string) => handleChatRequest({ request: fromPeer('10.0.0.1', { 'cf-connecting-ip': client }), dependencies });
    expect((await ask('203.0.113.1')).status).toBe(200);
    expect((await ask('203.0.113.2')).status).toBe(200);
    expect((await ask('203.0.113.1')).status).toBe(429);
  });

  it('refuses with the kill switch before admission: nothing is admitted or counted against the client', async () => {
    const store = openSqliteAdmissionStore({ path: ':memory:' });
    const off = createTestDependencies({ admission: store, environment: { CHAT_DISABLED: '1', CHAT_RATE_PER_MINUTE: '1' } });
    const response = await handleChatRequest({ request: fromPeer('198.51.100.4'), dependencies: off.dependencies });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: { code: 'chat_disabled' } });
    const on = createTestDependencies({ admission: store, environment: { CHAT_RATE_PER_MINUTE: '1' } });
    expect((await handleChatRequest({ request: fromPeer('198.51.100.4'), dependencies: on.dependencies })).status).toBe(200);
    await expect.poll(async () => (await store.stats({ days: [DAY] }))[0]?.rejections).toEqual({ chat_disabled: 1 });
  });

  it('answers a budget refusal from the offline engine, labelled, without any upstream call', async () => {
    const mock = createMockUpstream();
    const { dependencies } = createTestDependencies({ upstream: mock.upstream, environment: { CHAT_DAILY_BUDGET_USD: '0' } });
    const response = await handleChatRequest({ request: fromPeer('198.51.100.4'), dependencies });
    expect(response.status).toBe(200);
    expect(await modeOf(response)).toMatchObject({ data: { mode: 'offline' } });
    expect(mock.calls()).toBe(0);
  });

  it('returns 503 budget_exhausted when the fallback is off', async () => {
    const mock = createMockUpstream();
    const { dependencies } = createTestDependencies({ upstream: mock.upstream, environment: { CHAT_DAILY_CALL_CEILING: '0', CHAT_FALLBACK: 'none' } });
    const response = await handleChatRequest({ request: fromPeer('198.51.100.4'), dependencies });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: { code: 'budget_exhausted' } });
    expect(mock.calls()).toBe(0);
  });

  it('never answers a rate-limited request from the fallback', async () => {
    const mock = createMockUpstream();
    const { dependencies } = createTestDependencies({ upstream: mock.upstream, environment: { CHAT_DAILY_BUDGET_USD: '0', CHAT_RATE_PER_MINUTE: '1' } });
    expect((await handleChatRequest({ request: fromPeer('198.51.100.4'), dependencies })).status).toBe(200);
    const limited = await handleChatRequest({ request: fromPeer('198.51.100.4'), dependencies });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
  });

  it('switches to offline answers once the daily call ceiling is reached', async () => {
    const mock = createMockUpstream();
    const { dependencies } = createTestDependencies({ upstream: mock.upstream, environment: { CHAT_DAILY_CALL_CEILING: '1', CHAT_SKIP_CLASSIFIER: '1' } });
    expect(await modeOf(await handleChatRequest({ request: fromPeer('198.51.100.4'), dependencies }))).toMatchObject({ data: { mode: 'model' } });
    expect(await modeOf(await handleChatRequest({ request: fromPeer('198.51.100.5'), dependencies }))).toMatchObject({ data: { mode: 'offline' } });
    expect(mock.answer.doStreamCalls).toHaveLength(1);
  });

  it('writes one ledger row per upstream call and settles the reservation to the real cost', async () => {
    const store = openSqliteAdmissionStore({ path: ':memory:' });
    const mock = createMockUpstream();
    // Room for one worst-case reservation (about 0.0021 USD) but not two: only settling makes room for the second.
    const { dependencies } = createTestDependencies({ admission: store, upstream: mock.upstream, environment: { CHAT_DAILY_BUDGET_USD: '0.003' } });
    await readStreamParts(await handleChatRequest({ request: fromPeer('198.51.100.4'), dependencies }));
    // Mock usage per call: 100 input and 10 output tokens. Classifier 100 × 0.075 + 10 × 0.3 → 11; answer 100 × 0.15 + 10 × 0.6 → 21.
    await expect.poll(async () => (await store.stats({ days: [DAY] }))[0]).toMatchObject({ upstreamCalls: 2, spentMicroUsd: 32, modes: { model: 1 } });
    expect(await modeOf(await handleChatRequest({ request: fromPeer('198.51.100.5'), dependencies }))).toMatchObject({ data: { mode: 'model' } });
  });

  it('releases the reservation of a request answered locally (sensitive input): nothing is spent', async () => {
    const store = openSqliteAdmissionStore({ path: ':memory:' });
    const mock = createMockUpstream();
    // Room for one worst-case reservation only: the second request is answered by the model only if the first released its reservation.
    const { dependencies } = createTestDependencies({ admission: store, upstream: mock.upstream, environment: { CHAT_DAILY_BUDGET_USD: '0.003' } });
    const sensitive = chatRequest({ body: { message: 'My card is 4111 1111 1111 1111', locale: 'en' }, headers: peerHeaders('198.51.100.4') });
    expect(await modeOf(await handleChatRequest({ request: sensitive, dependencies }))).toMatchObject({ data: { mode: 'local' } });
    await expect.poll(async () => (await store.stats({ days: [DAY] }))[0]?.modes).toEqual({ local: 1 });
    expect((await store.stats({ days: [DAY] }))[0]).toMatchObject({ spentMicroUsd: 0, upstreamCalls: 0 });
    expect(await modeOf(await handleChatRequest({ request: fromPeer('198.51.100.5'), dependencies }))).toMatchObject({ data: { mode: 'model' } });
    expect(mock.answer.doStreamCalls).toHaveLength(1);
  });

  it('counts questions that retrieved nothing, without their text', async () => {
    const store = openSqliteAdmissionStore({ path: ':memory:' });
    const { dependencies } = createTestDependencies({ admission: store });
    const request = chatRequest({ body: { message: 'zxqv blorf wuggle', locale: 'en' }, headers: peerHeaders('198.51.100.4') });
    await readStreamParts(await handleChatRequest({ request, dependencies }));
    await expect.poll(async () => (await store.stats({ days: [DAY] }))[0]?.retrievedNothing).toBe(1);
  });

  it('keeps the day counters across a restart (a new store on the same file)', async () => {
    const path = join(directory, 'restart.db');
    const environment = { CHAT_RATE_PER_DAY: '2', CHAT_RATE_PER_MINUTE: '100' };
    const before = createTestDependencies({ admission: openSqliteAdmissionStore({ path }), environment });
    for (let index = 0; index < 2; index += 1) {
      expect((await handleChatRequest({ request: fromPeer('198.51.100.4'), dependencies: before.dependencies })).status).toBe(200);
    }
    await before.dependencies.admission.close();
    const after = createTestDependencies({ admission: openSqliteAdmissionStore({ path }), environment });
    expect((await handleChatRequest({ request: fromPeer('198.51.100.4'), dependencies: after.dependencies })).status).toBe(429);
    await after.dependencies.admission.close();
  });

  it('stores no raw address anywhere in the database file, nor in the metrics', async () => {
    const path = join(directory, 'privacy.db');
    const store = openSqliteAdmissionStore({ path });
    const mock = createMockUpstream();
    const { dependencies, metrics } = createTestDependencies({ admission: store, upstream: mock.upstream, environment: { CHAT_DEBUG_METRICS: '1', CHAT_RATE_PER_MINUTE: '1' } });
    const ask = () => handleChatRequest({ request: fromPeer('203.0.113.77', { 'x-forwarded-for': '198.51.100.99' }), dependencies });
    await readStreamParts(await ask());
    expect((await ask()).status).toBe(429);
    await expect.poll(async () => (await store.stats({ days: [DAY] }))[0]?.upstreamCalls).toBe(2);
    await store.close();
    const bytes = readdirSync(directory)
      .filter((name) => name.startsWith('privacy.db'))
      .map((name) => readFileSync(join(directory, name)).toString('latin1'))
      .join('');
    expect(bytes.length).toBeGreaterThan(0);
    for (const address of ['203.0.113.77', '198.51.100.99']) {
      expect(bytes).not.toContain(address);
      expect(metrics.join('\n')).not.toContain(address);
    }
  });
});
