import { randomBytes as cryptoRandomBytes } from 'node:crypto';
import type { ServerConfig } from '@/lib/config';
import { LOCALES, type Locale } from '@/lib/contracts';
import { createAnswerSlots, type AnswerSlots } from '@/lib/platform/answer-slots';
import { apiErrorMessage, errorStatusOf, errorTypeOf, NO_STORE_JSON } from '@/lib/platform/api-error';
import { BUSY_RETRY_AFTER_SECONDS, busyRejection } from '@/lib/platform/busy-rejection';
import { onShutdown } from '@/lib/platform/shutdown-hooks';

/** After the grace period, how long the answers that were cut get to write their settlement before the process exits. */
const SETTLE_AFTER_GRACE_MS = 3000;

const CHAT_GATE = Symbol.for('portfolio-ask-me.chat-gate');

/**
 * What the door thread of `server.mjs` needs to refuse a question past the limit on its own, as plain data it can be
 * sent: the limit, the refusal's status and headers (Retry-After is drawn from `retryAfterSeconds` per refusal) and
 * its body in each locale, chosen by Accept-Language among `locales` (default first).
 */
export interface DoorRefusal {
  maxQuestions: number;
  status: number;
  headers: Record<string, string>;
  retryAfterSeconds: readonly number[];
  locales: readonly Locale[];
  bodies: Record<Locale, string>;
}

/**
 * The process's answers in flight, and the door in front of them. `server.mjs` accepts connections on a thread of
 * its own (server-door.mjs) and refuses there a question past CHAT_MAX_CONCURRENT_ANSWERS open questions with 503
 * `busy`, so a burst is refused in microseconds even while this thread is busy streaming answers, and never waits
 * for its own refusal. The chat pipeline counts its answers in the same `slots` and refuses the same way where
 * there is no `server.mjs` (a serverless host). The message is in the browser's language (Accept-Language): the body
 * has not been read; the page shows its own words for `busy` anyway.
 */
export interface ChatGate {
  slots: AnswerSlots;
  /** The refusal the door writes, with the same envelope and headers as `errorResponse`. */
  door(): DoorRefusal;
  /** Counts refusals made by the door in the day's stats; set by the composition root once it has a store. */
  onRefused: (count: number) => void;
}

/**
 * The one gate of this process, created on first use (at start-up, by instrumentation) and shared through
 * `globalThis`: every route bundle carries its own copy of this module, and `server.mjs` none, yet they must count
 * the same answers. Creating it also registers the shutdown: no new answer starts, the running ones get
 * CHAT_SHUTDOWN_GRACE_MS to finish and settle, the rest are cut and settled.
 */
export function processChatGate({ config, registry = globalThis as Record<symbol, unknown>, randomBytes = cryptoRandomBytes, reportError = (message: string) => void process.stderr.write(`${message}\n`) }: {
  config: Pick<ServerConfig, 'CHAT_MAX_CONCURRENT_ANSWERS' | 'CHAT_SHUTDOWN_GRACE_MS'>;
  registry?: Record<symbol, unknown>;
  randomBytes?: (size: number) => Uint8Array;
  reportError?: (message: string) => void;
}): ChatGate {
  const existing = registry[CHAT_GATE] as ChatGate | undefined;
  if (existing) return existing;
  const slots = createAnswerSlots({ max: config.CHAT_MAX_CONCURRENT_ANSWERS });
  const gate: ChatGate = {
    slots,
    door() {
      const rejection = busyRejection({ randomBytes });
      const body = (locale: Locale) => JSON.stringify({ error: { type: errorTypeOf(rejection.code), code: rejection.code, message: apiErrorMessage({ rejection, locale, endpoint: 'chat' }) } });
      return {
        maxQuestions: config.CHAT_MAX_CONCURRENT_ANSWERS,
        status: errorStatusOf(rejection.code),
        headers: { ...NO_STORE_JSON },
        retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS,
        locales: LOCALES,
        bodies: Object.fromEntries(LOCALES.map((locale) => [locale, body(locale)])) as Record<Locale, string>,
      };
    },
    onRefused: () => undefined,
  };
  registry[CHAT_GATE] = gate;
  onShutdown({
    registry,
    hook: async () => {
      const { finished, aborted } = await slots.drain({ graceMs: config.CHAT_SHUTDOWN_GRACE_MS, settleMs: SETTLE_AFTER_GRACE_MS });
      if (finished + aborted > 0) reportError(`server: stopping; ${finished} answers in flight finished, ${aborted} cut at the end of the grace period`);
    },
  });
  return gate;
}
