/**
 * Another process on the store's SQLite file, for the fault tests: it takes the write lock (BEGIN IMMEDIATE and a
 * write) and holds it until it reads "commit" on stdin (then commits and exits), or until it is killed or frozen.
 * Usage: node test/sqlite-lock-holder.mjs <db path>; prints "locked" once it holds the lock. Plain JavaScript, so
 * it starts in a blink.
 */
import Database from 'better-sqlite3';

const db = new Database(process.argv[2]);
db.pragma('journal_mode = WAL');
db.exec('CREATE TABLE IF NOT EXISTS lock_holder (at INTEGER NOT NULL)');
db.exec('BEGIN IMMEDIATE');
db.prepare('INSERT INTO lock_holder (at) VALUES (?)').run(Date.now());
process.stdout.write('locked\n');
process.stdin.setEncoding('utf8');
process.stdin.on('data', (text) => {
  if (!text.includes('commit')) return;
  db.exec('COMMIT');
  db.close();
  process.exit(0);
});
