import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { CreateInput, StoredVisitorRequest, VisitorRequestStore } from '@/lib/store/visitor-request-store';
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

const SLOT = { startMs: Date.parse('2026-12-02T09:00:00Z'), endMs: Date.parse('2026-12-02T09:30:00Z') };

let sequence = 0;

function createInput(overrides: { reference?: string; keyHash?: string; slot?: StoredVisitorRequest['slot']; clientId?: string; atMs?: number; notify?: boolean; limits?: CreateInput['limits'] } = {}): CreateInput {
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
    limits: overrides.limits ?? { perClientPerDay: 1000, perDay: 1000 },
    idempotency: {
      keyHash: overrides.keyHash ?? `key-${reference}`,
      fingerprint: `fingerprint-${reference}`,
      status: 201,
      body: JSON.stringify({ request: { reference } }),
      expiresAtMs: atMs + WEEK_MS,
    },
    notification: overrides.notify ? { payload: JSON.stringify({ event: 'request.created', reference }) } : null,
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
      expect(await store.outboxCounts()).toEqual({ pending: 1, failed: 0 });
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
      expect(await store.outboxCounts()).toEqual({ pending: 1, failed: 0 });
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
      const limits = { perClientPerDay: 2, perDay: 3 };
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
      expect(await store.transition({ reference, from: 'requested', to: 'confirmed', atMs: NOON + 2, idempotency: null, notification: { payload: '{}' } })).toMatchObject({ outcome: 'done' });
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
        (index % 2 ? store : second).transition({ reference: input.request.reference, from: 'requested', to: 'cancelled', atMs: NOON + 5, idempotency: claim, notification: { payload: '{}' } })));
      expect(outcomes.filter((outcome) => outcome.outcome === 'done')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome.outcome === 'replay')).toHaveLength(19);
      expect(await store.outboxCounts()).toEqual({ pending: 1, failed: 0 });
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
      expect(await store.remove({ reference: older.request.reference, notification: { payload: '{}' } })).toBe(true);
      expect(await store.remove({ reference: older.request.reference, notification: null })).toBe(false);
      expect(await store.heldSlotStarts({ fromMs: 0, toMs: Number.MAX_SAFE_INTEGER })).toEqual([]);
      expect(await store.outboxCounts()).toEqual({ pending: 1, failed: 0 });
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
      const [first, other] = await Promise.all([
        store.claimNotifications({ nowMs: NOON, leaseUntilMs: NOON + 60_000, limit: 1 }),
        second.claimNotifications({ nowMs: NOON, leaseUntilMs: NOON + 60_000, limit: 1 }),
      ]);
      expect(first).toHaveLength(1);
      expect(other).toHaveLength(1);
      expect(first[0]!.id).not.toBe(other[0]!.id);
      expect(await store.claimNotifications({ nowMs: NOON + 1, leaseUntilMs: NOON + 60_000, limit: 10 })).toEqual([]);
      expect(JSON.parse(first[0]!.payload)).toMatchObject({ event: 'request.created' });
      await store.completeNotification({ id: first[0]!.id });
      await store.failNotification({ id: other[0]!.id, attempts: 1, retryAtMs: NOON + 5000, nowMs: NOON });
      expect(await store.claimNotifications({ nowMs: NOON + 4999, leaseUntilMs: NOON + 70_000, limit: 10 })).toEqual([]);
      const retried = await store.claimNotifications({ nowMs: NOON + 5000, leaseUntilMs: NOON + 70_000, limit: 10 });
      expect(retried).toEqual([{ id: other[0]!.id, payload: other[0]!.payload, attempts: 1 }]);
      await store.failNotification({ id: other[0]!.id, attempts: 2, retryAtMs: null, nowMs: NOON + 6000 });
      expect(await store.outboxCounts()).toEqual({ pending: 0, failed: 1 });
      expect(await store.claimNotifications({ nowMs: NOON + 999_999, leaseUntilMs: NOON + 9_999_999, limit: 10 })).toEqual([]);
      await store.purge({ beforeMs: NOON + 7000, nowMs: NOON + 7000 });
      expect(await store.outboxCounts()).toEqual({ pending: 0, failed: 0 });
    });
  });
}
