import { createHmac } from 'node:crypto';
import type { VisitorRequestStore } from '@/lib/store';

/** Deliveries per notification before it is given up (kept for `npm run requests`, purged with old requests). */
export const MAX_DELIVERY_ATTEMPTS = 8;
const DELIVERY_TIMEOUT_MS = 5000;
/** A claimed notification is retried by anyone after this, should its dispatcher die mid-delivery. */
const LEASE_MS = 60_000;
const BATCH = 10;
/** Rounds of claiming per run, so one run always ends. */
const MAX_ROUNDS = 20;

/** `sha256=<hex HMAC-SHA256 of the body>`, the `X-Signature` the owner's endpoint verifies. */
export function signatureOf({ body, secret }: { body: string; secret: string }): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** Wait before attempt `attempts + 1`: 30 s doubling, at most an hour. */
export function retryDelayMs({ attempts }: { attempts: number }): number {
  return Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);
}

/**
 * Delivers queued notifications to the owner's webhook, at least once: a notification leaves the outbox only after
 * a 2xx; a failure is retried with backoff up to MAX_DELIVERY_ATTEMPTS. The requests themselves never wait for it.
 * Runs are single-flight; a run started while one is going marks another run to follow it.
 */
export function createWebhookDispatcher(options: {
  store: VisitorRequestStore;
  url: string;
  secret: string;
  now: () => Date;
  fetch?: typeof globalThis.fetch;
  reportError: (message: string) => void;
}) {
  const { store, url, secret, now, reportError } = options;
  const send = options.fetch ?? globalThis.fetch;
  let running: Promise<void> | null = null;
  let again = false;

  async function deliver(entry: { id: string; payload: string; attempts: number }): Promise<void> {
    let delivered = false;
    try {
      const response = await send(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Signature': signatureOf({ body: entry.payload, secret }) },
        body: entry.payload,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      delivered = response.ok;
      await response.body?.cancel().catch(() => undefined);
    } catch {
      delivered = false;
    }
    if (delivered) return store.completeNotification({ id: entry.id });
    const attempts = entry.attempts + 1;
    const nowMs = now().getTime();
    const retryAtMs = attempts >= MAX_DELIVERY_ATTEMPTS ? null : nowMs + retryDelayMs({ attempts });
    if (retryAtMs === null) reportError(`visitor requests: webhook delivery given up after ${attempts} attempts`);
    await store.failNotification({ id: entry.id, attempts, retryAtMs, nowMs });
  }

  async function runOnce(): Promise<void> {
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const nowMs = now().getTime();
      const entries = await store.claimNotifications({ nowMs, leaseUntilMs: nowMs + LEASE_MS, limit: BATCH });
      if (entries.length === 0) return;
      for (const entry of entries) await deliver(entry);
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
          await runOnce().catch(() => reportError('visitor requests: the outbox could not be read'));
        } while (again);
      })().finally(() => {
        running = null;
      });
      return running;
    },
  };
}

export type WebhookDispatcher = ReturnType<typeof createWebhookDispatcher>;

/** Deletes requests past the retention period (counted from their last change). */
export async function purgeExpiredRequests({ store, retentionDays, now }: { store: VisitorRequestStore; retentionDays: number; now: Date }): Promise<number> {
  return store.purge({ beforeMs: now.getTime() - retentionDays * 86_400_000, nowMs: now.getTime() });
}
