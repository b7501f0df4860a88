import type { Locale, VisitorRequestKind, VisitorRequestStatus } from '@/lib/contracts';

/** What the visitor typed; only the owner sees it (CLI and webhook), never a response, a log or a metric. */
export interface VisitorContact {
  name: string;
  email: string;
  company: string | null;
  message: string;
}

/** One visitor request as stored. The visitor's token exists only as its SHA-256 hash. */
export interface StoredVisitorRequest {
  reference: string;
  kind: VisitorRequestKind;
  status: VisitorRequestStatus;
  locale: Locale;
  slot: { startMs: number; endMs: number } | null;
  createdAtMs: number;
  updatedAtMs: number;
  tokenHash: string;
  contact: VisitorContact;
}

/** The first result of a succeeded call, kept under the keyed hash of its idempotency key. */
export interface IdempotencyRecord {
  /** Hash of the operation and its canonical arguments: the same key with another body is a conflict. */
  fingerprint: string;
  status: number;
  /** The response body without the token (a replay derives the token again from the key). */
  body: string;
}

/** An idempotency record to claim in the same atomic step as the write it describes. */
export interface IdempotencyClaim extends IdempotencyRecord {
  keyHash: string;
  expiresAtMs: number;
}

/** The ways the owner hears of a change; each is its own outbox entry, retried on its own. */
export const OUTBOX_CHANNELS = ['webhook', 'email'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** A change the owner must hear about, queued in the same atomic step as the change, once per channel. */
export interface OutboxNotification {
  /** Stays the same across every retry and every channel, so the owner can recognise a repeat. */
  eventId: string;
  /** The JSON event (the webhook's body; the email is written from it). */
  payload: string;
  /** At least one channel; the entries of one notification share its event id. */
  channels: OutboxChannel[];
}

/** A queued notification of one channel, handed to one dispatcher for a while (its lease). */
export interface OutboxEntry {
  id: string;
  eventId: string;
  channel: OutboxChannel;
  payload: string;
  attempts: number;
}

/** Per channel: notifications still waiting for delivery, and those given up. */
export type OutboxCounts = Record<OutboxChannel, { pending: number; failed: number }>;

export type CreateOutcome =
  | { outcome: 'created' }
  | { outcome: 'replay'; record: IdempotencyRecord }
  | { outcome: 'slot_taken' }
  | { outcome: 'reference_taken' }
  | { outcome: 'rate_limited'; scope: 'client' | 'daily' };

/** One more reference lookup of a client in a window: refused once the window holds `limit`. */
export interface LookupInput {
  /** The client's identity and the window, e.g. `<client id>:<hour>`. */
  key: string;
  limit: number;
  /** When the window ends (the count is forgotten then). */
  expiresAtMs: number;
  nowMs: number;
}

export type TransitionOutcome =
  | { outcome: 'done'; request: StoredVisitorRequest }
  | { outcome: 'replay'; record: IdempotencyRecord }
  | { outcome: 'not_found' }
  /** The status was no longer `from` when the write ran (another change won): nothing was written. */
  | { outcome: 'changed'; current: VisitorRequestStatus };

export interface CreateInput {
  request: StoredVisitorRequest;
  /** The client's daily identity (see lib/platform/client-identity.ts) and its UTC day, for the creation limits. */
  clientId: string;
  day: string;
  /**
   * `livePerClient`: the client's requests of the day still live (requested or confirmed: a cancelled or declined
   * one stops counting); `createdPerClient`: all it created that day, whatever became of them (a create-and-cancel
   * loop stays bounded); `perDay`: all clients' creations of the day.
   */
  limits: { livePerClient: number; createdPerClient: number; perDay: number };
  idempotency: IdempotencyClaim;
  notification: OutboxNotification | null;
}

export interface TransitionInput {
  reference: string;
  /** The status the caller checked; the write happens only if it is still the current one. */
  from: VisitorRequestStatus;
  to: VisitorRequestStatus;
  atMs: number;
  /** Absent for the owner's commands, which carry no idempotency key. */
  idempotency: IdempotencyClaim | null;
  notification: OutboxNotification | null;
}

/**
 * Where visitor requests, their idempotency records and the owner's notification outbox live (SQLite or
 * Redis, chosen like the admission store). Every write is one atomic step (one IMMEDIATE transaction or one
 * Lua script) that first looks up the idempotency key: a repeat returns the first result and writes nothing,
 * and a refusal writes nothing, so only successes are kept. A write whose outcome the store cannot know (sent, then
 * no answer in time) rejects with WriteOutcomeUnknownError; any other failure means nothing was written.
 */
export interface VisitorRequestStore {
  /** The live record of `keyHash`, or null (expired records count as absent). */
  findIdempotent(input: { keyHash: string; nowMs: number }): Promise<IdempotencyRecord | null>;
  /** Claims the key, checks the creation limits, the reference and the slot, and writes request, record and notification. */
  create(input: CreateInput): Promise<CreateOutcome>;
  find(input: { reference: string }): Promise<StoredVisitorRequest | null>;
  /** Compare-and-set of the status, with the key's claim (when given) and the notification in the same step. */
  transition(input: TransitionInput): Promise<TransitionOutcome>;
  /** Deletes a request and frees its slot; false when there was none. */
  remove(input: { reference: string; notification: OutboxNotification | null }): Promise<boolean>;
  /** Newest first. */
  list(input: { limit: number }): Promise<StoredVisitorRequest[]>;
  /** Starts of the slots that live (requested or confirmed) intro calls hold in [fromMs, toMs). */
  heldSlotStarts(input: { fromMs: number; toMs: number }): Promise<number[]>;
  /**
   * Deletes requests last changed before `beforeMs`, notifications given up before it, and expired idempotency
   * records and lookup windows; returns how many requests were deleted.
   */
  purge(input: { beforeMs: number; nowMs: number }): Promise<number>;
  /** Counts one reference lookup (reads and cancels); false, counting nothing more, once the window is full. */
  takeLookup(input: LookupInput): Promise<boolean>;
  /** Hands out up to `limit` due notifications of `channel`, each leased until `leaseUntilMs`. */
  claimNotifications(input: { channel: OutboxChannel; nowMs: number; leaseUntilMs: number; limit: number }): Promise<OutboxEntry[]>;
  /** Removes a delivered notification. */
  completeNotification(input: { id: string; channel: OutboxChannel }): Promise<void>;
  /** Schedules another attempt at `retryAtMs`, or gives the notification up (`retryAtMs` null; purged with old requests). */
  failNotification(input: { id: string; channel: OutboxChannel; attempts: number; retryAtMs: number | null; nowMs: number }): Promise<void>;
  /** Per channel: notifications still waiting for delivery, and those given up. */
  outboxCounts(): Promise<OutboxCounts>;
  countByKindAndStatus(): Promise<{ kind: VisitorRequestKind; status: VisitorRequestStatus; count: number }[]>;
  /** Resolves when the store answers a trivial query (the health check); rejects when it cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
