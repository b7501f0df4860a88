import type Database from 'better-sqlite3';

/** Ordered schema steps of the SQLite admission store; `PRAGMA user_version` records how many ran. */
export const SQLITE_MIGRATIONS = [
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
  // O(1) day totals for the global ceiling and budget, rebuilt from the admissions they summarize.
  // Dropping first makes a re-run (a file an older build reset to version 1) rebuild exact totals.
  `DROP TABLE IF EXISTS daily_totals;
   CREATE TABLE daily_totals (
     day TEXT PRIMARY KEY,
     calls INTEGER NOT NULL,
     committed_micro_usd INTEGER NOT NULL
   );
   INSERT INTO daily_totals (day, calls, committed_micro_usd)
   SELECT day, COUNT(*), SUM(COALESCE(actual_micro_usd, reserved_micro_usd))
   FROM admissions WHERE upstream = 1 GROUP BY day;`,
];

/** Runs the schema steps `db` has not run yet, in one IMMEDIATE transaction so concurrent openers migrate once. */
export function migrateSqlite({ db, migrations = SQLITE_MIGRATIONS }: { db: Database.Database; migrations?: readonly string[] }): void {
  const run = db.transaction(() => {
    const version = Number(db.pragma('user_version', { simple: true }));
    for (const [index, sql] of migrations.entries()) {
      if (index >= version) db.exec(sql);
    }
    // Never lower the version: a newer build may already have migrated this file further.
    db.pragma(`user_version = ${Math.max(version, migrations.length)}`);
  });
  run.immediate();
}
