import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { CreateInput, OutboxChannel, StoredVisitorRequest, VisitorRequestStore } from '@/lib/store/visitor-request-store';
import { freshStores } from '@/test/fresh-stores';

/** A fresh, empty store namespace that can be opened twice at once (two instances). */
export interface RequestStoreNamespace {
  open: () => Promise<VisitorRequestStore>;
}

const NOON = Date.parse('2026-11-30T12:00:00Z');
const DAY = '2026-11-30';
const WEEK_MS = 7 * 86_400_000;
/** The record part of a claim: what a repeat gets back. */
const recordOf = ({ fingerprint, status, body }: { fingerprint: string; status: number; body: string }) => ({ fingerprint, status, body });

// Redis expires a slot's hold on its own clock (a day after the slot ends), which no test can set: the slot lies
// in the future of any real run, or the hold would vanish as soon as it is written.
const SLOT = { startMs: Date.parse('2099-12-02T09:00:00Z'), endMs: Date.parse('2099-12-02T09:30:00Z') };

let sequence = 0;

const ROOMY = { livePerClient: 1000, createdPerClient: 1000, perDay: 1000 };
const BOTH: OutboxChannel[] = ['webhook', 'email'];
const notice = (eventId: string, channels: OutboxChannel[] = ['webhook']) => ({ eventId, channels, payload: JSON.stringify({ id: eventId }) });
const EMPTY_OUTBOX = { webhook: { pending: 0, failed: 0 }, email: { pending: 0, failed: 0 } };
const webhookOutbox = (pending: number, failed = 0) => ({ ...EMPTY_OUTBOX, webhook: { pending, failed } });

function createInput(overrides: { reference?: string; keyHash?: string; slot?: StoredVisitorRequest['slot']; clientId?: string; atMs?: number; notify?: boolean | OutboxChannel[]; limits?: CreateInput['limits'] } = {}): CreateInput {
  sequence += 1;
  const reference = overrides.reference ?? `R-T${String(sequence).padStart(5, '0')}`;
  const atMs = overrides.atMs ?? NOON;
  const slot = overrides.slot === undefined ? null : overrides.slot;
  return {
    request: {
      reference,
      kind: slot ? 'intro_call' : 'message',
      status: 'requested',
      locale: 'en',
      slot,
      createdAtMs: atMs,
      updatedAtMs: atMs,
      tokenHash: `token-hash-${reference}`,
      contact: { name: 'Visitor', email: 'visitor@example.com', company: null, message: 'Hello there' },
    },
    clientId: overrides.clientId ?? 'client-a',
    day: DAY,
    limits: overrides.limits ?? ROOMY,
    idempotency: {
      keyHash: overrides.keyHash ?? `key-${reference}`,
      fingerprint: `fingerprint-${reference}`,
      status: 201,
      body: JSON.stringify({ request: { reference } }),
      expiresAtMs: atMs + WEEK_MS,
    },
    notification: overrides.notify
      ? { eventId: `evt_${reference}`, channels: overrides.notify === true ? ['webhook'] : overrides.notify, payload: JSON.stringify({ id: `evt_${reference}`, event: 'request.created', reference }) }
      : null,
  };
}

/** The behaviour every VisitorRequestStore must show; each implementation runs it against its real backend. */
export function registerVisitorRequestStoreContract({ name, createNamespace }: { name: string; createNamespace: () => Promise<RequestStoreNamespace> }): void {
  describe(`${name}: VisitorRequestStore contract`, () => {
    const openFresh = freshStores({ createNamespace });

    it('§9 health: answers a ping while open, and refuses one once closed', async () => {
      const { store, close } = await openFresh();
      await expect(store.ping()).resolves.toBeUndefined();
      await close(store);
      await expect(store.ping()).rejects.toThrow();
    });

    it('idempotency: a repeat of a created request returns the first record and writes nothing', async () => {
      const { store } = await openFresh();
      const first = createInput({ notify: true });
      expect(await store.create(first)).toEqual({ outcome: 'created' });
      const repeat = { ...createInput({ keyHash: first.idempotency.keyHash, notify: true }) };
      const record = recordOf(first.idempotency);
      expect(await store.create(repeat)).toEqual({ outcome: 'replay', record });
      expect(await store.findIdempotent({ keyHash: first.idempotency.keyHash, nowMs: NOON + 1 })).toEqual(record);
      expect(await store.find({ reference: repeat.request.reference })).toBeNull();
      expect(await store.list({ limit: 10 })).toHaveLength(1);
      expect(await store.outboxCounts()).toEqual(webhookOutbox(1));
    });

    it('idempotency: exactly one effect from 20 concurrent identical creates across two instances', async () => {
      const { store, open } = await openFresh();
      const second = await open();
      const input = createInput({ slot: SLOT, notify: true });
      const outcomes = await Promise.all(Array.from({ length: 20 }, (_, index) => (index % 2 ? store : second).create({ ...input })));
      expect(outcomes.filter((outcome) => outcome.outcome === 'created')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome.outcome === 'replay')).toHaveLength(19);
      expect(await store.list({ limit: 10 })).toHaveLength(1);
      expect(await store.heldSlotStarts({ fromMs: 0, toMs: SLOT.endMs })).toEqual([SLOT.startMs]);
      expect(await store.outboxCounts()).toEqual(webhookOutbox(1));
    });

    it('idempotency: a record expires, and then the key can be claimed again', async () => {
      const { store } = await openFresh();
      const input = createInput();
      input.idempotency.expiresAtMs = NOON + 100;
      await store.create(input);
      await sleep(250);
      expect(await store.findIdempotent({ keyHash: input.idempotency.keyHash, nowMs: NOON + 250 })).toBeNull();
      const again = createInput({ keyHash: input.idempotency.keyHash, atMs: NOON + 250 });
      expect(await store.create(again)).toEqual({ outcome: 'created' });
    });

    it('validation: a slot held by a live request is refused, and freed when that request ends', async () => {
      const { store } = await openFresh();
      const first = createInput({ slot: SLOT });
      expect(await store.create(first)).toEqual({ outcome: 'created' });
      expect(await store.create(createInput({ slot: SLOT }))).toEqual({ outcome: 'slot_taken' });
      const cancelled = await store.transition({ reference: first.request.reference, from: 'requested', to: 'cancelled', atMs: NOON + 10, idempotency: null, notification: null });
      expect(cancelled).toMatchObject({ outcome: 'done', request: { status: 'cancelled', updatedAtMs: NOON + 10, slot: SLOT } });
      expect(await store.heldSlotStarts({ fromMs: 0, toMs: Number.MAX_SAFE_INTEGER })).toEqual([]);
      expect(await store.create(createInput({ slot: SLOT }))).toEqual({ outcome: 'created' });
    });

    it('refuses a reference already in use without writing anything', async () => {
      const { store } = await openFresh();
      await store.create(createInput({ reference: 'R-SAME01' }));
      const clash = createInput({ reference: 'R-SAME01', keyHash: 'another-key', slot: SLOT });
      expect(await store.create(clash)).toEqual({ outcome: 'reference_taken' });
      expect(await store.findIdempotent({ keyHash: clash.idempotency.keyHash, nowMs: NOON })).toBeNull();
      expect(await store.heldSlotStarts({ fromMs: 0, toMs: Number.MAX_SAFE_INTEGER })).toEqual([]);
    });

    it('limits creations per client and per day; a refusal keeps no idempotency record', async () => {
      const { store } = await openFresh();
      const limits = { livePerClient: 2, createdPerClient: 10, perDay: 3 };
      expect(await store.create(createInput({ limits }))).toEqual({ outcome: 'created' });
      expect(await store.create(createInput({ limits }))).toEqual({ outcome: 'created' });
      const refused = createInput({ limits });
      expect(await store.create(refused)).toEqual({ outcome: 'rate_limited', scope: 'client' });
      expect(await store.findIdempotent({ keyHash: refused.idempotency.keyHash, nowMs: NOON })).toBeNull();
      expect(await store.create(createInput({ limits, clientId: 'client-b' }))).toEqual({ outcome: 'created' });
      expect(await store.create(createInput({ limits, clientId: 'client-c' }))).toEqual({ outcome: 'rate_limited', scope: 'daily' });
    });

    it('terminal state: transitions are a compare-and-set on the status, with the key claimed in the same step', async () => {
      const { store } = await openFresh();
      const input = createInput({ slot: SLOT });
      await store.create(input);
      const reference = input.request.reference;
      const claim = { keyHash: 'cancel-key', fingerprint: 'cancel', status: 200, body: '{"request":{}}', expiresAtMs: NOON + WEEK_MS };
      expect(await store.transition({ reference, from: 'confirmed', to: 'cancelled', atMs: NOON + 1, idempotency: claim, notification: null })).toEqual({ outcome: 'changed', current: 'requested' });
      expect(await store.findIdempotent({ keyHash: 'cancel-key', nowMs: NOON + 1 })).toBeNull();
      expect(await store.transition({ reference, from: 'requested', to: 'confirmed', atMs: NOON + 2, idempotency: null, notification: notice('evt_confirm') })).toMatchObject({ outcome: 'done' });
      expect(await store.transition({ reference, from: 'confirmed', to: 'cancelled', atMs: NOON + 3, idempotency: claim, notification: null })).toMatchObject({ outcome: 'done', request: { status: 'cancelled' } });
      const record = recordOf(claim);
      expect(await store.transition({ reference, from: 'confirmed', to: 'cancelled', atMs: NOON + 4, idempotency: claim, notification: null })).toEqual({ outcome: 'replay', record });
      expect(await store.transition({ reference: 'R-NONE00', from: 'requested', to: 'cancelled', atMs: NOON, idempotency: null, notification: null })).toEqual({ outcome: 'not_found' });
      expect(await store.find({ reference })).toMatchObject({ status: 'cancelled', updatedAtMs: NOON + 3, createdAtMs: NOON });
    });

    it('idempotency: 20 concurrent identical cancels change the request once', async () => {
      const { store, open } = await openFresh();
      const second = await open();
      const input = createInput({ slot: SLOT });
      await store.create(input);
      const claim = { keyHash: 'cancel-many', fingerprint: 'cancel', status: 200, body: '{}', expiresAtMs: NOON + WEEK_MS };
      const outcomes = await Promise.all(Array.from({ length: 20 }, (_, index) =>
        (index % 2 ? store : second).transition({ reference: input.request.reference, from: 'requested', to: 'cancelled', atMs: NOON + 5, idempotency: claim, notification: notice('evt_cancel', BOTH) })));
      expect(outcomes.filter((outcome) => outcome.outcome === 'done')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome.outcome === 'replay')).toHaveLength(19);
      expect(await store.outboxCounts()).toEqual({ webhook: { pending: 1, failed: 0 }, email: { pending: 1, failed: 0 } });
    });

    it('removes a request and frees its slot; lists newest first; counts by kind and status', async () => {
      const { store } = await openFresh();
      const older = createInput({ slot: SLOT, atMs: NOON - 1000 });
      const newer = createInput({ atMs: NOON });
      await store.create(older);
      await store.create(newer);
      expect((await store.list({ limit: 10 })).map((request) => request.reference)).toEqual([newer.request.reference, older.request.reference]);
      expect(await store.list({ limit: 1 })).toHaveLength(1);
      expect(await store.countByKindAndStatus()).toEqual([
        { kind: 'intro_call', status: 'requested', count: 1 },
        { kind: 'message', status: 'requested', count: 1 },
      ]);
      expect(await store.remove({ reference: older.request.reference, notification: notice('evt_delete') })).toBe(true);
      expect(await store.remove({ reference: older.request.reference, notification: null })).toBe(false);
      expect(await store.heldSlotStarts({ fromMs: 0, toMs: Number.MAX_SAFE_INTEGER })).toEqual([]);
      expect(await store.outboxCounts()).toEqual(webhookOutbox(1));
      expect(await store.find({ reference: newer.request.reference })).toMatchObject({ contact: { email: 'visitor@example.com', company: null } });
    });

    it('purges requests last changed before the retention cut-off, freeing their slots', async () => {
      const { store } = await openFresh();
      const old = createInput({ slot: SLOT, atMs: NOON - 10_000 });
      const recent = createInput({ atMs: NOON });
      await store.create(old);
      await store.create(recent);
      expect(await store.purge({ beforeMs: NOON - 5000, nowMs: NOON })).toBe(1);
      expect(await store.find({ reference: old.request.reference })).toBeNull();
      expect(await store.find({ reference: recent.request.reference })).not.toBeNull();
      expect(await store.heldSlotStarts({ fromMs: 0, toMs: Number.MAX_SAFE_INTEGER })).toEqual([]);
    });

    it('outbox: leases due notifications once, retries them later, and gives up after the last attempt', async () => {
      const { store, open } = await openFresh();
      const second = await open();
      await store.create(createInput({ notify: true }));
      await store.create(createInput({ notify: true }));
      const claim = (target: VisitorRequestStore, nowMs: number, leaseUntilMs: number, limit: number) => target.claimNotifications({ channel: 'webhook', nowMs, leaseUntilMs, limit });
      const [first, other] = await Promise.all([claim(store, NOON, NOON + 60_000, 1), claim(second, NOON, NOON + 60_000, 1)]);
      expect(first).toHaveLength(1);
      expect(other).toHaveLength(1);
      expect(first[0]!.id).not.toBe(other[0]!.id);
      expect(await claim(store, NOON + 1, NOON + 60_000, 10)).toEqual([]);
      expect(JSON.parse(first[0]!.payload)).toMatchObject({ event: 'request.created' });
      await store.completeNotification({ id: first[0]!.id, channel: 'webhook' });
      await store.failNotification({ id: other[0]!.id, channel: 'webhook', attempts: 1, retryAtMs: NOON + 5000, nowMs: NOON });
      expect(await claim(store, NOON + 4999, NOON + 70_000, 10)).toEqual([]);
      const retried = await claim(store, NOON + 5000, NOON + 70_000, 10);
      expect(retried).toEqual([{ ...other[0]!, attempts: 1 }]);
      await store.failNotification({ id: other[0]!.id, channel: 'webhook', attempts: 2, retryAtMs: null, nowMs: NOON + 6000 });
      expect(await store.outboxCounts()).toEqual(webhookOutbox(0, 1));
      expect(await claim(store, NOON + 999_999, NOON + 9_999_999, 10)).toEqual([]);
      await store.purge({ beforeMs: NOON + 7000, nowMs: NOON + 7000 });
      expect(await store.outboxCounts()).toEqual(EMPTY_OUTBOX);
    });

    it('outbox: one entry per channel with the notification’s event id; each channel is retried on its own', async () => {
      const { store } = await openFresh();
      const input = createInput({ notify: BOTH });
      await store.create(input);
      const eventId = input.notification!.eventId;
      const [webhook] = await store.claimNotifications({ channel: 'webhook', nowMs: NOON, leaseUntilMs: NOON + 60_000, limit: 10 });
      const [email] = await store.claimNotifications({ channel: 'email', nowMs: NOON, leaseUntilMs: NOON + 60_000, limit: 10 });
      expect(webhook).toMatchObject({ eventId, channel: 'webhook', payload: input.notification!.payload, attempts: 0 });
      expect(email).toMatchObject({ eventId, channel: 'email', payload: input.notification!.payload, attempts: 0 });
      // The email fails and waits; the webhook is delivered and never comes back, whatever the email does.
      await store.failNotification({ id: email!.id, channel: 'email', attempts: 1, retryAtMs: NOON + 30_000, nowMs: NOON });
      await store.completeNotification({ id: webhook!.id, channel: 'webhook' });
      expect(await store.outboxCounts()).toEqual({ webhook: { pending: 0, failed: 0 }, email: { pending: 1, failed: 0 } });
      expect(await store.claimNotifications({ channel: 'webhook', nowMs: NOON + 999_999, leaseUntilMs: NOON + 9_999_999, limit: 10 })).toEqual([]);
      const [again] = await store.claimNotifications({ channel: 'email', nowMs: NOON + 30_000, leaseUntilMs: NOON + 90_000, limit: 10 });
      expect(again).toEqual({ ...email!, attempts: 1 });
      // A notification with no channel queues nothing.
      await store.create(createInput({ notify: [] }));
      expect(await store.outboxCounts()).toEqual({ webhook: { pending: 0, failed: 0 }, email: { pending: 1, failed: 0 } });
    });

    it('the daily limit: a cancelled or declined request stops counting, and all creations of a day stay bounded', async () => {
      const { store, open } = await openFresh();
      const second = await open();
      const limits = { livePerClient: 2, createdPerClient: 4, perDay: 100 };
      const first = createInput({ limits, clientId: 'client-live' });
      const other = createInput({ limits, clientId: 'client-live' });
      expect(await store.create(first)).toEqual({ outcome: 'created' });
      expect(await store.create(other)).toEqual({ outcome: 'created' });
      expect(await store.create(createInput({ limits, clientId: 'client-live' }))).toEqual({ outcome: 'rate_limited', scope: 'client' });
      // Cancelled through another instance: the allowance comes back.
      await second.transition({ reference: first.request.reference, from: 'requested', to: 'cancelled', atMs: NOON + 1, idempotency: null, notification: null });
      const third = createInput({ limits, clientId: 'client-live' });
      expect(await store.create(third)).toEqual({ outcome: 'created' });
      // Confirmed is still live; declined is not.
      await store.transition({ reference: other.request.reference, from: 'requested', to: 'confirmed', atMs: NOON + 2, idempotency: null, notification: null });
      expect(await store.create(createInput({ limits, clientId: 'client-live' }))).toEqual({ outcome: 'rate_limited', scope: 'client' });
      await store.transition({ reference: third.request.reference, from: 'requested', to: 'declined', atMs: NOON + 3, idempotency: null, notification: null });
      const fourth = createInput({ limits, clientId: 'client-live' });
      expect(await store.create(fourth)).toEqual({ outcome: 'created' });
      // Four created today: cancelling again does not open a fifth.
      await store.transition({ reference: fourth.request.reference, from: 'requested', to: 'cancelled', atMs: NOON + 4, idempotency: null, notification: null });
      expect(await store.create(createInput({ limits, clientId: 'client-live' }))).toEqual({ outcome: 'rate_limited', scope: 'client' });
      expect(await store.create(createInput({ limits, clientId: 'client-other' }))).toEqual({ outcome: 'created' });
    });

    it('no enumeration: reference lookups are counted per client and window, across instances, and a new window starts afresh', async () => {
      const { store, open } = await openFresh();
      const second = await open();
      // Real time: Redis expires the window itself.
      const nowMs = Date.now();
      const window = { key: 'client-a:493000', limit: 3, expiresAtMs: nowMs + 60_000, nowMs };
      const taken = await Promise.all(Array.from({ length: 5 }, (_, index) => (index % 2 ? store : second).takeLookup(window)));
      expect(taken.filter(Boolean)).toHaveLength(3);
      expect(await store.takeLookup({ ...window, key: 'client-b:493000' })).toBe(true);
      expect(await store.takeLookup({ ...window, key: 'client-a:493001', expiresAtMs: nowMs + 120_000, nowMs: nowMs + 60_000 })).toBe(true);
      // A window that has ended is forgotten: the same key counts from one again.
      const short = { key: 'client-c:1', limit: 1, expiresAtMs: Date.now() + 150, nowMs: Date.now() };
      expect(await store.takeLookup(short)).toBe(true);
      expect(await store.takeLookup(short)).toBe(false);
      await sleep(250);
      expect(await store.takeLookup({ ...short, expiresAtMs: Date.now() + 60_000, nowMs: Date.now() })).toBe(true);
    });
  });
}
