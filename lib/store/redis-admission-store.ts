import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { MINUTE_WINDOW_MS, type AdmissionStore, type DayStats, type FeedbackEvent, type LedgerRow, type OutcomeEvent } from '@/lib/store/admission-store';
import { countersToStats, feedbackDeltas, outcomeCounters } from '@/lib/store/outcome-counters';
import { connectRedis } from '@/lib/store/redis-connection';
import { ADD_TO_COUNTERS_SCRIPT, ADMIT_SCRIPT, EXTEND_SCRIPT, SETTLE_SCRIPT } from '@/lib/store/redis-admission-scripts';
import { secondsUntilNextUtcDay } from '@/lib/store/utc-day';

/** Day totals, reservations, ledger and counters are kept this long (stats look back over them). */
const RETENTION_SECONDS = 400 * 86_400;

/** Connects the Redis admission store; every instance pointed at the same server and prefix shares the limits. */
export async function openRedisAdmissionStore({
  url,
  keyPrefix = 'chat:',
  generateId = randomUUID,
  generateSecret = () => randomBytes(32).toString('hex'),
  commandTimeoutMs = 2000,
}: {
  url: string;
  keyPrefix?: string;
  generateId?: () => string;
  generateSecret?: () => string;
  /** A call Redis does not answer within this fails, and admission with it, instead of holding the request. */
  commandTimeoutMs?: number;
}): Promise<AdmissionStore> {
  const { client, bounded } = await connectRedis({ url, commandTimeoutMs, label: 'admission store' });
  const key = {
    client: (day: string, clientId: string) => `${keyPrefix}client:${day}:${clientId}`,
    clientDay: (day: string, clientId: string) => `${keyPrefix}client-day:${day}:${clientId}`,
    day: (day: string) => `${keyPrefix}day:${day}`,
    reservation: (id: string) => `${keyPrefix}reservation:${id}`,
    ledger: (day: string) => `${keyPrefix}ledger:${day}`,
    outcomes: (day: string) => `${keyPrefix}outcomes:${day}`,
    secret: `${keyPrefix}hmac-secret`,
  };

  const countOutcome = (transaction: ReturnType<typeof client.multi>, event: OutcomeEvent) => {
    for (const counter of outcomeCounters(event)) transaction.hIncrBy(key.outcomes(event.day), counter, 1);
    transaction.expire(key.outcomes(event.day), RETENTION_SECONDS);
  };

  return {
    async admit(input) {
      // The day leads the id so settle can address the day's totals without a lookup.
      const id = `${input.day}:${generateId()}`;
      const reply = (await bounded(client.eval(ADMIT_SCRIPT, {
        keys: [key.client(input.day, input.clientId), key.clientDay(input.day, input.clientId), key.day(input.day), key.reservation(id)],
        arguments: [
          String(input.nowMs),
          String(input.limits.perMinute),
          String(input.limits.perDay),
          input.upstream ? '1' : '0',
          String(input.limits.dailyCallCeiling),
          String(input.limits.dailyBudgetMicroUsd),
          String(input.upstream ? input.reserveMicroUsd : 0),
          id,
          String(MINUTE_WINDOW_MS),
          String(secondsUntilNextUtcDay({ nowMs: input.nowMs })),
          String(RETENTION_SECONDS),
        ],
      }))) as [string, number];
      const [verdict, retryAfterSeconds] = reply;
      if (verdict === 'admitted') return { admitted: true, reservationId: id };
      if (verdict === 'rate_limited') return { admitted: false, code: 'rate_limited', retryAfterSeconds };
      return { admitted: false, code: 'budget_exhausted' };
    },
    async extend({ reservationId, day, addMicroUsd, budgetMicroUsd }) {
      const added = await bounded(client.eval(EXTEND_SCRIPT, { keys: [key.reservation(reservationId), key.day(day)], arguments: [String(addMicroUsd), String(budgetMicroUsd)] }));
      return added === 1;
    },
    async settle({ reservationId, actualMicroUsd, calls = [], outcome }) {
      const day = reservationId.slice(0, reservationId.indexOf(':'));
      // One MULTI: the settlement, the ledger rows and the counters reach Redis in one round trip and apply together.
      const transaction = client.multi().eval(SETTLE_SCRIPT, { keys: [key.reservation(reservationId), key.day(day)], arguments: [String(actualMicroUsd)] });
      for (const row of calls) transaction.rPush(key.ledger(row.day), JSON.stringify(row)).expire(key.ledger(row.day), RETENTION_SECONDS);
      if (outcome) countOutcome(transaction, outcome);
      await bounded(transaction.exec());
    },
    async recordOutcome(event) {
      const transaction = client.multi();
      countOutcome(transaction, event);
      await bounded(transaction.exec());
    },
    async recordFeedback(event: FeedbackEvent) {
      const deltas = feedbackDeltas(event);
      await bounded(client.eval(ADD_TO_COUNTERS_SCRIPT, {
        keys: [key.outcomes(event.day)],
        arguments: [String(RETENTION_SECONDS), ...deltas.flatMap(({ counter, delta }) => [counter, String(delta)])],
      }));
    },
    async getOrCreateSecret() {
      await bounded(client.set(key.secret, generateSecret(), { condition: 'NX' }));
      const secret = await bounded(client.get(key.secret));
      if (!secret) throw new Error('admission store: the HMAC secret could not be stored');
      return secret;
    },
    async stats({ days }) {
      return Promise.all(
        days.map(async (day): Promise<DayStats> => {
          const [rows, counters, admitted] = await Promise.all([
            client.lRange(key.ledger(day), 0, -1),
            client.hGetAll(key.outcomes(day)),
            client.hGet(key.day(day), 'calls'),
          ]);
          const ledger = rows.map((row) => JSON.parse(row) as LedgerRow);
          return {
            day,
            spentMicroUsd: ledger.reduce((sum, row) => sum + row.microUsd, 0),
            upstreamCalls: ledger.length,
            admittedUpstream: Number(admitted ?? 0),
            ...countersToStats(Object.entries(counters).map(([counter, count]) => ({ counter, count: Number(count) }))),
          };
        }),
      );
    },
    async ping() {
      await bounded(client.ping());
    },
    async close() {
      await client.close();
    },
  };
}
