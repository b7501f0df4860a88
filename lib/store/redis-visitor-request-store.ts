import 'server-only';
import { randomUUID } from 'node:crypto';
import { ClientClosedError, ClientOfflineError, ErrorReply } from 'redis';
import { connectRedis } from '@/lib/store/redis-connection';
import type { Locale } from '@/lib/contracts';
import { CLAIM_SCRIPT, CREATE_SCRIPT, LOOKUP_SCRIPT, REMOVE_SCRIPT, TRANSITION_SCRIPT } from '@/lib/store/redis-visitor-request-scripts';
import { isTerminalStatus, type VisitorRequestKind, type VisitorRequestStatus } from '@/lib/contracts';
import { OUTBOX_CHANNELS, type OutboxChannel, type OutboxCounts } from '@/lib/store/visitor-request-store';
import type { IdempotencyRecord, OutboxNotification, StoredVisitorRequest, VisitorRequestStore } from '@/lib/store/visitor-request-store';
import { WriteOutcomeUnknownError } from '@/lib/store/write-outcome-unknown';

/** Daily creation counters outlive their UTC day by a day. */
const COUNTER_TTL_SECONDS = 2 * 86_400;
/** A slot hold expires a day after the slot ends, whatever happens to its request. */
const SLOT_HOLD_GRACE_MS = 86_400_000;

function fields(request: StoredVisitorRequest): string[] {
  const values: Record<string, string> = {
    reference: request.reference,
    kind: request.kind,
    status: request.status,
    locale: request.locale,
    slotStartMs: request.slot ? String(request.slot.startMs) : '',
    slotEndMs: request.slot ? String(request.slot.endMs) : '',
    createdAtMs: String(request.createdAtMs),
    updatedAtMs: String(request.updatedAtMs),
    tokenHash: request.tokenHash,
    name: request.contact.name,
    email: request.contact.email,
    company: request.contact.company ?? '',
    message: request.contact.message,
  };
  return Object.entries(values).flat();
}

function fromHash(hash: Record<string, string>): StoredVisitorRequest | null {
  if (!hash.reference) return null;
  return {
    reference: hash.reference,
    kind: hash.kind as VisitorRequestKind,
    status: hash.status as VisitorRequestStatus,
    locale: hash.locale as Locale,
    slot: hash.slotStartMs ? { startMs: Number(hash.slotStartMs), endMs: Number(hash.slotEndMs) } : null,
    createdAtMs: Number(hash.createdAtMs),
    updatedAtMs: Number(hash.updatedAtMs),
    tokenHash: hash.tokenHash ?? '',
    contact: { name: hash.name ?? '', email: hash.email ?? '', company: hash.company ? hash.company : null, message: hash.message ?? '' },
  };
}

const parseRecord = (text: string): IdempotencyRecord => JSON.parse(text) as IdempotencyRecord;
const isLive = (status: string | undefined) => status === 'requested' || status === 'confirmed';

/**
 * A write that failed before it reached Redis (the client offline or closed) or that Redis refused wrote nothing; any
 * other failure (no answer in time, the socket lost after sending) may have been applied.
 */
function writeFailure({ error, label }: { error: unknown; label: string }): Error {
  if (error instanceof ClientOfflineError || error instanceof ClientClosedError || error instanceof ErrorReply) return error;
  return new WriteOutcomeUnknownError(`${label}: ${error instanceof Error ? error.message : 'no answer'}; the write may have been applied`);
}

/** Connects the Redis visitor-request store; every instance pointed at the same server and prefix shares it. */
export async function openRedisVisitorRequestStore({
  url,
  keyPrefix = 'chat:requests:',
  generateId = randomUUID,
  commandTimeoutMs = 2000,
}: {
  url: string;
  keyPrefix?: string;
  generateId?: () => string;
  commandTimeoutMs?: number;
}): Promise<VisitorRequestStore> {
  const { client, bounded } = await connectRedis({ url, commandTimeoutMs, label: 'visitor-request store' });
  const key = {
    record: (keyHash: string) => `${keyPrefix}idempotency:${keyHash}`,
    request: (reference: string) => `${keyPrefix}request:${reference}`,
    slot: (startMs: number | undefined) => `${keyPrefix}slot:${startMs ?? 'none'}`,
    created: `${keyPrefix}created`,
    updated: `${keyPrefix}updated`,
    held: `${keyPrefix}held`,
    day: (day: string) => `${keyPrefix}day:${day}`,
    client: (day: string, clientId: string) => `${keyPrefix}day:${day}:${clientId}`,
    live: (day: string, clientId: string) => `${keyPrefix}day:${day}:${clientId}:live`,
    // The webhook keeps the keys it had before there were channels, so entries queued then are still delivered.
    due: (channel: OutboxChannel) => (channel === 'webhook' ? `${keyPrefix}outbox:due` : `${keyPrefix}outbox:${channel}:due`),
    failed: (channel: OutboxChannel) => (channel === 'webhook' ? `${keyPrefix}outbox:failed` : `${keyPrefix}outbox:${channel}:failed`),
    entry: (id: string) => `${keyPrefix}outbox:${id}`,
    lookup: (window: string) => `${keyPrefix}lookups:${window}`,
    none: `${keyPrefix}none`,
  };
  const findHash = async (reference: string) => bounded(client.hGetAll(key.request(reference)));
  const find = async (reference: string) => fromHash(await findHash(reference));
  /** A request's live counter, from the creator's identity kept with it (requests stored before that have none). */
  const liveKey = (hash: Record<string, string>) => (hash.clientId && hash.createdDay ? key.live(hash.createdDay, hash.clientId) : key.none);
  /** The outbox keys and arguments of a notification (see ENQUEUE in the scripts). */
  const outbox = (notification: OutboxNotification | null) => {
    const ids = OUTBOX_CHANNELS.map((channel) => (notification?.channels.includes(channel) ? generateId() : ''));
    return {
      keys: OUTBOX_CHANNELS.flatMap((channel, index) => [key.due(channel), key.entry(ids[index] || 'none')]),
      arguments: [notification?.payload ?? '', notification?.eventId ?? '', ...ids],
    };
  };
  const write = async (task: Promise<unknown>, label: string) => {
    try {
      return await bounded(task);
    } catch (error) {
      throw writeFailure({ error, label });
    }
  };
  const remove = async (reference: string, hash: Record<string, string>, notification: OutboxNotification | null) => {
    const queued = outbox(notification);
    const startMs = hash.slotStartMs ? Number(hash.slotStartMs) : undefined;
    const removed = await write(client.eval(REMOVE_SCRIPT, {
      keys: [key.request(reference), key.slot(startMs), key.created, key.updated, key.held, liveKey(hash), ...queued.keys],
      arguments: [reference, ...queued.arguments],
    }), 'visitor-request store: remove');
    return removed === 1;
  };

  return {
    async findIdempotent({ keyHash }) {
      // Redis expires records itself (PX), so a present record is a live one.
      const text = await bounded(client.get(key.record(keyHash)));
      return text ? parseRecord(text) : null;
    },
    async create({ request, clientId, day, limits, idempotency, notification }) {
      const queued = outbox(notification);
      const { keyHash, expiresAtMs, ...record } = idempotency;
      const [outcome, detail] = (await write(client.eval(CREATE_SCRIPT, {
        keys: [
          key.record(keyHash), key.request(request.reference), key.slot(request.slot?.startMs), key.created, key.updated, key.held,
          key.day(day), key.client(day, clientId), key.live(day, clientId), ...queued.keys,
        ],
        arguments: [
          JSON.stringify(record),
          String(Math.max(1, expiresAtMs - request.createdAtMs)),
          String(limits.livePerClient),
          String(limits.createdPerClient),
          String(limits.perDay),
          String(COUNTER_TTL_SECONDS),
          request.reference,
          String(request.createdAtMs),
          request.slot ? String(request.slot.startMs) : '',
          String((request.slot?.endMs ?? 0) + SLOT_HOLD_GRACE_MS),
          ...queued.arguments,
          ...fields(request),
          // Who created it and when, so a request that stops being live gives the allowance back.
          'clientId', clientId, 'createdDay', day,
        ],
      }), 'visitor-request store: create')) as [string, string];
      if (outcome === 'replay') return { outcome, record: parseRecord(detail) };
      if (outcome === 'rate_limited') return { outcome, scope: detail === 'client' ? 'client' : 'daily' };
      if (outcome === 'slot_taken' || outcome === 'reference_taken' || outcome === 'created') return { outcome };
      throw new Error(`visitor-request store: unexpected reply ${outcome}`);
    },
    async find({ reference }) {
      return find(reference);
    },
    async transition({ reference, from, to, atMs, idempotency, notification }) {
      // The slot a request holds and its creator never change, so reading them first names every key the script touches.
      const hash = await findHash(reference);
      const before = fromHash(hash);
      if (!before) return { outcome: 'not_found' };
      const queued = outbox(notification);
      const [outcome, detail] = (await write(client.eval(TRANSITION_SCRIPT, {
        keys: [
          key.record(idempotency?.keyHash ?? 'none'), key.request(reference), key.updated, key.held, key.slot(before.slot?.startMs),
          liveKey(hash), ...queued.keys,
        ],
        arguments: [
          idempotency ? '1' : '0',
          idempotency ? JSON.stringify({ fingerprint: idempotency.fingerprint, status: idempotency.status, body: idempotency.body }) : '',
          String(idempotency ? Math.max(1, idempotency.expiresAtMs - atMs) : 1),
          from,
          to,
          String(atMs),
          reference,
          isTerminalStatus(to) ? '1' : '0',
          isLive(from) && !isLive(to) ? '1' : '0',
          ...queued.arguments,
        ],
      }), 'visitor-request store: transition')) as [string, string];
      if (outcome === 'replay') return { outcome, record: parseRecord(detail) };
      if (outcome === 'not_found') return { outcome };
      if (outcome === 'changed') return { outcome, current: detail as VisitorRequestStatus };
      return { outcome: 'done', request: { ...before, status: to, updatedAtMs: atMs } };
    },
    async remove({ reference, notification }) {
      const hash = await findHash(reference);
      return hash.reference ? remove(reference, hash, notification) : false;
    },
    async list({ limit }) {
      const references = await bounded(client.zRange(key.created, 0, limit - 1, { REV: true }));
      const requests = await Promise.all(references.map((reference) => find(reference)));
      return requests.filter((request): request is StoredVisitorRequest => request !== null);
    },
    async heldSlotStarts({ fromMs, toMs }) {
      const held = await bounded(client.zRangeByScoreWithScores(key.held, fromMs, `(${toMs}`));
      return held.map((entry) => entry.score);
    },
    async purge({ beforeMs }) {
      const stale = await bounded(client.zRangeByScore(key.updated, '-inf', `(${beforeMs}`));
      let removed = 0;
      for (const reference of stale) {
        const hash = await findHash(reference);
        if (hash.reference ? await remove(reference, hash, null) : false) removed += 1;
        else await bounded(client.multi().zRem(key.updated, reference).zRem(key.created, reference).exec());
      }
      for (const channel of OUTBOX_CHANNELS) {
        const givenUp = await bounded(client.zRangeByScore(key.failed(channel), '-inf', `(${beforeMs}`));
        for (const id of givenUp) await bounded(client.multi().del(key.entry(id)).zRem(key.failed(channel), id).exec());
      }
      // Lookup windows expire by themselves (PEXPIREAT).
      return removed;
    },
    async takeLookup({ key: window, limit, expiresAtMs }) {
      return (await bounded(client.eval(LOOKUP_SCRIPT, { keys: [key.lookup(window)], arguments: [String(limit), String(expiresAtMs)] }))) === 1;
    },
    async claimNotifications({ channel, nowMs, leaseUntilMs, limit }) {
      const ids = (await bounded(client.eval(CLAIM_SCRIPT, { keys: [key.due(channel)], arguments: [String(nowMs), String(leaseUntilMs), String(limit)] }))) as string[];
      const entries = await Promise.all(ids.map(async (id) => ({ id, hash: await bounded(client.hGetAll(key.entry(id))) })));
      // Entries queued before event ids existed get a stable one from their id.
      return entries
        .filter(({ hash }) => hash.payload !== undefined)
        .map(({ id, hash }) => ({ id, eventId: hash.eventId || `evt_legacy_${id}`, channel, payload: hash.payload!, attempts: Number(hash.attempts ?? 0) }));
    },
    async completeNotification({ id, channel }) {
      await bounded(client.multi().del(key.entry(id)).zRem(key.due(channel), id).exec());
    },
    async failNotification({ id, channel, attempts, retryAtMs, nowMs }) {
      const transaction = client.multi().hSet(key.entry(id), 'attempts', String(attempts));
      if (retryAtMs === null) transaction.zRem(key.due(channel), id).zAdd(key.failed(channel), { score: nowMs, value: id });
      else transaction.zAdd(key.due(channel), { score: retryAtMs, value: id });
      await bounded(transaction.exec());
    },
    async outboxCounts() {
      const counts = await Promise.all(OUTBOX_CHANNELS.map(async (channel) => {
        const [pending, failed] = await Promise.all([bounded(client.zCard(key.due(channel))), bounded(client.zCard(key.failed(channel)))]);
        return [channel, { pending, failed }] as const;
      }));
      return Object.fromEntries(counts) as OutboxCounts;
    },
    async countByKindAndStatus() {
      const references = await bounded(client.zRange(key.created, 0, -1));
      const counts = new Map<string, { kind: VisitorRequestKind; status: VisitorRequestStatus; count: number }>();
      for (const reference of references) {
        const [kind, status] = await bounded(client.hmGet(key.request(reference), ['kind', 'status']));
        if (!kind || !status) continue;
        const entry = counts.get(`${kind}/${status}`) ?? { kind: kind as VisitorRequestKind, status: status as VisitorRequestStatus, count: 0 };
        entry.count += 1;
        counts.set(`${kind}/${status}`, entry);
      }
      return [...counts.values()].sort((left, right) => `${left.kind}/${left.status}`.localeCompare(`${right.kind}/${right.status}`));
    },
    async ping() {
      await bounded(client.ping());
    },
    async close() {
      await client.close();
    },
  };
}
