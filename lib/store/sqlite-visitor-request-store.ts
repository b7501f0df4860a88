import 'server-only';
import { migrateSqlite, openSqliteDatabase } from '@/lib/store/sqlite-migrations';
import type { Locale, VisitorRequestKind, VisitorRequestStatus } from '@/lib/contracts';
import { OUTBOX_CHANNELS, type OutboxChannel, type OutboxCounts } from '@/lib/store/visitor-request-store';
import type {
  CreateInput,
  IdempotencyClaim,
  IdempotencyRecord,
  OutboxNotification,
  StoredVisitorRequest,
  TransitionInput,
  VisitorRequestStore,
} from '@/lib/store/visitor-request-store';

/** Schema steps of the visitor-request tables: their own track in the shared store file. */
const MIGRATIONS = [
  `CREATE TABLE visitor_requests (
     reference TEXT PRIMARY KEY,
     kind TEXT NOT NULL,
     status TEXT NOT NULL,
     locale TEXT NOT NULL,
     slot_start_ms INTEGER,
     slot_end_ms INTEGER,
     created_at_ms INTEGER NOT NULL,
     updated_at_ms INTEGER NOT NULL,
     created_day TEXT NOT NULL,
     client_id TEXT NOT NULL,
     token_hash TEXT NOT NULL,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     company TEXT,
     message TEXT NOT NULL
   );
   -- A slot is held by at most one live request: the database itself refuses a second one.
   CREATE UNIQUE INDEX visitor_requests_live_slot ON visitor_requests (slot_start_ms)
     WHERE slot_start_ms IS NOT NULL AND status IN ('requested', 'confirmed');
   CREATE INDEX visitor_requests_day ON visitor_requests (created_day, client_id);
   CREATE INDEX visitor_requests_updated ON visitor_requests (updated_at_ms);
   CREATE INDEX visitor_requests_created ON visitor_requests (created_at_ms);
   CREATE TABLE request_idempotency (
     key_hash TEXT PRIMARY KEY,
     fingerprint TEXT NOT NULL,
     status INTEGER NOT NULL,
     body TEXT NOT NULL,
     expires_at_ms INTEGER NOT NULL
   );
   CREATE INDEX request_idempotency_expiry ON request_idempotency (expires_at_ms);
   CREATE TABLE request_outbox (
     id INTEGER PRIMARY KEY,
     payload TEXT NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_ms INTEGER NOT NULL,
     failed INTEGER NOT NULL DEFAULT 0
   );
   CREATE INDEX request_outbox_due ON request_outbox (failed, next_attempt_ms);`,
  // One entry per channel (webhook, email), each retried on its own; the event id the owner deduplicates on; and the
  // per-client windows of reference lookups. Entries queued before this step are the webhook's.
  `ALTER TABLE request_outbox ADD COLUMN channel TEXT NOT NULL DEFAULT 'webhook';
   ALTER TABLE request_outbox ADD COLUMN event_id TEXT NOT NULL DEFAULT '';
   DROP INDEX request_outbox_due;
   CREATE INDEX request_outbox_due ON request_outbox (channel, failed, next_attempt_ms);
   CREATE TABLE request_lookups (
     key TEXT PRIMARY KEY,
     count INTEGER NOT NULL,
     expires_at_ms INTEGER NOT NULL
   );
   CREATE INDEX request_lookups_expiry ON request_lookups (expires_at_ms);`,
];

interface RequestRow {
  reference: string;
  kind: string;
  status: string;
  locale: string;
  slot_start_ms: number | null;
  slot_end_ms: number | null;
  created_at_ms: number;
  updated_at_ms: number;
  token_hash: string;
  name: string;
  email: string;
  company: string | null;
  message: string;
}

function fromRow(row: RequestRow): StoredVisitorRequest {
  return {
    reference: row.reference,
    kind: row.kind as VisitorRequestKind,
    status: row.status as VisitorRequestStatus,
    locale: row.locale as Locale,
    slot: row.slot_start_ms === null || row.slot_end_ms === null ? null : { startMs: row.slot_start_ms, endMs: row.slot_end_ms },
    createdAtMs: row.created_at_ms,
    updatedAtMs: row.updated_at_ms,
    tokenHash: row.token_hash,
    contact: { name: row.name, email: row.email, company: row.company, message: row.message },
  };
}

/** Opens (creating and migrating) the visitor-request tables in the SQLite file at `path`; `:memory:` works for tests. */
export function openSqliteVisitorRequestStore({ path }: { path: string }): VisitorRequestStore {
  const db = openSqliteDatabase({ path, migrate: (database) => migrateSqlite({ db: database, migrations: MIGRATIONS, track: 'visitor_requests' }) });

  const readRecord = db.prepare<{ keyHash: string; nowMs: number }, IdempotencyRecord>(
    'SELECT fingerprint, status, body FROM request_idempotency WHERE key_hash = @keyHash AND expires_at_ms > @nowMs',
  );
  // An expired record is replaced: only the live ones make a repeat.
  const writeRecord = db.prepare<IdempotencyClaim>(`
    INSERT INTO request_idempotency (key_hash, fingerprint, status, body, expires_at_ms)
    VALUES (@keyHash, @fingerprint, @status, @body, @expiresAtMs)
    ON CONFLICT (key_hash) DO UPDATE SET fingerprint = excluded.fingerprint, status = excluded.status,
      body = excluded.body, expires_at_ms = excluded.expires_at_ms`);
  const countClient = db.prepare<{ day: string; clientId: string }, { live: number; created: number }>(`
    SELECT COALESCE(SUM(status IN ('requested', 'confirmed')), 0) AS live, COUNT(*) AS created
    FROM visitor_requests WHERE created_day = @day AND client_id = @clientId`);
  const countDay = db.prepare<{ day: string }, { count: number }>('SELECT COUNT(*) AS count FROM visitor_requests WHERE created_day = @day');
  const referenceExists = db.prepare<{ reference: string }, { found: number }>('SELECT 1 AS found FROM visitor_requests WHERE reference = @reference');
  const slotHeld = db.prepare<{ startMs: number }, { found: number }>(
    "SELECT 1 AS found FROM visitor_requests WHERE slot_start_ms = @startMs AND status IN ('requested', 'confirmed')",
  );
  const insertRequest = db.prepare(`
    INSERT INTO visitor_requests (reference, kind, status, locale, slot_start_ms, slot_end_ms, created_at_ms, updated_at_ms,
      created_day, client_id, token_hash, name, email, company, message)
    VALUES (@reference, @kind, @status, @locale, @slotStartMs, @slotEndMs, @createdAtMs, @updatedAtMs,
      @day, @clientId, @tokenHash, @name, @email, @company, @message)`);
  const insertNotification = db.prepare<{ payload: string; channel: string; eventId: string }>(
    'INSERT INTO request_outbox (payload, channel, event_id, next_attempt_ms) VALUES (@payload, @channel, @eventId, 0)',
  );
  const selectRequest = db.prepare<{ reference: string }, RequestRow>('SELECT * FROM visitor_requests WHERE reference = @reference');
  const updateStatus = db.prepare<{ reference: string; from: string; to: string; atMs: number }>(
    'UPDATE visitor_requests SET status = @to, updated_at_ms = @atMs WHERE reference = @reference AND status = @from',
  );
  const deleteRequest = db.prepare<{ reference: string }>('DELETE FROM visitor_requests WHERE reference = @reference');
  const listRequests = db.prepare<{ limit: number }, RequestRow>('SELECT * FROM visitor_requests ORDER BY created_at_ms DESC, reference LIMIT @limit');
  const heldStarts = db.prepare<{ fromMs: number; toMs: number }, { start: number }>(`
    SELECT slot_start_ms AS start FROM visitor_requests
    WHERE slot_start_ms >= @fromMs AND slot_start_ms < @toMs AND status IN ('requested', 'confirmed')`);
  const purgeRequests = db.prepare<{ beforeMs: number }>('DELETE FROM visitor_requests WHERE updated_at_ms < @beforeMs');
  const purgeRecords = db.prepare<{ nowMs: number }>('DELETE FROM request_idempotency WHERE expires_at_ms <= @nowMs');
  const purgeFailed = db.prepare<{ beforeMs: number }>('DELETE FROM request_outbox WHERE failed = 1 AND next_attempt_ms < @beforeMs');
  const dueNotifications = db.prepare<{ channel: string; nowMs: number; limit: number }, { id: number; payload: string; attempts: number; event_id: string }>(
    'SELECT id, payload, attempts, event_id FROM request_outbox WHERE channel = @channel AND failed = 0 AND next_attempt_ms <= @nowMs ORDER BY id LIMIT @limit',
  );
  const leaseNotification = db.prepare<{ id: number; until: number }>('UPDATE request_outbox SET next_attempt_ms = @until WHERE id = @id');
  const deleteNotification = db.prepare<{ id: number }>('DELETE FROM request_outbox WHERE id = @id');
  // A notification given up keeps the time it was given up in next_attempt_ms, so the retention purge finds it.
  const retryNotification = db.prepare<{ id: number; attempts: number; next: number; failed: number }>(
    'UPDATE request_outbox SET attempts = @attempts, next_attempt_ms = @next, failed = @failed WHERE id = @id',
  );
  const outboxCounts = db.prepare<[], { channel: string; pending: number; failed: number }>(
    'SELECT channel, COALESCE(SUM(failed = 0), 0) AS pending, COALESCE(SUM(failed = 1), 0) AS failed FROM request_outbox GROUP BY channel',
  );
  const readLookups = db.prepare<{ key: string; nowMs: number }, { count: number }>('SELECT count FROM request_lookups WHERE key = @key AND expires_at_ms > @nowMs');
  const addLookup = db.prepare<{ key: string }>('UPDATE request_lookups SET count = count + 1 WHERE key = @key');
  // An expired window is replaced by a new one.
  const openLookups = db.prepare<{ key: string; expiresAtMs: number }>('INSERT OR REPLACE INTO request_lookups (key, count, expires_at_ms) VALUES (@key, 1, @expiresAtMs)');
  const purgeLookups = db.prepare<{ nowMs: number }>('DELETE FROM request_lookups WHERE expires_at_ms <= @nowMs');
  const countsByKindAndStatus = db.prepare<[], { kind: string; status: string; count: number }>(
    'SELECT kind, status, COUNT(*) AS count FROM visitor_requests GROUP BY kind, status ORDER BY kind, status',
  );

  const notify = (notification: OutboxNotification | null) => {
    for (const channel of notification?.channels ?? []) insertNotification.run({ payload: notification!.payload, channel, eventId: notification!.eventId });
  };

  // Each write is one IMMEDIATE transaction: the key lookup, every check and every write see one state.
  const createTransaction = db.transaction((input: CreateInput) => {
    const { request, idempotency } = input;
    const previous = readRecord.get({ keyHash: idempotency.keyHash, nowMs: request.createdAtMs });
    if (previous) return { outcome: 'replay' as const, record: previous };
    const client = countClient.get({ day: input.day, clientId: input.clientId }) ?? { live: 0, created: 0 };
    if (client.live >= input.limits.livePerClient || client.created >= input.limits.createdPerClient) {
      return { outcome: 'rate_limited' as const, scope: 'client' as const };
    }
    if ((countDay.get({ day: input.day })?.count ?? 0) >= input.limits.perDay) return { outcome: 'rate_limited' as const, scope: 'daily' as const };
    if (referenceExists.get({ reference: request.reference })) return { outcome: 'reference_taken' as const };
    if (request.slot && slotHeld.get({ startMs: request.slot.startMs })) return { outcome: 'slot_taken' as const };
    insertRequest.run({
      reference: request.reference,
      kind: request.kind,
      status: request.status,
      locale: request.locale,
      slotStartMs: request.slot?.startMs ?? null,
      slotEndMs: request.slot?.endMs ?? null,
      createdAtMs: request.createdAtMs,
      updatedAtMs: request.updatedAtMs,
      day: input.day,
      clientId: input.clientId,
      tokenHash: request.tokenHash,
      ...request.contact,
    });
    writeRecord.run(idempotency);
    notify(input.notification);
    return { outcome: 'created' as const };
  });

  const transitionTransaction = db.transaction((input: TransitionInput) => {
    if (input.idempotency) {
      const previous = readRecord.get({ keyHash: input.idempotency.keyHash, nowMs: input.atMs });
      if (previous) return { outcome: 'replay' as const, record: previous };
    }
    const row = selectRequest.get({ reference: input.reference });
    if (!row) return { outcome: 'not_found' as const };
    if (row.status !== input.from) return { outcome: 'changed' as const, current: row.status as VisitorRequestStatus };
    updateStatus.run({ reference: input.reference, from: input.from, to: input.to, atMs: input.atMs });
    if (input.idempotency) writeRecord.run(input.idempotency);
    notify(input.notification);
    return { outcome: 'done' as const, request: fromRow({ ...row, status: input.to, updated_at_ms: input.atMs }) };
  });

  const removeTransaction = db.transaction((reference: string, notification: OutboxNotification | null) => {
    const removed = deleteRequest.run({ reference }).changes === 1;
    if (removed) notify(notification);
    return removed;
  });

  const claimTransaction = db.transaction((channel: OutboxChannel, nowMs: number, leaseUntilMs: number, limit: number) => {
    const due = dueNotifications.all({ channel, nowMs, limit });
    for (const entry of due) leaseNotification.run({ id: entry.id, until: leaseUntilMs });
    // Entries queued before event ids existed get a stable one from their row.
    return due.map((entry) => ({ id: String(entry.id), eventId: entry.event_id || `evt_legacy_${entry.id}`, channel, payload: entry.payload, attempts: entry.attempts }));
  });

  const lookupTransaction = db.transaction(({ key, limit, expiresAtMs, nowMs }: { key: string; limit: number; expiresAtMs: number; nowMs: number }) => {
    const window = readLookups.get({ key, nowMs });
    if (window && window.count >= limit) return false;
    if (window) addLookup.run({ key });
    else openLookups.run({ key, expiresAtMs });
    return true;
  });

  return {
    async findIdempotent({ keyHash, nowMs }) {
      return readRecord.get({ keyHash, nowMs }) ?? null;
    },
    async create(input) {
      return createTransaction.immediate(input);
    },
    async find({ reference }) {
      const row = selectRequest.get({ reference });
      return row ? fromRow(row) : null;
    },
    async transition(input) {
      return transitionTransaction.immediate(input);
    },
    async remove({ reference, notification }) {
      return removeTransaction.immediate(reference, notification);
    },
    async list({ limit }) {
      return listRequests.all({ limit }).map(fromRow);
    },
    async heldSlotStarts({ fromMs, toMs }) {
      return heldStarts.all({ fromMs, toMs }).map((row) => row.start);
    },
    async purge({ beforeMs, nowMs }) {
      const purge = db.transaction(() => {
        purgeRecords.run({ nowMs });
        purgeLookups.run({ nowMs });
        purgeFailed.run({ beforeMs });
        return purgeRequests.run({ beforeMs }).changes;
      });
      return purge.immediate();
    },
    async takeLookup(input) {
      return lookupTransaction.immediate(input);
    },
    async claimNotifications({ channel, nowMs, leaseUntilMs, limit }) {
      return claimTransaction.immediate(channel, nowMs, leaseUntilMs, limit);
    },
    async completeNotification({ id }) {
      deleteNotification.run({ id: Number(id) });
    },
    async failNotification({ id, attempts, retryAtMs, nowMs }) {
      retryNotification.run({ id: Number(id), attempts, next: retryAtMs ?? nowMs, failed: retryAtMs === null ? 1 : 0 });
    },
    async outboxCounts() {
      const counts = Object.fromEntries(OUTBOX_CHANNELS.map((channel) => [channel, { pending: 0, failed: 0 }])) as OutboxCounts;
      for (const row of outboxCounts.all()) {
        if ((OUTBOX_CHANNELS as readonly string[]).includes(row.channel)) counts[row.channel as OutboxChannel] = { pending: row.pending, failed: row.failed };
      }
      return counts;
    },
    async countByKindAndStatus() {
      return countsByKindAndStatus.all().map((row) => ({ kind: row.kind as VisitorRequestKind, status: row.status as VisitorRequestStatus, count: row.count }));
    },
    async ping() {
      db.prepare('SELECT 1').get();
    },
    async close() {
      db.close();
    },
  };
}
