import Database from 'better-sqlite3';

/**
 * Opens the store file the way every store sharing it needs: WAL, and `migrate` run before it is handed out. The
 * connection never waits for a lock itself (a busy timeout sleeps on the event loop and freezes every request):
 * a locked file fails at once with SQLITE_BUSY and `resilientStore` waits with timers. A file that fails to set up
 * is closed before the error goes on, so a failed open keeps no file descriptor.
 */
export function openSqliteDatabase({ path, migrate }: { path: string; migrate: (db: Database.Database) => void }): Database.Database {
  const db = new Database(path);
  try {
    db.pragma('busy_timeout = 0');
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    migrate(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

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
  // An O(1) per-client day count for the per-day limit (a client's admissions of the day were counted row by row),
  // rebuilt from the admissions it summarizes, like the day totals.
  `DROP TABLE IF EXISTS client_days;
   CREATE TABLE client_days (
     client_id TEXT NOT NULL,
     day TEXT NOT NULL,
     admitted INTEGER NOT NULL,
     PRIMARY KEY (client_id, day)
   ) WITHOUT ROWID;
   INSERT INTO client_days (client_id, day, admitted)
   SELECT client_id, day, COUNT(*) FROM admissions GROUP BY client_id, day;`,
];

/**
 * Runs the schema steps `db` has not run yet, in one IMMEDIATE transaction so concurrent openers migrate once.
 * Without `track` the count lives in `PRAGMA user_version` (the admission store); another store sharing the file
 * names its own track, counted in `schema_tracks`, so the two lists of steps never renumber each other.
 */
export function migrateSqlite({ db, migrations = SQLITE_MIGRATIONS, track }: { db: Database.Database; migrations?: readonly string[]; track?: string }): void {
  const run = db.transaction(() => {
    if (track) db.exec('CREATE TABLE IF NOT EXISTS schema_tracks (track TEXT PRIMARY KEY, version INTEGER NOT NULL)');
    const version = track
      ? (db.prepare<[string], { version: number }>('SELECT version FROM schema_tracks WHERE track = ?').get(track)?.version ?? 0)
      : Number(db.pragma('user_version', { simple: true }));
    for (const [index, sql] of migrations.entries()) {
      if (index >= version) db.exec(sql);
    }
    // Never lower the version: a newer build may already have migrated this file further.
    const reached = Math.max(version, migrations.length);
    if (track) db.prepare('INSERT INTO schema_tracks (track, version) VALUES (?, ?) ON CONFLICT (track) DO UPDATE SET version = excluded.version').run(track, reached);
    else db.pragma(`user_version = ${reached}`);
  });
  run.immediate();
}
