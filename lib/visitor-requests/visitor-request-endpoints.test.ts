import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/lib/config';
import { createClientAddressSource } from '@/lib/platform';
import type { Profile } from '@/lib/knowledge';
import { changeRequestAsOwner, deleteRequestAsOwner } from '@/lib/visitor-requests/owner-commands';
import { handleCancelVisitorRequest } from '@/lib/visitor-requests/cancel-visitor-request';
import { handleCreateVisitorRequest } from '@/lib/visitor-requests/create-visitor-request';
import { handleListSlots } from '@/lib/visitor-requests/list-slots';
import { handleReadVisitorRequest } from '@/lib/visitor-requests/read-visitor-request';
import type { VisitorRequestDependencies } from '@/lib/visitor-requests/visitor-request-steps';
import { openSqliteVisitorRequestStore } from '@/lib/store';
import { createWebhookDispatcher, MAX_DELIVERY_ATTEMPTS, purgeExpiredRequests } from '@/lib/notifications';
import type { VisitorRequestStore } from '@/lib/store';
import { profile as sampleProfile } from '@/test/fixtures/profiles/sample-profile';

const NOW = new Date('2026-03-23T12:00:00Z');
const CONTACT = { name: 'Jordan Visitor', email: 'jordan@example.org', company: 'Acme', message: 'Hello, about a staff role.' };

/** A webhook receiver on 127.0.0.1 that answers with the statuses it is given, in turn. */
let received: { body: string; signature: string }[] = [];
let statuses: number[] = [];
const receiver = createServer((request: IncomingMessage, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    received.push({ body, signature: String(request.headers['x-signature']) });
    response.writeHead(statuses.shift() ?? 204).end();
  });
});
let webhookUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

function setup({ profile = sampleProfile, store = openSqliteVisitorRequestStore({ path: ':memory:' }), environment = {} }: { profile?: Profile; store?: VisitorRequestStore; environment?: Record<string, string> } = {}) {
  const errors: string[] = [];
  let now = NOW;
  const config = loadConfig({ environment: { OWNER_WEBHOOK_URL: webhookUrl, OWNER_WEBHOOK_SECRET: 'webhook-secret-0123456789', ...environment } });
  const dependencies: VisitorRequestDependencies = {
    config,
    profile,
    visitorRequests: store,
    clientSecret: async () => 'server-secret-for-tests-0123456789',
    clientAddress: createClientAddressSource({ config, peerProof: null, now: () => now, reportError: () => undefined, recordNotice: async () => undefined }),
    now: () => now,
    randomBytes: (size) => randomBytes(size),
    onNotificationQueued: () => undefined,
    reportError: (message) => errors.push(message),
  };
  return { dependencies, errors, store, config, setNow: (date: Date) => (now = date) };
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://localhost:3000${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': `key_${randomBytes(12).toString('hex')}`, ...headers }, body: JSON.stringify(body) });

describe('request pipeline', () => {
  it('answers an empty slot list (a success) when the profile offers no calls, and refuses an intro call', async () => {
    const { dependencies } = setup({ profile: { ...sampleProfile, scheduling: undefined } });
    const slots = await handleListSlots({ request: new Request('http://localhost:3000/api/requests/slots'), dependencies });
    expect(slots.status).toBe(200);
    expect(await slots.json()).toEqual({ timeZone: null, slots: [] });
    const refused = await handleCreateVisitorRequest({ request: post('/api/requests', { kind: 'intro_call', locale: 'en', ...CONTACT, slot: '2026-03-31T08:00:00Z', consent: true }), dependencies });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('intro_calls_unavailable');
  });

  it('answers SYSTEM, never "not found", when the store fails mid-request, and reports no contact detail', async () => {
    const broken = openSqliteVisitorRequestStore({ path: ':memory:' });
    const failing = { ...broken, find: async () => Promise.reject(new Error('disk I/O error')), create: async () => Promise.reject(new Error('disk I/O error')), findIdempotent: async () => null };
    const { dependencies, errors } = setup({ store: failing });
    const created = await handleCreateVisitorRequest({ request: post('/api/requests', { kind: 'message', locale: 'fr', ...CONTACT, consent: true }), dependencies });
    expect(created.status).toBe(503);
    expect(await created.json()).toMatchObject({ error: { type: 'SYSTEM', code: 'store_unavailable' } });
    const read = await handleReadVisitorRequest({ request: new Request('http://localhost:3000/api/requests/R-ABCDEF', { headers: { authorization: `Bearer ${'A'.repeat(43)}` } }), reference: 'R-ABCDEF', dependencies });
    expect(read.status).toBe(503);
    for (const error of errors) for (const value of Object.values(CONTACT)) expect(error).not.toContain(value);
  });

  it('lets the owner confirm, then refuses decline (not allowed) and anything after cancel (terminal)', async () => {
    const { dependencies, store, config } = setup();
    const created = (await (await handleCreateVisitorRequest({ request: post('/api/requests', { kind: 'message', locale: 'en', ...CONTACT, consent: true }), dependencies })).json()) as { request: { reference: string }; token: string };
    const reference = created.request.reference;
    expect(await changeRequestAsOwner({ store, config, reference, action: 'confirm', now: NOW, randomBytes })).toMatchObject({ ok: true, request: { status: 'confirmed' } });
    expect(await changeRequestAsOwner({ store, config, reference, action: 'decline', now: NOW, randomBytes })).toEqual({ ok: false, error: 'not_allowed', status: 'confirmed' });
    const cancelled = await handleCancelVisitorRequest({ request: post(`/api/requests/${reference}/cancel`, {}, { authorization: `Bearer ${created.token}` }), reference, dependencies });
    expect(cancelled.status).toBe(200);
    expect(await changeRequestAsOwner({ store, config, reference, action: 'confirm', now: NOW, randomBytes })).toEqual({ ok: false, error: 'terminal', status: 'cancelled' });
    expect(await deleteRequestAsOwner({ store, config, reference, now: NOW, randomBytes })).toBe(true);
    const gone = await handleReadVisitorRequest({ request: new Request(`http://localhost:3000/api/requests/${reference}`, { headers: { authorization: `Bearer ${created.token}` } }), reference, dependencies });
    expect(gone.status).toBe(404);
  });

  it('delivers every change to the webhook, signed, and retries a failing webhook without blocking or losing requests', async () => {
    received = [];
    statuses = [500, 503];
    const { dependencies, store, setNow } = setup();
    for (const message of ['first', 'second']) {
      const response = await handleCreateVisitorRequest({ request: post('/api/requests', { kind: 'message', locale: 'en', ...CONTACT, message, consent: true }), dependencies });
      expect(response.status).toBe(201);
    }
    let clock = NOW;
    const dispatcher = createWebhookDispatcher({ store, url: webhookUrl, secret: 'webhook-secret-0123456789', now: () => clock, reportError: () => undefined });
    await dispatcher.run();
    expect(received).toHaveLength(2);
    expect((await store.outboxCounts()).webhook).toEqual({ pending: 2, failed: 0 });
    clock = new Date(NOW.getTime() + 60_000);
    setNow(clock);
    await dispatcher.run();
    expect(received).toHaveLength(4);
    expect((await store.outboxCounts()).webhook).toEqual({ pending: 0, failed: 0 });
    for (const delivery of received) {
      expect(delivery.signature).toBe(`sha256=${createHmac('sha256', 'webhook-secret-0123456789').update(delivery.body).digest('hex')}`);
    }
    const payloads = received.slice(2).map((delivery) => JSON.parse(delivery.body) as { event: string; request: { email: string; message: string } });
    expect(payloads.map((payload) => payload.event)).toEqual(['request.created', 'request.created']);
    expect(payloads.map((payload) => payload.request.message).sort()).toEqual(['first', 'second']);
    expect(await store.list({ limit: 10 })).toHaveLength(2);
  });

  it('gives a notification up after the last attempt, and keeps the request', async () => {
    const { dependencies, store } = setup();
    await handleCreateVisitorRequest({ request: post('/api/requests', { kind: 'message', locale: 'en', ...CONTACT, consent: true }), dependencies });
    let clock = NOW.getTime();
    const dispatcher = createWebhookDispatcher({ store, url: 'http://127.0.0.1:9/refused', secret: 'webhook-secret-0123456789', now: () => new Date(clock), reportError: () => undefined });
    for (let attempt = 0; attempt < MAX_DELIVERY_ATTEMPTS; attempt += 1) {
      await dispatcher.run();
      clock += 2 * 3_600_000;
    }
    expect((await store.outboxCounts()).webhook).toEqual({ pending: 0, failed: 1 });
    expect(await store.list({ limit: 10 })).toHaveLength(1);
  });

  it('enforces retention: requests untouched for CHAT_REQUEST_RETENTION_DAYS are deleted', async () => {
    const { dependencies, store } = setup({ environment: { CHAT_REQUEST_RETENTION_DAYS: '30' } });
    await handleCreateVisitorRequest({ request: post('/api/requests', { kind: 'message', locale: 'en', ...CONTACT, consent: true }), dependencies });
    expect(await purgeExpiredRequests({ store, retentionDays: 30, now: new Date(NOW.getTime() + 29 * 86_400_000) })).toBe(0);
    expect(await purgeExpiredRequests({ store, retentionDays: 30, now: new Date(NOW.getTime() + 31 * 86_400_000) })).toBe(1);
    expect(await store.list({ limit: 10 })).toEqual([]);
  });
});
