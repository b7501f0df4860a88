/**
 * The store (SQLite or Redis) cannot answer right now: it is down, frozen, read-only, full, or another process
 * holds its lock for longer than a request may wait. Callers answer `store_unavailable` (or the offline fallback),
 * never a limit. The message names the cause for the operator; it never carries visitor text.
 */
export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError';
}

/** How a store failure is handled by `resilientStore`. */
export type StoreFailure =
  /** Another process holds the lock: wait without blocking, and try again within the lock wait. */
  | 'busy'
  /** The connection is unusable (read-only or failed open, I/O error, a deleted file): close it and reopen later. */
  | 'broken'
  /** The store did not answer or refused for a while (down, frozen, read-only replica): fail fast, probe later. */
  | 'unavailable'
  /** Not an outage (a bug, a constraint): passed on as it is. */
  | 'other';
