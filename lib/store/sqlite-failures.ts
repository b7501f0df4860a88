import type { StoreFailure } from '@/lib/store/store-unavailable';

/** Result codes of a connection that cannot go on: read-only or failed open, I/O error, full disk, a broken file. */
const BROKEN_CODES = /^SQLITE_(READONLY|IOERR|CANTOPEN|FULL|NOTADB|CORRUPT|PERM|AUTH)/;
/** What creating the store's folder fails with on a missing, read-only or full disk. */
const BROKEN_FILE_SYSTEM_CODES = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'ENOENT', 'ENOTDIR', 'EIO']);

/**
 * How a failure of the SQLite store is handled. The store waits for no lock itself (busy timeout 0, so the event
 * loop never blocks): another process's write lock is `busy`. A connection that opened read-only, lost its disk or
 * was closed under us is `broken`: reopening it is what brings it back once the fault is gone.
 */
export function classifySqliteFailure(error: unknown): StoreFailure {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') {
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return 'busy';
    if (BROKEN_CODES.test(code) || BROKEN_FILE_SYSTEM_CODES.has(code)) return 'broken';
  }
  if (error instanceof TypeError && error.message === 'The database connection is not open') return 'broken';
  return 'other';
}
