/**
 * Where state lives: the admission store (limits, budget, ledger, counters) and the visitor-request
 * store (requests, idempotency records, outbox), each in SQLite or Redis behind one interface, whether
 * this host's disk can keep them, and the UTC day they are keyed by. Imports config, contracts.
 */
export type { AdmissionDecision, AdmissionLimits, AdmissionStore, DayStats, IdentityNotice, LedgerRow, OutcomeEvent, UpstreamCallKind } from '@/lib/store/admission-store';
export { openAdmissionStore, openVisitorRequestStore } from '@/lib/store/open-stores';
export { openRedisAdmissionStore } from '@/lib/store/redis-admission-store';
export { openRedisVisitorRequestStore } from '@/lib/store/redis-visitor-request-store';
export { openSqliteAdmissionStore } from '@/lib/store/sqlite-admission-store';
export { openSqliteVisitorRequestStore } from '@/lib/store/sqlite-visitor-request-store';
export { isWritablePath, storagePlaceProblems, type StoragePlaceProblem } from '@/lib/store/storage-place';
export { DEFAULT_RESILIENCE, resilientStore, type ResilienceTimings } from '@/lib/store/resilient-store';
export { StoreUnavailableError } from '@/lib/store/store-unavailable';
export { recentUtcDays, secondsUntilNextUtcDay, utcDay } from '@/lib/store/utc-day';
export type { IdempotencyRecord, OutboxChannel, OutboxCounts, OutboxEntry, OutboxNotification, StoredVisitorRequest, VisitorRequestStore } from '@/lib/store/visitor-request-store';
export { OUTBOX_CHANNELS } from '@/lib/store/visitor-request-store';
export { WriteOutcomeUnknownError } from '@/lib/store/write-outcome-unknown';
