/** Per-client and global limits one admission is checked against. */
export interface AdmissionLimits {
  perMinute: number;
  perDay: number;
  dailyCallCeiling: number;
  dailyBudgetMicroUsd: number;
}

export interface AdmitInput {
  /** Daily keyed HMAC of the client address (see client-identity.ts); never a raw address. */
  clientId: string;
  /** UTC day `YYYY-MM-DD` of `nowMs`. */
  day: string;
  nowMs: number;
  /** `false` for answers that never reach an upstream (offline engine): rate limits only, no ceiling, no cost. */
  upstream: boolean;
  /** Worst-case cost of the request in integer micro-dollars (0 when `upstream` is false). */
  reserveMicroUsd: number;
  limits: AdmissionLimits;
}

export type AdmissionDecision =
  | { admitted: true; reservationId: string }
  | { admitted: false; code: 'rate_limited'; retryAfterSeconds: number }
  | { admitted: false; code: 'budget_exhausted' };

export type UpstreamCallKind = 'classifier' | 'answer';

/** One upstream call in the cost ledger: no visitor text, no identity. */
export interface LedgerRow {
  day: string;
  model: string;
  kind: UpstreamCallKind;
  inputTokens: number;
  cachedInputTokens: number;
  outputTokens: number;
  microUsd: number;
  outcome: string;
}

/** A counter event for `npm run stats`; each present field bumps one counter of the day. */
export interface OutcomeEvent {
  day: string;
  rejectionCode?: string;
  mode?: string;
  retrievedNothing?: boolean;
  /** A doubt about client identity this process met today (recorded once per process and day), for `npm run doctor`. */
  identityNotice?: IdentityNotice;
}

/**
 * `unknown_client`: a request had no trusted address and counted as the shared unknown client;
 * `forwarded_while_none`: forwarding headers arrived while CHAT_TRUSTED_PROXY=none (a proxy the setting ignores?).
 */
export type IdentityNotice = 'unknown_client' | 'forwarded_while_none';

/** A visitor's thumbs up or down on one answer: counts only, by answer mode, intent and the chunks it cited. */
export interface FeedbackEvent {
  day: string;
  rating: FeedbackRating;
  /** The visitor's earlier rating of the same answer, which this one replaces (its count goes down). */
  previous?: FeedbackRating;
  mode: string;
  intent: string;
  chunkIds: string[];
}

export type FeedbackRating = 'up' | 'down';

/** Feedback counts of a day for one answer mode, intent and cited chunk. */
export interface FeedbackCount {
  mode: string;
  intent: string;
  chunkId: string;
  up: number;
  down: number;
}

export interface DayStats {
  day: string;
  spentMicroUsd: number;
  upstreamCalls: number;
  /** Requests admitted to reach an upstream (the ones the daily call ceiling counts). */
  admittedUpstream: number;
  rejections: Record<string, number>;
  modes: Record<string, number>;
  retrievedNothing: number;
  feedback: FeedbackCount[];
  /** Processes that met each identity notice on this day. */
  identityNotices: Partial<Record<IdentityNotice, number>>;
}

/**
 * Where admission state lives. `admit` decides and writes in one atomic step (one SQL statement in an
 * IMMEDIATE transaction, or one Lua script): only admitted requests are counted, a refusal writes nothing.
 */
export interface AdmissionStore {
  admit(input: AdmitInput): Promise<AdmissionDecision>;
  /**
   * Adds to an unsettled upstream reservation, atomically and only if the day's committed spend plus `addMicroUsd`
   * stays within `budgetMicroUsd`: the check before each further model step of one answer. False when refused.
   */
  extend(input: { reservationId: string; day: string; addMicroUsd: number; budgetMicroUsd: number }): Promise<boolean>;
  /**
   * Replaces the reservation by the real cost (a second settle of the same reservation changes no total) and, in
   * the same atomic step, adds the request's upstream calls to the ledger and its outcome to the day's counters:
   * one write at the end of an answer instead of one per record.
   */
  settle(input: { reservationId: string; actualMicroUsd: number; calls?: readonly LedgerRow[]; outcome?: OutcomeEvent }): Promise<void>;
  recordOutcome(event: OutcomeEvent): Promise<void>;
  /** Counts a rating (and takes back the visitor's earlier one) in one step; a count never goes below zero. */
  recordFeedback(event: FeedbackEvent): Promise<void>;
  /** The HMAC key for client identities, generated once and kept in the store. */
  getOrCreateSecret(): Promise<string>;
  stats(input: { days: string[] }): Promise<DayStats[]>;
  /** Resolves when the store answers a trivial query (the health check); rejects when it cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Length of the sliding per-client minute window. */
export const MINUTE_WINDOW_MS = 60_000;
