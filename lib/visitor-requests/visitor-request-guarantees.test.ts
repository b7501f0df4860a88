import { createClientAddressSource } from '@/lib/platform';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '@/lib/config';
import { createOwnerDispatchers } from '@/lib/notifications';
import { openRedisVisitorRequestStore, openSqliteVisitorRequestStore, WriteOutcomeUnknownError, type VisitorRequestStore } from '@/lib/store';
import { changeRequestAsOwner } from '@/lib/visitor-requests/owner-commands';
import { handleCancelVisitorRequest } from '@/lib/visitor-requests/cancel-visitor-request';
import { handleCreateVisitorRequest } from '@/lib/visitor-requests/create-visitor-request';
import { handleReadVisitorRequest } from '@/lib/visitor-requests/read-visitor-request';
import type { VisitorRequestDependencies } from '@/lib/visitor-requests/visitor-request-steps';
import { profile } from '@/test/fixtures/profiles/sample-profile';
import { startRedisTestServer } from '@/test/redis-test-server';
import { startSmtpSink, type SmtpSink } from '@/test/smtp-sink';

/**
 * The visitor-request guarantees of issue "visitor requests an owner can trust", through the endpoints' pipelines,
 * against both real stores, with a real webhook receiver and a real SMTP server on loopback.
 */

const SECRET = 'webhook-secret-0123456789';
const OWNER = 'owner@example.com';
const CONTACT = { name: 'Jordan Visitor', email: 'jordan@example.org', company: 'Acme', message: 'Hello, about a staff role.' };

interface Delivery {
  body: string;
  eventId: string;
  signature: string;
}
let deliveries: Delivery[] = [];
const receiver = createServer((request: IncomingMessage, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    deliveries.push({ body, eventId: String(request.headers['x-event-id']), signature: String(request.headers['x-signature']) });
    response.writeHead(204).end();
  });
});
let webhookUrl = '';
let sink: SmtpSink;
const redis = await startRedisTestServer();
const directory = mkdtempSync(join(tmpdir(), 'chat-guarantees-'));
beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  sink = await startSmtpSink();
});
afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  await sink.stop();
  await redis?.stop();
  rmSync(directory, { recursive: true, force: true });
});

let counter = 0;
const STORES: { name: string; open: () => Promise<VisitorRequestStore>; skip: boolean }[] = [
  { name: 'SQLite', open: async () => openSqliteVisitorRequestStore({ path: join(directory, `store-${++counter}.db`) }), skip: false },
  { name: 'Redis', open: async () => openRedisVisitorRequestStore({ url: redis!.url, keyPrefix: `guarantees-${++counter}:` }), skip: redis === null },
];

const key = () => `key_${randomBytes(12).toString('hex')}`;
const post = ({ path, body, headers = {} }: { path: string; body: unknown; headers?: Record<string, string> }) =>
  new Request(`http://localhost:3000${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key(), ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
const messageBody = (overrides: Record<string, unknown> = {}) => ({ kind: 'message', locale: 'en', ...CONTACT, consent: true, ...overrides });

for (const backend of STORES) {
  describe.skipIf(backend.skip)(`visitor requests an owner can trust (${backend.name})`, () => {
    let store: VisitorRequestStore;
    let clock = Date.now();
    const opened: VisitorRequestStore[] = [];
    beforeEach(async () => {
      deliveries = [];
      sink.mails.length = 0;
      clock = Date.now();
      store = await backend.open();
      opened.push(store);
    });
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((entry) => entry.close()));
    });

    function setup({ environment = {}, visitorRequests = store }: { environment?: Record<string, string>; visitorRequests?: VisitorRequestStore } = {}) {
      const config = loadConfig({ environment: { OWNER_WEBHOOK_URL: webhookUrl, OWNER_WEBHOOK_SECRET: SECRET, SMTP_URL: sink.url, OWNER_NOTIFY_EMAIL: OWNER, CHAT_CLIENT_IP_HEADER: 'x-test-client', ...environment } });
      const dependencies: VisitorRequestDependencies = {
        config,
        profile,
        visitorRequests,
        clientSecret: async () => 'server-secret-for-tests-0123456789',
        clientAddress: createClientAddressSource({ config, peerProof: null, now: () => new Date(clock), reportError: () => undefined, recordNotice: async () => undefined }),
        now: () => new Date(clock),
        randomBytes: (size) => randomBytes(size),
        onNotificationQueued: () => undefined,
        reportError: () => undefined,
      };
      const dispatchers = createOwnerDispatchers({ store: visitorRequests, config, timeZone: 'Europe/Madrid', now: () => new Date(clock), reportError: () => undefined });
      const deliver = async () => {
        for (const dispatcher of dispatchers) await dispatcher.run();
      };
      return { dependencies, config, deliver };
    }
    const create = async (dependencies: VisitorRequestDependencies, { body = messageBody(), client = 'client-a', headers = {} }: { body?: unknown; client?: string; headers?: Record<string, string> } = {}) =>
      handleCreateVisitorRequest({ request: post({ path: '/api/requests', body, headers: { 'x-test-client': client, ...headers } }), dependencies });
    const cancel = async (dependencies: VisitorRequestDependencies, { reference, token }: { reference: string; token: string }) =>
      handleCancelVisitorRequest({ request: post({ path: `/api/requests/${reference}/cancel`, body: {}, headers: { authorization: `Bearer ${token}` } }), reference, dependencies });
    const read = async (dependencies: VisitorRequestDependencies, { reference, token, client = 'client-a' }: { reference: string; token: string; client?: string }) =>
      handleReadVisitorRequest({ request: new Request(`http://localhost:3000/api/requests/${reference}`, { headers: { authorization: `Bearer ${token}`, 'x-test-client': client } }), reference, dependencies });

    it('clean text at the door: controls and bidi overrides are dropped, newlines kept in the message only, and the webhook carries the cleaned values', async () => {
      const { dependencies, deliver } = setup();
      const response = await create(dependencies, {
        body: messageBody({ name: 'Bob\r\nBcc: all@example.org\u0000', company: 'Ac\u001b[31mme\u202e', message: 'Line one\r\nR-AAAAAA  intro_call  confirmed\u001b]8;;https://evil.example\u0007\u0085end' }),
      });
      expect(response.status).toBe(201);
      const { request } = (await response.json()) as { request: { reference: string } };
      expect((await store.find({ reference: request.reference }))!.contact).toEqual({
        name: 'Bob Bcc: all@example.org',
        email: CONTACT.email,
        company: 'Ac[31mme',
        message: 'Line one\nR-AAAAAA  intro_call  confirmed]8;;https://evil.example\nend',
      });
      await deliver();
      const [delivery] = deliveries;
      const event = JSON.parse(delivery!.body) as { request: { name: string; message: string } };
      expect(event.request.name).toBe('Bob Bcc: all@example.org');
      expect(delivery!.body).not.toMatch(/\\u00(0|1)[0-9a-f]|\\r|\u202e/i);
    });

    it('clean text at the door: a message over the limit is refused with the limit named, and a bad field is named', async () => {
      const { dependencies } = setup();
      const long = await create(dependencies, { body: messageBody({ message: 'x'.repeat(5000) }) });
      expect(long.status).toBe(400);
      const body = (await long.json()) as { error: { type: string; code: string; field: string; message: string } };
      expect(body.error).toMatchObject({ type: 'VALIDATION', code: 'message_too_long', field: 'message' });
      expect(body.error.message).toContain('2,000');
      const spanish = (await (await create(dependencies, { body: messageBody({ message: 'x'.repeat(5000), locale: 'es' }) })).json()) as { error: { message: string } };
      expect(spanish.error.message).toContain('2000');
      const email = (await (await create(dependencies, { body: messageBody({ email: 'not-an-address' }) })).json()) as { error: { code: string; field: string; message: string } };
      expect(email.error).toMatchObject({ code: 'invalid_request', field: 'email' });
      expect(email.error.message).toContain('email address');
      const extra = (await (await create(dependencies, { body: messageBody({ bcc: 'all@example.org' }) })).json()) as { error: { field: string } };
      expect(extra.error.field).toBe('bcc');
      expect(await store.list({ limit: 10 })).toEqual([]);
    });

    it('the owner gets an email for a new request and for the visitor’s change, with the event id of the webhook', async () => {
      const { dependencies, config, deliver } = setup();
      const created = (await (await create(dependencies)).json()) as { request: { reference: string }; token: string };
      const reference = created.request.reference;
      await deliver();
      expect(sink.mails).toHaveLength(1);
      const [mail] = sink.mails;
      expect(mail!.to).toEqual([OWNER]);
      expect(mail!.from).toBe(OWNER);
      expect(mail!.header('subject')).toBe(`New message request ${reference}`);
      expect(mail!.header('reply-to')).toBe(CONTACT.email);
      expect(mail!.body).toContain(`Reference: ${reference}`);
      expect(mail!.body).toContain(`npm run requests -- confirm ${reference}`);
      expect(mail!.body).toContain(`From: ${CONTACT.name} <${CONTACT.email}>, ${CONTACT.company}`);
      expect(mail!.body).toContain(`  ${CONTACT.message}`);
      // The same event id on both channels: header and body of the webhook, header and Message-ID of the mail.
      const [delivery] = deliveries;
      const event = JSON.parse(delivery!.body) as { id: string; event: string };
      expect(event).toMatchObject({ id: delivery!.eventId, event: 'request.created' });
      expect(delivery!.eventId).toMatch(/^evt_[0-9a-f]{32}$/);
      expect(delivery!.signature).toBe(`sha256=${createHmac('sha256', SECRET).update(delivery!.body).digest('hex')}`);
      expect(mail!.header('x-event-id')).toBe(delivery!.eventId);
      expect(mail!.header('message-id')).toBe(`<${delivery!.eventId}@example.com>`);
      expect(mail!.body).toContain(delivery!.eventId);

      expect((await cancel(dependencies, { reference, token: created.token })).status).toBe(200);
      await deliver();
      expect(sink.mails).toHaveLength(2);
      const change = sink.mails[1]!;
      expect(change.header('subject')).toBe(`Request ${reference} cancelled by the visitor`);
      // A change carries no contact details: the owner has them from the first mail.
      for (const value of Object.values(CONTACT)) expect(change.raw).not.toContain(value);
      expect(change.header('x-event-id')).not.toBe(delivery!.eventId);

      // The owner's own changes go to the webhook only.
      const other = (await (await create(dependencies, { client: 'client-b' })).json()) as { request: { reference: string } };
      await deliver();
      expect(await changeRequestAsOwner({ store, config, reference: other.request.reference, action: 'confirm', now: new Date(clock), randomBytes })).toMatchObject({ ok: true });
      await deliver();
      expect(sink.mails).toHaveLength(3);
      expect(JSON.parse(deliveries.at(-1)!.body)).toMatchObject({ event: 'request.confirmed', by: 'owner' });
    });

    it('the owner gets an email: a sink that is down then back gets it once, and the webhook is not sent again', async () => {
      const { dependencies, deliver } = setup();
      await sink.stop();
      try {
        expect((await create(dependencies)).status).toBe(201);
        await deliver();
        expect(deliveries).toHaveLength(1);
        expect(await store.outboxCounts()).toEqual({ webhook: { pending: 0, failed: 0 }, email: { pending: 1, failed: 0 } });
      } finally {
        await sink.start();
      }
      // Not due yet: nothing is sent before the backoff ends.
      await deliver();
      expect(sink.mails).toHaveLength(0);
      clock += 60_000;
      await deliver();
      clock += 3_600_000;
      await deliver();
      expect(sink.mails).toHaveLength(1);
      expect(deliveries).toHaveLength(1);
      expect(sink.mails[0]!.header('x-event-id')).toBe(deliveries[0]!.eventId);
      expect(await store.outboxCounts()).toEqual({ webhook: { pending: 0, failed: 0 }, email: { pending: 0, failed: 0 } });
    });

    it('cancelled requests stop counting toward the daily limit, and all creations of a day stay bounded', async () => {
      const { dependencies } = setup({ environment: { CHAT_REQUEST_RATE_PER_DAY: '3', CHAT_REQUEST_CREATES_PER_DAY: '5' } });
      const made: { request: { reference: string }; token: string }[] = [];
      for (let index = 0; index < 3; index += 1) made.push((await (await create(dependencies, { client: 'client-limit' })).json()) as (typeof made)[number]);
      const refused = await create(dependencies, { client: 'client-limit' });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).not.toBeNull();
      expect((await cancel(dependencies, { reference: made[0]!.request.reference, token: made[0]!.token })).status).toBe(200);
      const fourth = (await (await create(dependencies, { client: 'client-limit' })).json()) as (typeof made)[number];
      expect(fourth.request.reference).toMatch(/^R-/);
      expect((await cancel(dependencies, { reference: fourth.request.reference, token: fourth.token })).status).toBe(200);
      expect((await create(dependencies, { client: 'client-limit' })).status).toBe(201);
      // Five created today: cancelling again opens no sixth.
      expect((await cancel(dependencies, { reference: made[1]!.request.reference, token: made[1]!.token })).status).toBe(200);
      expect((await create(dependencies, { client: 'client-limit' })).status).toBe(429);
    });

    it('no enumeration: an unknown reference and one owned by someone else get the same answer', async () => {
      const { dependencies } = setup();
      const mine = (await (await create(dependencies)).json()) as { request: { reference: string }; token: string };
      const theirs = (await (await create(dependencies, { client: 'client-b' })).json()) as { request: { reference: string }; token: string };
      const notMine = await read(dependencies, { reference: theirs.request.reference, token: mine.token });
      const unknown = await read(dependencies, { reference: 'R-ZZZZZZ', token: mine.token });
      const malformed = await read(dependencies, { reference: 'nothing', token: mine.token });
      expect([notMine.status, unknown.status, malformed.status]).toEqual([404, 404, 404]);
      const bodies = await Promise.all([notMine.text(), unknown.text(), malformed.text()]);
      expect(new Set(bodies).size).toBe(1);
      expect(JSON.parse(bodies[0]!)).toMatchObject({ error: { type: 'NOT_FOUND', code: 'request_not_found' } });
      const cancelOthers = await cancel(dependencies, { reference: theirs.request.reference, token: mine.token });
      expect(cancelOthers.status).toBe(404);
      expect(await cancelOthers.text()).toBe(bodies[0]);
      expect((await store.find({ reference: theirs.request.reference }))!.status).toBe('requested');
      expect((await read(dependencies, { reference: mine.request.reference, token: mine.token })).status).toBe(200);
    });

    it('no enumeration: reference lookups are rate limited per client, with Retry-After until the hour ends', async () => {
      const { dependencies } = setup({ environment: { CHAT_REQUEST_LOOKUPS_PER_HOUR: '5' } });
      const mine = (await (await create(dependencies)).json()) as { request: { reference: string }; token: string };
      const statuses: number[] = [];
      for (let index = 0; index < 5; index += 1) statuses.push((await read(dependencies, { reference: `R-ZZZZZ${'23456'[index]}`, token: mine.token, client: 'client-prober' })).status);
      expect(statuses).toEqual([404, 404, 404, 404, 404]);
      const limited = await read(dependencies, { reference: mine.request.reference, token: mine.token, client: 'client-prober' });
      expect(limited.status).toBe(429);
      expect(await limited.json()).toMatchObject({ error: { type: 'RATE_LIMITED', code: 'lookups_limited' } });
      const wait = Number(limited.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(3600);
      // Another client is not held back.
      expect((await read(dependencies, { reference: mine.request.reference, token: mine.token, client: 'client-a' })).status).toBe(200);
    });

    it('a write whose outcome is unknown: the visitor is told a retry is safe, and the retry with the same key makes no duplicate', async () => {
      let lost = true;
      // The store applies the create, then its answer is lost (a timeout after the command ran).
      const flaky: VisitorRequestStore = {
        ...store,
        create: async (input) => {
          const outcome = await store.create(input);
          if (lost) {
            lost = false;
            throw new WriteOutcomeUnknownError('no answer in time; the write may have been applied');
          }
          return outcome;
        },
      };
      const { dependencies } = setup({ visitorRequests: flaky });
      const idempotencyKey = key();
      const send = () => handleCreateVisitorRequest({ request: post({ path: '/api/requests', body: messageBody(), headers: { 'idempotency-key': idempotencyKey, 'accept-language': 'fr' } }), dependencies });
      const first = await send();
      expect(first.status).toBe(503);
      const error = (await first.json()) as { error: { type: string; code: string; message: string } };
      expect(error.error).toMatchObject({ type: 'SYSTEM', code: 'outcome_unknown' });
      expect(error.error.message).toBe('We could not confirm that your message was saved. Sending it again is safe: it will not be duplicated.');
      const retried = await send();
      expect(retried.status).toBe(201);
      expect(retried.headers.get('idempotent-replayed')).toBe('true');
      expect(await store.list({ limit: 10 })).toHaveLength(1);
    });
  });
}
