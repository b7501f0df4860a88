import type { ServerConfig } from '@/lib/config';
import { createWebhookDispatcher, purgeExpiredRequests } from '@/lib/notifications/webhook-outbox';
import type { VisitorRequestStore } from '@/lib/store';

/** Due notifications are looked for this often (retries become due on their own). */
const DELIVERY_INTERVAL_MS = 30_000;
/** Retention is enforced this often (and once at start). */
const PURGE_INTERVAL_MS = 3_600_000;

/**
 * The background work of a server process: delivering the outbox to the owner's webhook (when configured) and
 * deleting requests past CHAT_REQUEST_RETENTION_DAYS. Timers are unref'd: they never keep a process alive.
 */
export function startVisitorRequestMaintenance({ store, config, now, reportError }: { store: VisitorRequestStore; config: ServerConfig; now: () => Date; reportError: (message: string) => void }) {
  const dispatcher = config.OWNER_WEBHOOK_URL && config.OWNER_WEBHOOK_SECRET
    ? createWebhookDispatcher({ store, url: config.OWNER_WEBHOOK_URL, secret: config.OWNER_WEBHOOK_SECRET, now, reportError })
    : null;
  const purge = () => {
    purgeExpiredRequests({ store, retentionDays: config.CHAT_REQUEST_RETENTION_DAYS, now: now() }).catch(() => reportError('visitor requests: the retention purge failed'));
  };
  const deliverNow = () => {
    void dispatcher?.run();
  };
  purge();
  deliverNow();
  setInterval(purge, PURGE_INTERVAL_MS).unref();
  if (dispatcher) setInterval(deliverNow, DELIVERY_INTERVAL_MS).unref();
  return { deliverNow };
}
