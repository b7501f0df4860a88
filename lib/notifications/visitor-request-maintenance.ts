import type { ServerConfig } from '@/lib/config';
import { createEmailDispatcher } from '@/lib/notifications/email-outbox';
import type { OutboxDispatcher } from '@/lib/notifications/outbox-dispatcher';
import { createWebhookDispatcher, purgeExpiredRequests } from '@/lib/notifications/webhook-outbox';
import type { VisitorRequestStore } from '@/lib/store';

/** Due notifications are looked for this often (retries become due on their own). */
const DELIVERY_INTERVAL_MS = 30_000;
/** Retention is enforced this often (and once at start). */
const PURGE_INTERVAL_MS = 3_600_000;

/** The dispatchers of the channels the configuration turns on: the webhook, the owner's email. */
export function createOwnerDispatchers({ store, config, timeZone, now, reportError }: {
  store: VisitorRequestStore;
  config: ServerConfig;
  /** The owner's zone, for times in the mail. */
  timeZone: string;
  now: () => Date;
  reportError: (message: string) => void;
}): OutboxDispatcher[] {
  const dispatchers: OutboxDispatcher[] = [];
  if (config.OWNER_WEBHOOK_URL && config.OWNER_WEBHOOK_SECRET) {
    dispatchers.push(createWebhookDispatcher({ store, url: config.OWNER_WEBHOOK_URL, secret: config.OWNER_WEBHOOK_SECRET, now, reportError }));
  }
  if (config.SMTP_URL && config.OWNER_NOTIFY_EMAIL) {
    const from = config.SMTP_FROM ?? config.OWNER_NOTIFY_EMAIL;
    dispatchers.push(createEmailDispatcher({ store, smtpUrl: config.SMTP_URL, to: config.OWNER_NOTIFY_EMAIL, from, timeZone, now, reportError }));
  }
  return dispatchers;
}

/**
 * The background work of a server process: delivering the outbox to the owner's webhook and email (each when
 * configured, each on its own) and deleting requests past CHAT_REQUEST_RETENTION_DAYS. Timers are unref'd: they
 * never keep a process alive.
 */
export function startVisitorRequestMaintenance(options: { store: VisitorRequestStore; config: ServerConfig; timeZone: string; now: () => Date; reportError: (message: string) => void }) {
  const { store, config, now, reportError } = options;
  const dispatchers = createOwnerDispatchers(options);
  const purge = () => {
    purgeExpiredRequests({ store, retentionDays: config.CHAT_REQUEST_RETENTION_DAYS, now: now() }).catch(() => reportError('visitor requests: the retention purge failed'));
  };
  const deliverNow = () => {
    for (const dispatcher of dispatchers) void dispatcher.run();
  };
  purge();
  deliverNow();
  setInterval(purge, PURGE_INTERVAL_MS).unref();
  if (dispatchers.length > 0) setInterval(deliverNow, DELIVERY_INTERVAL_MS).unref();
  return { deliverNow };
}
