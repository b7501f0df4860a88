import type { ServerConfig } from '@/lib/config';
import type { OutboxChannel, OutboxNotification, StoredVisitorRequest } from '@/lib/store';
import { publicVisitorRequest } from '@/lib/visitor-requests/public-visitor-request';

type NotificationConfig = Pick<ServerConfig, 'OWNER_WEBHOOK_URL' | 'OWNER_WEBHOOK_SECRET' | 'SMTP_URL' | 'OWNER_NOTIFY_EMAIL'>;

/** The channels a change goes out on: the webhook for every change, the owner's mail for the visitor's own. */
export function notificationChannels({ config, by }: { config: NotificationConfig; by: 'visitor' | 'owner' }): OutboxChannel[] {
  return [
    ...(config.OWNER_WEBHOOK_URL && config.OWNER_WEBHOOK_SECRET ? (['webhook'] as const) : []),
    ...(config.SMTP_URL && config.OWNER_NOTIFY_EMAIL && by === 'visitor' ? (['email'] as const) : []),
  ];
}

/** `evt_` and 128 random bits: the id the owner deduplicates on, the same on every retry and channel. */
export function newEventId({ randomBytes }: { randomBytes: (size: number) => Uint8Array }): string {
  return `evt_${Buffer.from(randomBytes(16)).toString('hex')}`;
}

/**
 * The owner's notification of a change, or null when no channel is on. Its event (the webhook's body) is
 * `{ id, event, by, at, request }`: the whole request, contact details included (the owner's own data), or only
 * the reference for a deletion.
 */
export function ownerNotification({ config, event, request, by, at, randomBytes }: {
  config: NotificationConfig;
  event: string;
  request: StoredVisitorRequest | { reference: string };
  by: 'visitor' | 'owner';
  at: Date;
  randomBytes: (size: number) => Uint8Array;
}): OutboxNotification | null {
  const channels = notificationChannels({ config, by });
  if (channels.length === 0) return null;
  const eventId = newEventId({ randomBytes });
  const body = 'contact' in request ? { ...publicVisitorRequest(request), locale: request.locale, ...request.contact } : { reference: request.reference };
  return { eventId, channels, payload: JSON.stringify({ id: eventId, event, by, at: at.toISOString(), request: body }) };
}
