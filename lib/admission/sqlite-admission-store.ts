import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import {
  MINUTE_WINDOW_MS,
  type AdmissionDecision,
  type AdmissionStore,
  type AdmitInput,
  type DayStats,
  type LedgerRow,
  type OutcomeEvent,
} from '@/lib/admission/admission-store';
import { countersToStats, outcomeCounters } from '@/lib/admission/outcome-counters';
import { secondsUntilNextUtcDay } from '@/lib/admission/utc-day';

/** Ordered schema steps; `PRAGMA user_version` records how many ran, so a file migrates on open. */
const MIGRATIONS = [
  `CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
   CREATE TABLE admissions (
     id TEXT PRIMARY KEY,
     day TEXT NOT NULL,
     client_id TEXT NOT NULL,
     at_ms INTEGER NOT NULL,
     upstream INTEGER NOT NULL,
     reserved_micro_usd INTEGER NOT NULL,
     actual_micro_usd INTEGER
   );
   CREATE INDEX admissions_client ON admissions (client_id, day, at_ms);
   CREATE INDEX admissions_day ON admissions (day, upstream);
   CREATE TABLE ledger (
     id INTEGER PRIMARY KEY,
     day TEXT NOT NULL,
     model TEXT NOT NULL,
     kind TEXT NOT NULL,
     input_tokens INTEGER NOT NULL,
     cached_input_tokens INTEGER NOT NULL,
     output_tokens INTEGER NOT NULL,
     micro_usd INTEGER NOT NULL,
     outcome TEXT NOT NULL
   );
   CREATE INDEX ledger_day ON ledger (day);
   CREATE TABLE outcome_counts (
     day TEXT NOT NULL,
     counter TEXT NOT NULL,
     count INTEGER NOT NULL,
     PRIMARY KEY (day, counter)
   );`,
];

/**
 * The admission decision and its write in ONE statement: the row is inserted only when every limit holds.
 * The day's committed spend is the sum of settled costs and open reservations of upstream admissions.
 */
const ADMIT_SQL = `
INSERT INTO admissions (id, day, client_id, at_ms, upstream, reserved_micro_usd)
SELECT @id, @day, @clientId, @nowMs, @upstream, @reserve
WHERE (SELECT COUNT(*) FROM admissions WHERE client_id = @clientId AND day = @day) < @perDay
  AND (SELECT COUNT(*) FROM admissions WHERE client_id = @clientId AND day = @day AND at_ms > @windowStart) < @perMinute
  AND (@upstream = 0 OR (
    (SELECT COUNT(*) FROM admissions WHERE day = @day AND upstream = 1) < @ceiling
    AND (SELECT COALESCE(SUM(COALESCE(actual_micro_usd, reserved_micro_usd)), 0) FROM admissions WHERE day = @day AND upstream = 1)
        + @reserve <= @budget))`;

/** Why a refused admission was refused; read in the same transaction, so it matches the decision. */
const REFUSAL_SQL = `
SELECT
  (SELECT COUNT(*) FROM admissions WHERE client_id = @clientId AND day = @day) AS clientDay,
  (SELECT COUNT(*) FROM admissions WHERE client_id = @clientId AND day = @day AND at_ms > @windowStart) AS clientMinute,
  (SELECT MIN(at_ms) FROM admissions WHERE client_id = @clientId AND day = @day AND at_ms > @windowStart) AS oldestInWindow`;

interface Refusal {
  clientDay: number;
  clientMinute: number;
  oldestInWindow: number | null;
}

/** Opens (creating and migrating) the SQLite admission store at `path`; `:memory:` works for tests. */
export function openSqliteAdmissionStore({
  path,
  generateId = randomUUID,
  generateSecret = () => randomBytes(32).toString('hex'),
}: {
  path: string;
  generateId?: () => string;
  generateSecret?: () => string;
}): AdmissionStore {
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  // Several processes may share the file: wait for the write lock instead of failing.
  db.pragma('busy_timeout = 5000');
  migrate(db);

  const insertAdmission = db.prepare(ADMIT_SQL);
  const readRefusal = db.prepare<Record<string, string | number>, Refusal>(REFUSAL_SQL);
  // IMMEDIATE takes the write lock first, so the statement and the refusal read see one state across processes.
  const admitTransaction = db.transaction((input: AdmitInput, id: string): AdmissionDecision => {
    const parameters = {
      id,
      day: input.day,
      clientId: input.clientId,
      nowMs: input.nowMs,
      upstream: input.upstream ? 1 : 0,
      reserve: input.upstream ? input.reserveMicroUsd : 0,
      windowStart: input.nowMs - MINUTE_WINDOW_MS,
      perMinute: input.limits.perMinute,
      perDay: input.limits.perDay,
      ceiling: input.limits.dailyCallCeiling,
      budget: input.limits.dailyBudgetMicroUsd,
    };
    if (insertAdmission.run(parameters).changes === 1) return { admitted: true, reservationId: id };
    const refusal = readRefusal.get(parameters);
    if (refusal && refusal.clientDay >= input.limits.perDay) {
      return { admitted: false, code: 'rate_limited', retryAfterSeconds: secondsUntilNextUtcDay({ nowMs: input.nowMs }) };
    }
    if (refusal && refusal.clientMinute >= input.limits.perMinute) {
      const oldest = refusal.oldestInWindow ?? input.nowMs;
      return { admitted: false, code: 'rate_limited', retryAfterSeconds: Math.max(1, Math.ceil((oldest + MINUTE_WINDOW_MS - input.nowMs) / 1000)) };
    }
    return { admitted: false, code: 'budget_exhausted' };
  });

  const settleStatement = db.prepare('UPDATE admissions SET actual_micro_usd = @actual WHERE id = @id AND actual_micro_usd IS NULL');
  const insertLedger = db.prepare(`
    INSERT INTO ledger (day, model, kind, input_tokens, cached_input_tokens, output_tokens, micro_usd, outcome)
    VALUES (@day, @model, @kind, @inputTokens, @cachedInputTokens, @outputTokens, @microUsd, @outcome)`);
  const bumpCounter = db.prepare(`
    INSERT INTO outcome_counts (day, counter, count) VALUES (@day, @counter, 1)
    ON CONFLICT (day, counter) DO UPDATE SET count = count + 1`);
  const insertSecret = db.prepare("INSERT OR IGNORE INTO meta (key, value) VALUES ('hmac_secret', ?)");
  const readSecret = db.prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'hmac_secret'");
  const ledgerTotals = db.prepare<[string], { spent: number; calls: number }>(
    'SELECT COALESCE(SUM(micro_usd), 0) AS spent, COUNT(*) AS calls FROM ledger WHERE day = ?',
  );
  const admittedUpstream = db.prepare<[string], { count: number }>('SELECT COUNT(*) AS count FROM admissions WHERE day = ? AND upstream = 1');
  const counters = db.prepare<[string], { counter: string; count: number }>('SELECT counter, count FROM outcome_counts WHERE day = ?');

  return {
    async admit(input) {
      return admitTransaction.immediate(input, generateId());
    },
    async settle({ reservationId, actualMicroUsd }) {
      settleStatement.run({ id: reservationId, actual: actualMicroUsd });
    },
    async recordCall(row: LedgerRow) {
      insertLedger.run(row);
    },
    async recordOutcome(event: OutcomeEvent) {
      const bump = db.transaction(() => {
        for (const counter of outcomeCounters(event)) bumpCounter.run({ day: event.day, counter });
      });
      bump.immediate();
    },
    async getOrCreateSecret() {
      insertSecret.run(generateSecret());
      const row = readSecret.get();
      if (!row) throw new Error('admission store: the HMAC secret could not be stored');
      return row.value;
    },
    async stats({ days }) {
      return days.map((day): DayStats => {
        const totals = ledgerTotals.get(day) ?? { spent: 0, calls: 0 };
        return {
          day,
          spentMicroUsd: totals.spent,
          upstreamCalls: totals.calls,
          admittedUpstream: admittedUpstream.get(day)?.count ?? 0,
          ...countersToStats(counters.all(day)),
        };
      });
    },
    async close() {
      db.close();
    },
  };
}

function migrate(db: Database.Database): void {
  const run = db.transaction(() => {
    const version = Number(db.pragma('user_version', { simple: true }));
    for (const [index, sql] of MIGRATIONS.entries()) {
      if (index >= version) db.exec(sql);
    }
    db.pragma(`user_version = ${MIGRATIONS.length}`);
  });
  run.immediate();
}
