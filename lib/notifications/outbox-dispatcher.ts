import type { OutboxChannel, OutboxEntry, VisitorRequestStore } from '@/lib/store';

/** Deliveries per notification and channel before it is given up (kept for `npm run requests`, purged with old requests). */
export const MAX_DELIVERY_ATTEMPTS = 8;
/** A claimed notification is retried by anyone after this, should its dispatcher die mid-delivery. */
const LEASE_MS = 60_000;
const BATCH = 10;
/** Rounds of claiming per run, so one run always ends. */
const MAX_ROUNDS = 20;

/** Wait before attempt `attempts + 1`: 30 s doubling, at most an hour. */
export function retryDelayMs({ attempts }: { attempts: number }): number {
  return Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);
}

/**
 * Delivers the queued notifications of one channel, at least once: an entry leaves the outbox only after `deliver`
 * says it arrived; a failure is retried with backoff up to MAX_DELIVERY_ATTEMPTS. Each channel has its own entries,
 * so one channel failing never re-sends or holds back another. The requests themselves never wait for it. Runs are
 * single-flight; a run started while one is going marks another run to follow it.
 */
export function createOutboxDispatcher({ store, channel, deliver, now, reportError }: {
  store: VisitorRequestStore;
  channel: OutboxChannel;
  /** True once the owner's side accepted the notification; false or a throw is a failed attempt. */
  deliver: (entry: OutboxEntry) => Promise<boolean>;
  now: () => Date;
  reportError: (message: string) => void;
}) {
  let running: Promise<void> | null = null;
  let again = false;

  async function attempt(entry: OutboxEntry): Promise<void> {
    const delivered = await deliver(entry).catch(() => false);
    if (delivered) return store.completeNotification({ id: entry.id, channel });
    const attempts = entry.attempts + 1;
    const nowMs = now().getTime();
    const retryAtMs = attempts >= MAX_DELIVERY_ATTEMPTS ? null : nowMs + retryDelayMs({ attempts });
    if (retryAtMs === null) reportError(`visitor requests: ${channel} delivery given up after ${attempts} attempts`);
    await store.failNotification({ id: entry.id, channel, attempts, retryAtMs, nowMs });
  }

  async function runOnce(): Promise<void> {
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const nowMs = now().getTime();
      const entries = await store.claimNotifications({ channel, nowMs, leaseUntilMs: nowMs + LEASE_MS, limit: BATCH });
      if (entries.length === 0) return;
      for (const entry of entries) await attempt(entry);
    }
  }

  return {
    /** Delivers what is due now; resolves when done (failures are reported, never thrown). */
    run(): Promise<void> {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          await runOnce().catch(() => reportError(`visitor requests: the ${channel} outbox could not be read`));
        } while (again);
      })().finally(() => {
        running = null;
      });
      return running;
    },
  };
}

export type OutboxDispatcher = ReturnType<typeof createOutboxDispatcher>;
