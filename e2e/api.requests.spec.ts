import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestInfo } from '@playwright/test';
import { createClient } from 'redis';
import { expect, test, type APIRequestContext, type APIResponse } from './fixtures';
import { getDictionary } from '@/lib/i18n';
import { profile } from '../lib/knowledge/profile';
import { startSmtpSink } from '../test/smtp-sink';
import { runOwnerCli } from './owner-cli';
import { UNDECLARED_LOCALES, SITE_LOCALES, siteLocale } from './site-locales';

/**
 * The guarantees of `/api/requests` (contracts §6) over real HTTP against the built app, once per store
 * (projects requests-sqlite and requests-redis in playwright.config.ts).
 */

// Slots are shared by the tests of one store: they run one after another and each books its own slot.
test.describe.configure({ mode: 'serial' });

/** Intro calls exist only when the live profile has availability; without it the same guarantees are shown with messages. */
const OFFERS_CALLS = profile.scheduling !== undefined;
const NO_CALLS = 'the live profile has no scheduling: intro calls are off';

interface PublicVisitorRequest {
  reference: string;
  kind: string;
  status: string;
  slot?: { start: string; end: string };
  createdAt: string;
  updatedAt: string;
}
interface ErrorBody {
  error: { type: string; code: string; message: string; field?: string };
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
/** A fresh Idempotency-Key, as the page derives one per logical operation. */
const newKey = () => `key_${unique()}_${unique()}`;
/** Each test speaks as its own client (the servers trust `x-test-client`), so each has its own creation allowance. */
const newClient = () => `198.51.100.${Math.floor(Math.random() * 250)}-${unique()}`;

const CONTACT = { name: 'Jordan Visitor', email: `jordan.${unique()}@example.org`, company: 'Acme Hiring', message: 'I would love a short intro call about a staff role.' };

function messageBody(overrides: Record<string, unknown> = {}) {
  return { kind: 'message', locale: 'en', ...CONTACT, consent: true, ...overrides };
}

async function create(request: APIRequestContext, { body, key = newKey(), client = newClient(), headers = {} }: { body: unknown; key?: string; client?: string; headers?: Record<string, string> }) {
  return request.post('/api/requests', {
    headers: { 'content-type': 'application/json', 'idempotency-key': key, 'x-test-client': client, ...headers },
    data: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function cancel(request: APIRequestContext, { reference, token, key = newKey(), body = {} }: { reference: string; token: string; key?: string; body?: unknown }) {
  return request.post(`/api/requests/${reference}/cancel`, {
    headers: { 'content-type': 'application/json', 'idempotency-key': key, authorization: `Bearer ${token}` },
    data: JSON.stringify(body),
  });
}

async function openSlots(request: APIRequestContext): Promise<{ timeZone: string | null; slots: { start: string; end: string }[] }> {
  const response = await request.get('/api/requests/slots?locale=en&limit=40');
  expect(response.status()).toBe(200);
  return response.json();
}

async function expectError(response: APIResponse, { status, type, code }: { status: number; type: string; code: string }): Promise<ErrorBody> {
  expect(response.status(), await response.text()).toBe(status);
  expect(response.headers()['cache-control']).toBe('no-store');
  const body = (await response.json()) as ErrorBody;
  expect(body.error).toMatchObject({ type, code });
  expect(body.error.message.length).toBeGreaterThan(10);
  return body;
}

/** Nothing internal, nothing of the visitor's contact details, under 3,000 characters. */
function expectMinimal(text: string): void {
  expect(text.length).toBeLessThan(3000);
  for (const secret of [CONTACT.name, CONTACT.email, CONTACT.company, CONTACT.message, 'token_hash', 'tokenHash', 'client', 'rowid', '"id"']) {
    expect(text).not.toContain(secret);
  }
}

test.describe('visitor requests over HTTP', () => {
  test('idempotency: a repeat returns the first result unchanged and does nothing again', async ({ request }) => {
    const key = newKey();
    const client = newClient();
    const first = await create(request, { body: messageBody(), key, client });
    expect(first.status()).toBe(201);
    expect(first.headers()['idempotent-replayed']).toBeUndefined();
    const firstText = await first.text();
    // Five repeats: with a creation limit of 3 per client and day, any second effect would end in 429.
    for (let repeat = 0; repeat < 5; repeat += 1) {
      const again = await create(request, { body: messageBody(), key, client });
      expect(again.status()).toBe(201);
      expect(again.headers()['idempotent-replayed']).toBe('true');
      expect(await again.text()).toBe(firstText);
    }
    // The same arguments in another key order are the same call.
    const reordered = await create(request, { body: JSON.stringify({ consent: true, ...CONTACT, locale: 'en', kind: 'message' }), key, client });
    expect(reordered.status()).toBe(201);
    expect(await reordered.text()).toBe(firstText);
  });

  test('idempotency: 20 concurrent identical calls give exactly one effect', async ({ request }) => {
    const slot = OFFERS_CALLS ? (await openSlots(request)).slots[0]! : undefined;
    const key = newKey();
    const client = newClient();
    const body = slot ? messageBody({ kind: 'intro_call', slot: slot.start }) : messageBody();
    const responses = await Promise.all(Array.from({ length: 20 }, () => create(request, { body, key, client })));
    const texts = await Promise.all(responses.map((response) => response.text()));
    expect(responses.map((response) => response.status())).toEqual(Array(20).fill(201));
    expect(new Set(texts).size).toBe(1);
    expect(responses.filter((response) => response.headers()['idempotent-replayed'] !== 'true')).toHaveLength(1);
    const created = JSON.parse(texts[0]!) as { request: PublicVisitorRequest; token: string };
    expect(created.request).toMatchObject(slot ? { kind: 'intro_call', status: 'requested', slot } : { kind: 'message', status: 'requested' });
    // One request was created: the client can create two more today (limit 3), and the slot is held once.
    if (slot) expect((await openSlots(request)).slots.map((open) => open.start)).not.toContain(slot.start);
    expect((await create(request, { body: messageBody(), client })).status()).toBe(201);
    expect((await create(request, { body: messageBody(), client })).status()).toBe(201);
    await expectError(await create(request, { body: messageBody(), client }), { status: 429, type: 'RATE_LIMITED', code: 'rate_limited' });
    expect((await cancel(request, { reference: created.request.reference, token: created.token })).status()).toBe(200);
  });

  test('idempotency: the same key with another body is a conflict', async ({ request }) => {
    const key = newKey();
    expect((await create(request, { body: messageBody(), key })).status()).toBe(201);
    await expectError(await create(request, { body: messageBody({ message: 'A different message.' }), key }), { status: 409, type: 'CONFLICT', code: 'idempotency_key_reused' });
  });

  test('idempotency: only successes are kept, so a failed call can be retried with its key', async ({ request }) => {
    const key = newKey();
    if (!OFFERS_CALLS) {
      await expectError(await create(request, { body: messageBody({ kind: 'intro_call', slot: '2030-01-07T09:00:00Z' }), key }), { status: 422, type: 'VALIDATION', code: 'intro_calls_unavailable' });
      // Had the refusal been kept, the same key with another body would be a conflict.
      expect((await create(request, { body: messageBody(), key })).status()).toBe(201);
      return;
    }
    const { slots } = await openSlots(request);
    const offSchedule = new Date(Date.parse(slots[1]!.start) + 5 * 60_000).toISOString();
    await expectError(await create(request, { body: messageBody({ kind: 'intro_call', slot: offSchedule }), key }), { status: 422, type: 'VALIDATION', code: 'slot_not_offered' });
    const retried = await create(request, { body: messageBody({ kind: 'intro_call', slot: slots[1]!.start }), key });
    expect(retried.status()).toBe(201);
    const { request: created, token } = (await retried.json()) as { request: PublicVisitorRequest; token: string };
    expect((await cancel(request, { reference: created.reference, token })).status()).toBe(200);
  });

  test('ownership: a token of at least 128 bits, returned once, owns the request; a missing token gets PERMISSION, another token NOT_FOUND', async ({ request }) => {
    const response = await create(request, { body: messageBody() });
    const { request: created, token } = (await response.json()) as { request: PublicVisitorRequest; token: string };
    expect(created.reference).toMatch(/^R-[A-Z0-9]{6}$/);
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    const read = await request.get(`/api/requests/${created.reference}`, { headers: { authorization: `Bearer ${token}` } });
    expect(read.status()).toBe(200);
    const readText = await read.text();
    expect(JSON.parse(readText)).toEqual({ request: created });
    expect(readText).not.toContain(token);
    const otherToken = (await (await create(request, { body: messageBody() })).json()) as { token: string };
    // Another token gets what an unknown reference gets: no way to tell that this one exists.
    await expectError(await request.get(`/api/requests/${created.reference}`, { headers: { authorization: `Bearer ${otherToken.token}` } }), { status: 404, type: 'NOT_FOUND', code: 'request_not_found' });
    await expectError(await request.get(`/api/requests/${created.reference}`), { status: 403, type: 'PERMISSION', code: 'not_owner' });
    await expectError(await request.get(`/api/requests/${created.reference}`, { headers: { authorization: 'Basic abc' } }), { status: 403, type: 'PERMISSION', code: 'not_owner' });
    await expectError(await cancel(request, { reference: created.reference, token: otherToken.token }), { status: 404, type: 'NOT_FOUND', code: 'request_not_found' });
    await expectError(await request.get('/api/requests/R-ZZZZZZ', { headers: { authorization: `Bearer ${token}` } }), { status: 404, type: 'NOT_FOUND', code: 'request_not_found' });
    // The other token's attempt changed nothing.
    expect(((await (await request.get(`/api/requests/${created.reference}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { request: PublicVisitorRequest }).request.status).toBe('requested');
  });

  test('terminal state: a cancelled request cannot change, the error names its status, and the first cancel replays', async ({ request }) => {
    const locale = siteLocale('de');
    const { request: created, token } = (await (await create(request, { body: messageBody({ locale }) })).json()) as { request: PublicVisitorRequest; token: string };
    const key = newKey();
    const first = await cancel(request, { reference: created.reference, token, key });
    expect(first.status()).toBe(200);
    const firstText = await first.text();
    expect(JSON.parse(firstText)).toMatchObject({ request: { reference: created.reference, status: 'cancelled' } });
    // The same key again is the same work asked twice: the first result, not a terminal-state error.
    const repeat = await cancel(request, { reference: created.reference, token, key });
    expect(repeat.status()).toBe(200);
    expect(repeat.headers()['idempotent-replayed']).toBe('true');
    expect(await repeat.text()).toBe(firstText);
    const again = await request.post(`/api/requests/${created.reference}/cancel?locale=${locale}`, {
      headers: { 'content-type': 'application/json', 'idempotency-key': newKey(), authorization: `Bearer ${token}` },
      data: '{}',
    });
    const error = await expectError(again, { status: 422, type: 'VALIDATION', code: 'terminal_state' });
    expect(error.error.message).toContain(getDictionary({ locale }).requests.statusNames.cancelled);
  });

  test('validation: without availability in the profile, no slots are offered and intro calls are refused', async ({ request }) => {
    test.skip(OFFERS_CALLS, 'the live profile offers intro calls: the next test checks them');
    expect((await openSlots(request)).slots).toEqual([]);
    await expectError(await create(request, { body: messageBody({ kind: 'intro_call', slot: '2030-01-07T09:00:00Z' }) }), { status: 422, type: 'VALIDATION', code: 'intro_calls_unavailable' });
  });

  test('validation: the server recomputes slots at write time (past, inside the notice, not offered, taken)', async ({ request }) => {
    test.skip(!OFFERS_CALLS, NO_CALLS);
    await expectError(await create(request, { body: messageBody({ kind: 'intro_call', slot: '2020-01-07T09:00:00Z' }) }), { status: 422, type: 'VALIDATION', code: 'slot_past' });
    const soon = new Date(Date.now() + 60 * 60_000).toISOString();
    await expectError(await create(request, { body: messageBody({ kind: 'intro_call', slot: soon }) }), { status: 422, type: 'VALIDATION', code: 'slot_too_soon' });
    const { slots, timeZone } = await openSlots(request);
    expect(timeZone).toMatch(/\//);
    const offered = slots[2]!;
    const late = new Date(Date.parse(offered.start) + 7 * 60_000).toISOString();
    await expectError(await create(request, { body: messageBody({ kind: 'intro_call', slot: late }) }), { status: 422, type: 'VALIDATION', code: 'slot_not_offered' });
    const booked = await create(request, { body: messageBody({ kind: 'intro_call', slot: offered.start }) });
    expect(booked.status()).toBe(201);
    // Offered a moment ago, taken since by another live request: refused.
    await expectError(await create(request, { body: messageBody({ kind: 'intro_call', slot: offered.start }) }), { status: 422, type: 'VALIDATION', code: 'slot_taken' });
    const { request: first, token } = (await booked.json()) as { request: PublicVisitorRequest; token: string };
    expect((await cancel(request, { reference: first.reference, token })).status()).toBe(200);
    // A cancelled request holds nothing: the slot is open again.
    expect((await openSlots(request)).slots.map((slot) => slot.start)).toContain(offered.start);
  });

  test('errors: canonical types and localized messages for malformed calls, guards and limits', async ({ request }) => {
    const second = siteLocale('es');
    const browser = { 'accept-language': second };
    const consent = await expectError(await create(request, { body: messageBody({ consent: false, locale: second }) }), { status: 400, type: 'VALIDATION', code: 'invalid_request' });
    expect(consent.error).toMatchObject({ field: 'consent', message: expect.stringContaining('consent') });
    for (const locale of UNDECLARED_LOCALES) {
      const undeclared = await expectError(await create(request, { body: messageBody({ locale }) }), { status: 400, type: 'VALIDATION', code: 'invalid_request' });
      expect(undeclared.error).toMatchObject({ field: 'locale', message: expect.stringContaining(SITE_LOCALES.join(', ')) });
    }
    await expectError(await create(request, { body: messageBody({ slot: '2030-01-01T09:00:00Z' }) }), { status: 400, type: 'VALIDATION', code: 'invalid_request' });
    await expectError(await create(request, { body: messageBody({ kind: 'intro_call' }) }), { status: 400, type: 'VALIDATION', code: 'invalid_request' });
    await expectError(await create(request, { body: messageBody({ role: 'admin' }) }), { status: 400, type: 'VALIDATION', code: 'invalid_request' });
    await expectError(await create(request, { body: messageBody({ email: 'not-an-address' }) }), { status: 400, type: 'VALIDATION', code: 'invalid_request' });
    await expectError(await create(request, { body: messageBody(), key: 'short' }), { status: 400, type: 'VALIDATION', code: 'invalid_idempotency_key' });
    await expectError(await create(request, { body: messageBody({ message: 'x'.repeat(9000) }) }), { status: 413, type: 'VALIDATION', code: 'payload_too_large' });
    const media = await expectError(await create(request, { body: messageBody(), headers: { 'content-type': 'text/plain', ...browser } }), { status: 415, type: 'VALIDATION', code: 'unsupported_media_type' });
    expect(media.error.message).toBe(getDictionary({ locale: second }).requests.errors.unsupported_media_type);
    await expectError(await create(request, { body: messageBody(), headers: { origin: 'https://evil.example' } }), { status: 403, type: 'PERMISSION', code: 'forbidden_origin' });
    const limited = await (async () => {
      const client = newClient();
      for (let index = 0; index < 3; index += 1) expect((await create(request, { body: messageBody(), client })).status()).toBe(201);
      return create(request, { body: messageBody(), client });
    })();
    await expectError(limited, { status: 429, type: 'RATE_LIMITED', code: 'rate_limited' });
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
    await expectError(await request.get('/api/requests/slots?limit=99'), { status: 400, type: 'VALIDATION', code: 'invalid_request' });
  });

  test('minimal output: no internal ids, no contact details echoed, every response under 3,000 characters', async ({ request }) => {
    const slot = OFFERS_CALLS ? (await openSlots(request)).slots[3]! : undefined;
    const response = await create(request, { body: slot ? messageBody({ kind: 'intro_call', slot: slot.start }) : messageBody() });
    const text = await response.text();
    expectMinimal(text);
    const { request: created, token } = JSON.parse(text) as { request: PublicVisitorRequest; token: string };
    expect(Object.keys(created).sort()).toEqual(['createdAt', 'kind', 'reference', ...(slot ? ['slot'] : []), 'status', 'updatedAt']);
    expectMinimal(await (await request.get(`/api/requests/${created.reference}`, { headers: { authorization: `Bearer ${token}` } })).text());
    expectMinimal(await (await cancel(request, { reference: created.reference, token })).text());
    expectMinimal(await (await request.get('/api/requests/slots?limit=40')).text());
    expectMinimal(await (await create(request, { body: messageBody({ consent: false }) })).text());
  });

  test('errors: a store outage is SYSTEM 503, never "not found"', async ({ request }, testInfo) => {
    const outage = String(testInfo.project.metadata.outageURL);
    const token = 'A'.repeat(43);
    const calls = [
      request.get(`${outage}/api/requests/slots`),
      request.get(`${outage}/api/requests/R-ABCDEF`, { headers: { authorization: `Bearer ${token}` } }),
      request.post(`${outage}/api/requests`, { headers: { 'content-type': 'application/json', 'idempotency-key': newKey() }, data: JSON.stringify(messageBody()) }),
      request.post(`${outage}/api/requests/R-ABCDEF/cancel`, { headers: { 'content-type': 'application/json', 'idempotency-key': newKey(), authorization: `Bearer ${token}` }, data: '{}' }),
    ];
    for (const response of await Promise.all(calls)) await expectError(response, { status: 503, type: 'SYSTEM', code: 'store_unavailable' });
  });
});

test.describe('visitor requests an owner can trust, over HTTP', () => {
  const storeOf = (testInfo: TestInfo) => testInfo.project.metadata.store as Record<string, string>;

  test('clean text at the door: controls and bidi overrides are dropped, and the owner’s CLI prints the rest escaped', async ({ request }, testInfo) => {
    const name = `Bob${unique()}\r\nR-AAAAAA  intro_call  confirmed\u001b]8;;https://evil.example\u0007x\u001b]8;;\u0007\u202e`;
    const response = await create(request, { body: messageBody({ name, message: 'First line\r\nsecond line\u0000\u009b' }) });
    expect(response.status()).toBe(201);
    const { request: created } = (await response.json()) as { request: PublicVisitorRequest };
    const listed = runOwnerCli({ args: ['list', '--json', '--limit', '200'], store: storeOf(testInfo) });
    expect(listed.status, listed.stderr).toBe(0);
    const mine = (JSON.parse(listed.stdout) as { requests: { reference: string; name: string; message: string }[] }).requests.find((entry) => entry.reference === created.reference)!;
    expect(mine.name).toBe(`${name.slice(0, name.indexOf('\r'))} R-AAAAAA  intro_call  confirmed]8;;https://evil.examplex]8;;`);
    expect(mine.message).toBe('First line\nsecond line');
    const text = runOwnerCli({ args: ['list', '--limit', '200'], store: storeOf(testInfo) });
    expect(text.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e]/);
    // One line per request starts with a reference: the visitor's text never does.
    expect(text.stdout.split('\n').filter((line) => line.startsWith('R-AAAAAA'))).toEqual([]);
    expect(text.stdout).toContain(`${created.reference}  message  requested  created `);
    expect(text.stdout).toContain('  > First line\n  > second line');
  });

  test('clean text at the door: a message over the limit is refused with the limit named, and a bad field is named', async ({ request }) => {
    const long = await expectError(await create(request, { body: messageBody({ message: 'x'.repeat(5000), locale: 'de' }) }), { status: 400, type: 'VALIDATION', code: 'message_too_long' });
    expect(long.error).toMatchObject({ field: 'message' });
    expect(long.error.message).toContain('2.000');
    const email = await expectError(await create(request, { body: messageBody({ email: 'nope' }) }), { status: 400, type: 'VALIDATION', code: 'invalid_request' });
    expect(email.error).toMatchObject({ field: 'email' });
  });

  test('the owner gets an email for a new request and for the visitor’s cancel, from the outbox', async ({ request }, testInfo) => {
    const sink = await startSmtpSink({ port: Number(testInfo.project.metadata.smtpPort) });
    try {
      const response = await create(request, { body: messageBody() });
      const { request: created, token } = (await response.json()) as { request: PublicVisitorRequest; token: string };
      const mailsOf = () => sink.mails.filter((mail) => mail.raw.includes(created.reference));
      await expect.poll(() => mailsOf().length, { timeout: 10_000 }).toBe(1);
      const [mail] = mailsOf();
      expect(mail!.to).toEqual(['owner@example.com']);
      expect(mail!.header('subject')).toBe(`New message request ${created.reference}`);
      expect(mail!.header('x-event-id')).toMatch(/^evt_[0-9a-f]{32}$/);
      expect(mail!.body).toContain(`npm run requests -- confirm ${created.reference}`);
      expect(mail!.body).toContain(CONTACT.message);
      expect((await cancel(request, { reference: created.reference, token })).status()).toBe(200);
      await expect.poll(() => mailsOf().length, { timeout: 10_000 }).toBe(2);
      expect(mailsOf()[1]!.header('subject')).toBe(`Request ${created.reference} cancelled by the visitor`);
      expect(mailsOf()[1]!.raw).not.toContain(CONTACT.email);
    } finally {
      await sink.stop();
    }
  });

  test('the owner gets an email: a sink that is down then back gets it once, and the request is saved while it is down', async ({ request }, testInfo) => {
    // The first attempt fails at once; the retry is due 30 s later and the server looks every 30 s.
    test.setTimeout(150_000);
    const port = Number(testInfo.project.metadata.smtpPort);
    // Nothing listens on the sink's port: the request is saved all the same.
    const response = await create(request, { body: messageBody() });
    expect(response.status()).toBe(201);
    const createdAtMs = Date.now();
    const { request: created } = (await response.json()) as { request: PublicVisitorRequest };
    // The server tries at once, finds nothing listening, and schedules the retry.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const sink = await startSmtpSink({ port });
    try {
      const mailsOf = () => sink.mails.filter((mail) => mail.raw.includes(created.reference));
      await expect.poll(() => mailsOf().length, { timeout: 100_000, intervals: [1_000] }).toBe(1);
      // It came with the retry after the backoff (30 s), not with a first attempt made after the sink was back.
      expect(Date.now() - createdAtMs).toBeGreaterThan(25_000);
      expect(mailsOf()[0]!.header('subject')).toBe(`New message request ${created.reference}`);
      // Another request makes the server deliver again at once: the first mail is not sent a second time.
      const second = (await (await create(request, { body: messageBody() })).json()) as { request: PublicVisitorRequest };
      await expect.poll(() => sink.mails.filter((mail) => mail.raw.includes(second.request.reference)).length, { timeout: 10_000 }).toBe(1);
      expect(mailsOf()).toHaveLength(1);
    } finally {
      await sink.stop();
    }
  });

  test('cancelled requests stop counting toward the daily limit', async ({ request }) => {
    const client = newClient();
    const made: { request: PublicVisitorRequest; token: string }[] = [];
    for (let index = 0; index < 3; index += 1) made.push((await (await create(request, { body: messageBody(), client })).json()) as (typeof made)[number]);
    await expectError(await create(request, { body: messageBody(), client }), { status: 429, type: 'RATE_LIMITED', code: 'rate_limited' });
    expect((await cancel(request, { reference: made[0]!.request.reference, token: made[0]!.token })).status()).toBe(200);
    expect((await create(request, { body: messageBody(), client })).status()).toBe(201);
    await expectError(await create(request, { body: messageBody(), client }), { status: 429, type: 'RATE_LIMITED', code: 'rate_limited' });
  });

  test('no enumeration: unknown and not-yours answer the same, and lookups are rate limited per client', async ({ request }) => {
    const { request: created, token } = (await (await create(request, { body: messageBody() })).json()) as { request: PublicVisitorRequest; token: string };
    const other = (await (await create(request, { body: messageBody() })).json()) as { request: PublicVisitorRequest; token: string };
    const prober = newClient();
    const look = (reference: string, client = prober) => request.get(`/api/requests/${reference}`, { headers: { authorization: `Bearer ${token}`, 'x-test-client': client } });
    const notMine = await look(other.request.reference);
    const unknown = await look('R-ZZZZZZ');
    expect([notMine.status(), unknown.status()]).toEqual([404, 404]);
    expect(await notMine.text()).toBe(await unknown.text());
    // The e2e servers allow 200 lookups per client and hour (playwright.config.ts).
    const statuses: number[] = [];
    for (let index = 0; index < 200; index += 1) statuses.push((await look('R-ZZZZZZ')).status());
    expect(statuses.filter((status) => status === 404).length).toBe(198);
    const limited = await expectError(await look(created.reference), { status: 429, type: 'RATE_LIMITED', code: 'lookups_limited' });
    expect(limited.error.message.length).toBeGreaterThan(10);
    const wait = Number((await look(created.reference)).headers()['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);
    expect((await look(created.reference, newClient())).status()).toBe(200);
  });

  test('a write whose outcome is unknown is SYSTEM outcome_unknown, and the retry with the same key makes no duplicate', async ({ request }, testInfo) => {
    test.skip(!storeOf(testInfo).REDIS_URL, 'an SQLite write is one local transaction: it is applied or not, never unknown');
    const redis = createClient({ url: storeOf(testInfo).REDIS_URL });
    await redis.connect();
    const key = newKey();
    const client = newClient();
    try {
      // Redis holds writes for 3 s, past the store's 2 s command deadline: the create runs after the app stopped waiting.
      await redis.sendCommand(['CLIENT', 'PAUSE', '3000', 'WRITE']);
      const first = await expectError(await create(request, { body: messageBody({ locale: 'es' }), key, client }), { status: 503, type: 'SYSTEM', code: 'outcome_unknown' });
      expect(first.error.message).toContain('no se duplicará');
    } finally {
      await redis.sendCommand(['CLIENT', 'UNPAUSE']).catch(() => undefined);
      await redis.close();
    }
    const retried = await create(request, { body: messageBody({ locale: 'es' }), key, client });
    expect(retried.status()).toBe(201);
    expect(retried.headers()['idempotent-replayed']).toBe('true');
    // One request: the client may still create two more (limit 3).
    expect((await create(request, { body: messageBody(), client })).status()).toBe(201);
    expect((await create(request, { body: messageBody(), client })).status()).toBe(201);
    await expectError(await create(request, { body: messageBody(), client }), { status: 429, type: 'RATE_LIMITED', code: 'rate_limited' });
  });

  test('the owner gets an email: a malformed SMTP_URL stops the server at start-up, naming the variable', async ({}, testInfo) => {
    test.skip(Boolean(storeOf(testInfo).REDIS_URL), 'a start-up check: once is enough');
    const started = spawnSync('node', ['server.mjs'], {
      env: { ...process.env, PORT: '0', HOSTNAME: '127.0.0.1', SMTP_URL: 'smtp//mail.example.com', OWNER_NOTIFY_EMAIL: 'owner@example.com', CHAT_DB_PATH: join(tmpdir(), `never-${unique()}.db`) },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain('SMTP_URL="smtp//mail.example.com" is invalid');
  });
});
