import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { registerAdmissionStoreContract } from '@/lib/store/admission-store.contract';
import { openSqliteAdmissionStore } from '@/lib/store/sqlite-admission-store';

const directory = mkdtempSync(join(tmpdir(), 'chat-admission-'));
let counter = 0;
afterAll(() => rmSync(directory, { recursive: true, force: true }));
const nextPath = () => join(directory, `store-${++counter}.db`);

registerAdmissionStoreContract({
  name: 'SQLite (temp file)',
  createNamespace: async () => {
    const path = nextPath();
    return { open: async () => openSqliteAdmissionStore({ path }) };
  },
});

const DAY = '2026-11-30';
const NOON = Date.parse('2026-11-30T12:00:00Z');
const limits = { perMinute: 100, perDay: 100, dailyCallCeiling: 100, dailyBudgetMicroUsd: 1_000_000 };
const admission = { clientId: 'client-a', day: DAY, nowMs: NOON, upstream: true, reserveMicroUsd: 400, limits };

/** Reads the day's totals row through a second connection, as another process would see it. */
function totalsOf(path: string): { calls: number; committed: number } | undefined {
  const db = new Database(path, { readonly: true });
  const row = db.prepare<[string], { calls: number; committed: number }>('SELECT calls, committed_micro_usd AS committed FROM daily_totals WHERE day = ?').get(DAY);
  db.close();
  return row;
}

describe('SQLite admission store: day totals', () => {
  it('counts upstream admissions and reservations, and settle adjusts the committed spend exactly once', async () => {
    const path = nextPath();
    const store = openSqliteAdmissionStore({ path });
    const first = await store.admit(admission);
    await store.admit({ ...admission, clientId: 'client-b', reserveMicroUsd: 300 });
    const offline = await store.admit({ ...admission, clientId: 'client-c', upstream: false, reserveMicroUsd: 0 });
    expect(totalsOf(path)).toEqual({ calls: 2, committed: 700 });
    if (!first.admitted || !offline.admitted) throw new Error('admission refused');
    await store.settle({ reservationId: first.reservationId, actualMicroUsd: 150 });
    expect(totalsOf(path)).toEqual({ calls: 2, committed: 450 });
    await store.settle({ reservationId: first.reservationId, actualMicroUsd: 0 });
    await store.settle({ reservationId: 'unknown', actualMicroUsd: 5 });
    await store.settle({ reservationId: offline.reservationId, actualMicroUsd: 5 });
    expect(totalsOf(path)).toEqual({ calls: 2, committed: 450 });
    await store.close();
  });

  it('decides the global limits from the totals row, not from a scan of the admissions', async () => {
    const path = nextPath();
    const store = openSqliteAdmissionStore({ path });
    await store.admit(admission);
    const db = new Database(path);
    db.prepare('UPDATE daily_totals SET calls = 100 WHERE day = ?').run(DAY);
    db.close();
    expect(await store.admit({ ...admission, clientId: 'client-b' })).toEqual({ admitted: false, code: 'budget_exhausted' });
    await store.close();
  });

  it('decides the per-day limit from the client’s day count, not from a scan of its admissions', async () => {
    const path = nextPath();
    const store = openSqliteAdmissionStore({ path });
    await store.admit(admission);
    const db = new Database(path);
    expect(db.prepare('SELECT admitted FROM client_days WHERE client_id = ? AND day = ?').get('client-a', DAY)).toEqual({ admitted: 1 });
    db.prepare('UPDATE client_days SET admitted = 100 WHERE client_id = ?').run('client-a');
    db.close();
    expect(await store.admit({ ...admission, nowMs: NOON + 120_000 })).toMatchObject({ admitted: false, code: 'rate_limited' });
    expect(await store.admit({ ...admission, clientId: 'client-b' })).toMatchObject({ admitted: true });
    await store.close();
  });
});
