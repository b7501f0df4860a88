import { createHmac } from 'node:crypto';
import { createOutboxDispatcher } from '@/lib/notifications/outbox-dispatcher';
import type { VisitorRequestStore } from '@/lib/store';

const DELIVERY_TIMEOUT_MS = 5000;

/** `sha256=<hex HMAC-SHA256 of the body>`, the `X-Signature` the owner's endpoint verifies. */
export function signatureOf({ body, secret }: { body: string; secret: string }): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * Delivers the webhook channel of the outbox: each notification POSTed as JSON, signed (`X-Signature`), with its
 * event id as `X-Event-Id` (also `id` in the body) so the owner's endpoint can drop a repeat; only a 2xx counts.
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
  return createOutboxDispatcher({
    store,
    channel: 'webhook',
    now,
    reportError,
    deliver: async (entry) => {
      const response = await send(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Signature': signatureOf({ body: entry.payload, secret }), 'X-Event-Id': entry.eventId },
        body: entry.payload,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      await response.body?.cancel().catch(() => undefined);
      return response.ok;
    },
  });
}

/** Deletes requests past the retention period (counted from their last change). */
export async function purgeExpiredRequests({ store, retentionDays, now }: { store: VisitorRequestStore; retentionDays: number; now: Date }): Promise<number> {
  return store.purge({ beforeMs: now.getTime() - retentionDays * 86_400_000, nowMs: now.getTime() });
}
