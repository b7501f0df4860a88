import 'server-only';
import { randomUUID } from 'node:crypto';
import { connectRedis } from '@/lib/store/redis-connection';
import type { Locale } from '@/lib/contracts';
import { CLAIM_SCRIPT, CREATE_SCRIPT, REMOVE_SCRIPT, TRANSITION_SCRIPT } from '@/lib/store/redis-visitor-request-scripts';
import { isTerminalStatus, type VisitorRequestKind, type VisitorRequestStatus } from '@/lib/contracts';
import type { IdempotencyRecord, OutboxNotification, StoredVisitorRequest, VisitorRequestStore } from '@/lib/store/visitor-request-store';

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
    due: `${keyPrefix}outbox:due`,
    failed: `${keyPrefix}outbox:failed`,
    entry: (id: string) => `${keyPrefix}outbox:${id}`,
  };
  const find = async (reference: string) => fromHash(await bounded(client.hGetAll(key.request(reference))));
  const removeKeys = (reference: string, startMs: number | undefined, entryId: string) => [
    key.request(reference), key.slot(startMs), key.created, key.updated, key.held, key.due, key.entry(entryId),
  ];
  const remove = async (request: StoredVisitorRequest, notification: OutboxNotification | null) => {
    const entryId = generateId();
    const removed = await bounded(client.eval(REMOVE_SCRIPT, {
      keys: removeKeys(request.reference, request.slot?.startMs, entryId),
      arguments: [request.reference, notification?.payload ?? '', entryId],
    }));
    return removed === 1;
  };

  return {
    async findIdempotent({ keyHash }) {
      // Redis expires records itself (PX), so a present record is a live one.
      const text = await bounded(client.get(key.record(keyHash)));
      return text ? parseRecord(text) : null;
    },
    async create({ request, clientId, day, limits, idempotency, notification }) {
      const entryId = generateId();
      const { keyHash, expiresAtMs, ...record } = idempotency;
      const [outcome, detail] = (await bounded(client.eval(CREATE_SCRIPT, {
        keys: [
          key.record(keyHash), key.request(request.reference), key.slot(request.slot?.startMs), key.created, key.updated, key.held,
          key.day(day), key.client(day, clientId), key.due, key.entry(entryId),
        ],
        arguments: [
          JSON.stringify(record),
          String(Math.max(1, expiresAtMs - request.createdAtMs)),
          String(limits.perClientPerDay),
          String(limits.perDay),
          String(COUNTER_TTL_SECONDS),
          request.reference,
          String(request.createdAtMs),
          request.slot ? String(request.slot.startMs) : '',
          String((request.slot?.endMs ?? 0) + SLOT_HOLD_GRACE_MS),
          notification?.payload ?? '',
          entryId,
          ...fields(request),
        ],
      }))) as [string, string];
      if (outcome === 'replay') return { outcome, record: parseRecord(detail) };
      if (outcome === 'rate_limited') return { outcome, scope: detail === 'client' ? 'client' : 'daily' };
      if (outcome === 'slot_taken' || outcome === 'reference_taken' || outcome === 'created') return { outcome };
      throw new Error(`visitor-request store: unexpected reply ${outcome}`);
    },
    async find({ reference }) {
      return find(reference);
    },
    async transition({ reference, from, to, atMs, idempotency, notification }) {
      // The slot a request holds never changes, so reading it first names every key the script touches.
      const before = await find(reference);
      if (!before) return { outcome: 'not_found' };
      const entryId = generateId();
      const [outcome, detail] = (await bounded(client.eval(TRANSITION_SCRIPT, {
        keys: [
          key.record(idempotency?.keyHash ?? 'none'), key.request(reference), key.updated, key.held, key.slot(before.slot?.startMs),
          key.due, key.entry(entryId),
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
          notification?.payload ?? '',
          entryId,
        ],
      }))) as [string, string];
      if (outcome === 'replay') return { outcome, record: parseRecord(detail) };
      if (outcome === 'not_found') return { outcome };
      if (outcome === 'changed') return { outcome, current: detail as VisitorRequestStatus };
      return { outcome: 'done', request: { ...before, status: to, updatedAtMs: atMs } };
    },
    async remove({ reference, notification }) {
      const request = await find(reference);
      return request ? remove(request, notification) : false;
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
        const request = await find(reference);
        if (request ? await remove(request, null) : false) removed += 1;
        else await bounded(client.multi().zRem(key.updated, reference).zRem(key.created, reference).exec());
      }
      const givenUp = await bounded(client.zRangeByScore(key.failed, '-inf', `(${beforeMs}`));
      for (const id of givenUp) await bounded(client.multi().del(key.entry(id)).zRem(key.failed, id).exec());
      return removed;
    },
    async claimNotifications({ nowMs, leaseUntilMs, limit }) {
      const ids = (await bounded(client.eval(CLAIM_SCRIPT, { keys: [key.due], arguments: [String(nowMs), String(leaseUntilMs), String(limit)] }))) as string[];
      const entries = await Promise.all(ids.map(async (id) => ({ id, hash: await bounded(client.hGetAll(key.entry(id))) })));
      return entries.filter(({ hash }) => hash.payload !== undefined).map(({ id, hash }) => ({ id, payload: hash.payload!, attempts: Number(hash.attempts ?? 0) }));
    },
    async completeNotification({ id }) {
      await bounded(client.multi().del(key.entry(id)).zRem(key.due, id).exec());
    },
    async failNotification({ id, attempts, retryAtMs, nowMs }) {
      const transaction = client.multi().hSet(key.entry(id), 'attempts', String(attempts));
      if (retryAtMs === null) transaction.zRem(key.due, id).zAdd(key.failed, { score: nowMs, value: id });
      else transaction.zAdd(key.due, { score: retryAtMs, value: id });
      await bounded(transaction.exec());
    },
    async outboxCounts() {
      const [pending, failed] = await Promise.all([bounded(client.zCard(key.due)), bounded(client.zCard(key.failed))]);
      return { pending, failed };
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
