import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  MINUTE_WINDOW_MS,
  type AdmissionDecision,
  type AdmissionStore,
  type AdmitInput,
  type DayStats,
  type FeedbackEvent,
  type OutcomeEvent,
} from '@/lib/store/admission-store';
import { countersToStats, feedbackDeltas, outcomeCounters } from '@/lib/store/outcome-counters';
import { migrateSqlite, openSqliteDatabase } from '@/lib/store/sqlite-migrations';
import { secondsUntilNextUtcDay } from '@/lib/store/utc-day';

/**
 * The admission decision and its write in ONE statement: the row is inserted only when every limit holds.
 * The client's day count and the global limits read one counter row each, and the minute window counts at
 * most the per-minute limit's rows, so an admission costs the same however many rows the day already has.
 */
const ADMIT_SQL = `
INSERT INTO admissions (id, day, client_id, at_ms, upstream, reserved_micro_usd)
SELECT @id, @day, @clientId, @nowMs, @upstream, @reserve
WHERE COALESCE((SELECT admitted FROM client_days WHERE client_id = @clientId AND day = @day), 0) < @perDay
  AND (SELECT COUNT(*) FROM admissions WHERE client_id = @clientId AND day = @day AND at_ms > @windowStart) < @perMinute
  AND (@upstream = 0 OR (
    COALESCE((SELECT calls FROM daily_totals WHERE day = @day), 0) < @ceiling
    AND COALESCE((SELECT committed_micro_usd FROM daily_totals WHERE day = @day), 0) + @reserve <= @budget))`;

/** Counts an admitted upstream request and its reservation in the day's totals. */
const ADD_TO_TOTALS_SQL = `
INSERT INTO daily_totals (day, calls, committed_micro_usd) VALUES (@day, 1, @reserve)
ON CONFLICT (day) DO UPDATE SET calls = calls + 1, committed_micro_usd = committed_micro_usd + excluded.committed_micro_usd`;

/** Counts an admission (upstream or not) in the client's day. */
const ADD_TO_CLIENT_DAY_SQL = `
INSERT INTO client_days (client_id, day, admitted) VALUES (@clientId, @day, 1)
ON CONFLICT (client_id, day) DO UPDATE SET admitted = admitted + 1`;

/** Why a refused admission was refused; read in the same transaction, so it matches the decision. */
const REFUSAL_SQL = `
SELECT
  COALESCE((SELECT admitted FROM client_days WHERE client_id = @clientId AND day = @day), 0) AS clientDay,
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
  const db = openSqliteDatabase({ path, migrate: (database) => migrateSqlite({ db: database }) });

  const insertAdmission = db.prepare(ADMIT_SQL);
  const addToTotals = db.prepare(ADD_TO_TOTALS_SQL);
  const addToClientDay = db.prepare(ADD_TO_CLIENT_DAY_SQL);
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
    if (insertAdmission.run(parameters).changes === 1) {
      // Writes after the decision's write, under the same lock: nothing is decided from a separate read.
      addToClientDay.run(parameters);
      if (input.upstream) addToTotals.run(parameters);
      return { admitted: true, reservationId: id };
    }
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

  // Only the first settle matches `actual_micro_usd IS NULL`, so the totals move once per reservation.
  const insertLedger = db.prepare(`
    INSERT INTO ledger (day, model, kind, input_tokens, cached_input_tokens, output_tokens, micro_usd, outcome)
    VALUES (@day, @model, @kind, @inputTokens, @cachedInputTokens, @outputTokens, @microUsd, @outcome)`);
  const bumpCounter = db.prepare(`
    INSERT INTO outcome_counts (day, counter, count) VALUES (@day, @counter, 1)
    ON CONFLICT (day, counter) DO UPDATE SET count = count + 1`);
  const countOutcome = (event: OutcomeEvent) => {
    for (const counter of outcomeCounters(event)) bumpCounter.run({ day: event.day, counter });
  };
  const settleAdmission = db.prepare<{ id: string; actual: number }, { day: string; upstream: number; reserved: number }>(
    'UPDATE admissions SET actual_micro_usd = @actual WHERE id = @id AND actual_micro_usd IS NULL RETURNING day, upstream, reserved_micro_usd AS reserved',
  );
  const adjustTotals = db.prepare('UPDATE daily_totals SET committed_micro_usd = committed_micro_usd + @delta WHERE day = @day');
  const settleTransaction = db.transaction(({ reservationId, actualMicroUsd, calls = [], outcome }: Parameters<AdmissionStore['settle']>[0]): void => {
    const settled = settleAdmission.get({ id: reservationId, actual: actualMicroUsd });
    if (settled?.upstream === 1) adjustTotals.run({ day: settled.day, delta: actualMicroUsd - settled.reserved });
    for (const row of calls) insertLedger.run(row);
    if (outcome) countOutcome(outcome);
  });
  const extendAdmission = db.prepare<{ id: string; add: number; day: string; budget: number }>(`
    UPDATE admissions SET reserved_micro_usd = reserved_micro_usd + @add
    WHERE id = @id AND upstream = 1 AND actual_micro_usd IS NULL
      AND COALESCE((SELECT committed_micro_usd FROM daily_totals WHERE day = @day), 0) + @add <= @budget`);
  const addCommitted = db.prepare<{ day: string; add: number }>('UPDATE daily_totals SET committed_micro_usd = committed_micro_usd + @add WHERE day = @day');
  const extendTransaction = db.transaction((parameters: { id: string; add: number; day: string; budget: number }): boolean => {
    if (extendAdmission.run(parameters).changes !== 1) return false;
    addCommitted.run(parameters);
    return true;
  });
  const outcomeTransaction = db.transaction(countOutcome);
  const addToCounter = db.prepare(`
    INSERT INTO outcome_counts (day, counter, count) VALUES (@day, @counter, MAX(@delta, 0))
    ON CONFLICT (day, counter) DO UPDATE SET count = MAX(count + @delta, 0)`);
  const insertSecret = db.prepare("INSERT OR IGNORE INTO meta (key, value) VALUES ('hmac_secret', ?)");
  const readSecret = db.prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'hmac_secret'");
  const ledgerTotals = db.prepare<[string], { spent: number; calls: number }>(
    'SELECT COALESCE(SUM(micro_usd), 0) AS spent, COUNT(*) AS calls FROM ledger WHERE day = ?',
  );
  const admittedUpstream = db.prepare<[string], { count: number }>('SELECT COUNT(*) AS count FROM admissions WHERE day = ? AND upstream = 1');
  const counters = db.prepare<[string], { counter: string; count: number }>('SELECT counter, count FROM outcome_counts WHERE day = ?');
  const probe = db.prepare('SELECT 1');

  return {
    async admit(input) {
      return admitTransaction.immediate(input, generateId());
    },
    async extend({ reservationId, day, addMicroUsd, budgetMicroUsd }) {
      return extendTransaction.immediate({ id: reservationId, add: addMicroUsd, day, budget: budgetMicroUsd });
    },
    async settle(input) {
      settleTransaction.immediate(input);
    },
    async recordOutcome(event: OutcomeEvent) {
      outcomeTransaction.immediate(event);
    },
    async recordFeedback(event: FeedbackEvent) {
      const count = db.transaction(() => {
        for (const { counter, delta } of feedbackDeltas(event)) addToCounter.run({ day: event.day, counter, delta });
      });
      count.immediate();
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
    async ping() {
      probe.get();
    },
    async close() {
      db.close();
    },
  };
}
