import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteAdmissionStore } from '@/lib/store/sqlite-admission-store';
import { migrateSqlite, SQLITE_MIGRATIONS } from '@/lib/store/sqlite-migrations';

const directory = mkdtempSync(join(tmpdir(), 'chat-admission-migrations-'));
let counter = 0;
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const DAY = '2026-11-30';
const NOON = Date.parse('2026-11-30T12:00:00Z');
const INSERT_ADMISSION = `INSERT INTO admissions (id, day, client_id, at_ms, upstream, reserved_micro_usd, actual_micro_usd)
  VALUES (@id, @day, @clientId, @atMs, @upstream, @reserved, @actual)`;

/** A file at schema version 1 (before daily_totals) holding the given admissions. */
function createVersionOneFile(admissions: { id: string; day: string; upstream: number; reserved: number; actual: number | null }[]): string {
  const path = join(directory, `store-${++counter}.db`);
  const db = new Database(path);
  migrateSqlite({ db, migrations: SQLITE_MIGRATIONS.slice(0, 1) });
  const insert = db.prepare(INSERT_ADMISSION);
  for (const admission of admissions) insert.run({ clientId: `client-${admission.id}`, atMs: NOON, ...admission });
  db.close();
  return path;
}

function readFile(path: string) {
  const db = new Database(path, { readonly: true });
  const version = Number(db.pragma('user_version', { simple: true }));
  const totals = db.prepare('SELECT day, calls, committed_micro_usd AS committed FROM daily_totals ORDER BY day').all();
  db.close();
  return { version, totals };
}

const limits = { perMinute: 100, perDay: 100, dailyCallCeiling: 5, dailyBudgetMicroUsd: 1000 };
const admission = { clientId: 'new-client', day: DAY, nowMs: NOON, upstream: true, reserveMicroUsd: 100, limits };

describe('SQLite admission store migrations', () => {
  it('backfills the day totals from the admissions of a version-1 file, so an upgrade keeps today’s counters', async () => {
    const path = createVersionOneFile([
      { id: 'settled', day: DAY, upstream: 1, reserved: 400, actual: 50 },
      { id: 'open-1', day: DAY, upstream: 1, reserved: 300, actual: null },
      { id: 'open-2', day: DAY, upstream: 1, reserved: 200, actual: null },
      { id: 'offline', day: DAY, upstream: 0, reserved: 0, actual: null },
      { id: 'yesterday', day: '2026-11-29', upstream: 1, reserved: 400, actual: 20 },
    ]);
    const store = openSqliteAdmissionStore({ path });
    expect(readFile(path)).toEqual({
      version: SQLITE_MIGRATIONS.length,
      totals: [
        { day: '2026-11-29', calls: 1, committed: 20 },
        { day: DAY, calls: 3, committed: 550 },
      ],
    });
    // 550 committed: 500 more fit, 501 would not.
    expect(await store.admit({ ...admission, reserveMicroUsd: 501 })).toEqual({ admitted: false, code: 'budget_exhausted' });
    expect(await store.admit({ ...admission, reserveMicroUsd: 400 })).toMatchObject({ admitted: true });
    // Four upstream calls today: the fifth fits the ceiling of five, the sixth does not.
    expect(await store.admit({ ...admission, reserveMicroUsd: 0 })).toMatchObject({ admitted: true });
    expect(await store.admit({ ...admission, reserveMicroUsd: 0 })).toEqual({ admitted: false, code: 'budget_exhausted' });
    await store.close();
    expect(readFile(path).totals).toContainEqual({ day: DAY, calls: 5, committed: 950 });
  });

  it('backfills the client day counts from the admissions of a version-2 file, so an upgrade keeps today’s per-client limits', async () => {
    const path = join(directory, `store-${++counter}.db`);
    const db = new Database(path);
    migrateSqlite({ db, migrations: SQLITE_MIGRATIONS.slice(0, 2) });
    const insert = db.prepare(INSERT_ADMISSION);
    for (const [index, atMs] of [NOON - 3_600_000, NOON - 1_800_000, NOON - 600_000].entries()) {
      insert.run({ id: `today-${index}`, day: DAY, clientId: 'busy-client', atMs, upstream: 0, reserved: 0, actual: null });
    }
    insert.run({ id: 'yesterday', day: '2026-11-29', clientId: 'busy-client', atMs: NOON - 86_400_000, upstream: 0, reserved: 0, actual: null });
    db.close();
    const store = openSqliteAdmissionStore({ path });
    const perDay = { ...admission, clientId: 'busy-client', upstream: false, reserveMicroUsd: 0, limits: { ...limits, perDay: 4 } };
    expect(await store.admit(perDay)).toMatchObject({ admitted: true });
    expect(await store.admit({ ...perDay, nowMs: NOON + 1000 })).toMatchObject({ admitted: false, code: 'rate_limited' });
    await store.close();
  });

  it('rebuilds exact totals when an older build reset the version of a migrated file', async () => {
    const path = join(directory, `store-${++counter}.db`);
    const store = openSqliteAdmissionStore({ path });
    await store.admit(admission);
    await store.close();
    // An older build admits without touching daily_totals and writes back its own (lower) version.
    const db = new Database(path);
    db.prepare(INSERT_ADMISSION).run({ id: 'old-build', day: DAY, clientId: 'other', atMs: NOON, upstream: 1, reserved: 250, actual: null });
    db.pragma('user_version = 1');
    db.close();
    await openSqliteAdmissionStore({ path }).close();
    expect(readFile(path)).toEqual({ version: SQLITE_MIGRATIONS.length, totals: [{ day: DAY, calls: 2, committed: 350 }] });
  });

  it('never lowers the version of a file a newer build migrated further', async () => {
    const path = join(directory, `store-${++counter}.db`);
    await openSqliteAdmissionStore({ path }).close();
    const db = new Database(path);
    db.pragma(`user_version = ${SQLITE_MIGRATIONS.length + 1}`);
    db.close();
    await openSqliteAdmissionStore({ path }).close();
    expect(readFile(path).version).toBe(SQLITE_MIGRATIONS.length + 1);
  });
});
