/**
 * A write was sent to the store, which did not answer in time: it may have been applied or not. Only the caller's
 * idempotency key can tell, so the visitor is told a retry (with the same key) is safe, never "nothing was sent".
 */
export class WriteOutcomeUnknownError extends Error {
  override name = 'WriteOutcomeUnknownError';
}
