import { createTransport } from 'nodemailer';
import { createOutboxDispatcher } from '@/lib/notifications/outbox-dispatcher';
import { ownerMail, type OwnerEvent } from '@/lib/notifications/owner-mail';
import type { VisitorRequestStore } from '@/lib/store';

/** An SMTP server that stops answering fails this attempt, to be retried later, instead of holding the outbox. */
const SMTP_TIMEOUT_MS = 10_000;

/**
 * Delivers the email channel of the outbox to the owner with nodemailer (the maintained standard for SMTP in Node:
 * STARTTLS when the server offers it on `smtp://`, TLS from the start on `smtps://`, as the URL's scheme says).
 * The event id is the mail's `X-Event-Id` and the base of its Message-ID, so a repeat can be recognised.
 */
export function createEmailDispatcher({ store, smtpUrl, to, from, timeZone, now, reportError }: {
  store: VisitorRequestStore;
  smtpUrl: string;
  to: string;
  from: string;
  /** The owner's zone, for the requested time. */
  timeZone: string;
  now: () => Date;
  reportError: (message: string) => void;
}) {
  const transport = createTransport({ url: smtpUrl, connectionTimeout: SMTP_TIMEOUT_MS, greetingTimeout: SMTP_TIMEOUT_MS, socketTimeout: SMTP_TIMEOUT_MS });
  const domain = to.slice(to.lastIndexOf('@') + 1);
  return createOutboxDispatcher({
    store,
    channel: 'email',
    now,
    reportError,
    deliver: async (entry) => {
      const event = { ...(JSON.parse(entry.payload) as OwnerEvent), id: entry.eventId };
      const mail = ownerMail({ event, timeZone });
      await transport.sendMail({
        from,
        to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        messageId: `<${entry.eventId}@${domain}>`,
        headers: { 'X-Event-Id': entry.eventId },
      });
      return true;
    },
  });
}
