import { randomBytes as cryptoRandomBytes } from 'node:crypto';
import type { ServerConfig } from '@/lib/config';
import { negotiateLocale } from '@/lib/i18n';
import { createAnswerSlots, type AnswerSlots } from '@/lib/platform/answer-slots';
import { apiErrorMessage, errorStatusOf, errorTypeOf, NO_STORE_JSON } from '@/lib/platform/api-error';
import { busyRejection } from '@/lib/platform/busy-rejection';
import { onShutdown } from '@/lib/platform/shutdown-hooks';

/** After the grace period, how long the answers that were cut get to write their settlement before the process exits. */
const SETTLE_AFTER_GRACE_MS = 3000;

const CHAT_GATE = Symbol.for('portfolio-ask-me.chat-gate');

/** A refusal as `server.mjs` writes it: no Web Response, just what goes on the wire. */
export interface GateRefusal {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * The process's answers in flight, and the door in front of them. `server.mjs` asks `refuse` before handing a
 * question to Next: when CHAT_MAX_CONCURRENT_ANSWERS answers are in flight it answers 503 `busy` itself, which costs
 * microseconds instead of Next's routing (milliseconds), so a burst of questions cannot starve the running answers
 * or wait for its own refusal. The chat pipeline counts its answers in the same `slots` and refuses the same way
 * where there is no `server.mjs` (a serverless host). The message is in the browser's language (Accept-Language):
 * the body has not been read; the page shows its own words for `busy` anyway.
 */
export interface ChatGate {
  slots: AnswerSlots;
  /**
   * `questionsOpen`: the questions `server.mjs` has handed to Next and not yet finished, admitted or not. A cold
   * burst would otherwise all enter Next (and wait for its first load) before the first of them is admitted.
   */
  refuse(input: { acceptLanguage: string | undefined; questionsOpen?: number }): GateRefusal | null;
  /** Counts a refusal made by `refuse` in the day's stats; set by the composition root once it has a store. */
  onRefused: () => void;
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
    refuse({ acceptLanguage, questionsOpen = 0 }) {
      if (!slots.full() && questionsOpen < config.CHAT_MAX_CONCURRENT_ANSWERS) return null;
      const rejection = busyRejection({ randomBytes });
      const message = apiErrorMessage({ rejection, locale: negotiateLocale({ acceptLanguage: acceptLanguage ?? null }), endpoint: 'chat' });
      gate.onRefused();
      // The same envelope and headers as `errorResponse`, as a string.
      return {
        status: errorStatusOf(rejection.code),
        headers: { ...NO_STORE_JSON, 'Retry-After': String(rejection.retryAfterSeconds) },
        body: JSON.stringify({ error: { type: errorTypeOf(rejection.code), code: rejection.code, message } }),
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
