import type { ServerConfig } from '@/lib/config';
import type { AnswerSlots } from '@/lib/platform/answer-slots';
import type { EventLoopStall } from '@/lib/platform/event-loop-stall';
import type { Profile } from '@/lib/knowledge';
import type { UpstreamModels } from '@/lib/platform/providers';
import type { AdmissionStore, VisitorRequestStore } from '@/lib/store';

/**
 * Everything an endpoint needs from the outside world, built once per process by the composition root
 * (`withServerDependencies`) and injected, so every pipeline runs without Next.js and tests pass their own.
 * Each endpoint declares the part it reads (`Pick<ServerDependencies, …>`).
 */
export interface ServerDependencies {
  config: ServerConfig;
  profile: Profile;
  /** The stable, cacheable prefix of every answer's instructions. */
  corePrompt: string;
  classifierPrompt: string;
  /** `null` when the provider is the offline engine. */
  upstream: UpstreamModels | null;
  now: () => Date;
  /** Monotonic milliseconds, for durations. */
  clock: () => number;
  generateRequestId: () => string;
  randomBytes: (size: number) => Uint8Array;
  writeMetrics: (line: string) => void;
  /** Limits, budget, ledger and stats counters (SQLite or Redis). */
  admission: AdmissionStore;
  /** Visitor requests, their idempotency records and the owner's notification outbox (the same store kind). */
  visitorRequests: VisitorRequestStore;
  /** The server secret: the HMAC key of client identities, idempotency keys and request tokens. */
  clientSecret: () => Promise<string>;
  /** The address a request counts against (IPv6 per /64, or the shared `unknown`), decided by configuration only (§9). */
  clientAddress: (headers: Headers) => string;
  /** Called after a write queued a notification for the owner. */
  onNotificationQueued: () => void;
  /** Operator-facing errors (a store that failed); never visitor text, contact details or addresses. */
  reportError: (message: string) => void;
  /** The answers in flight on this instance (CHAT_MAX_CONCURRENT_ANSWERS), drained at shutdown. */
  answerSlots: AnswerSlots;
  /** How busy this process's event loop has been: tells the server's own overload from a slow upstream. */
  eventLoopStall: EventLoopStall;
}
