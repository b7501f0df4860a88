/** The event a notification carries (the webhook's body; the owner's mail is written from it). */
export interface OwnerEvent {
  id: string;
  event: string;
  by: 'visitor' | 'owner';
  at: string;
  request: {
    reference: string;
    kind?: 'message' | 'intro_call';
    status?: string;
    slot?: { start: string; end: string };
    name?: string;
    email?: string;
    company?: string | null;
    message?: string;
    locale?: string;
  };
}

/** A time on the owner's clock, with the zone's short name. */
function ownerClock({ iso, timeZone }: { iso: string; timeZone: string }): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone, timeZoneName: 'short' }).format(new Date(iso));
}

const kindName = (kind: OwnerEvent['request']['kind']) => (kind === 'intro_call' ? 'intro call' : 'message');

/**
 * The owner's mail for one event: what came in, the reference, and the command to answer it. A new request carries
 * the contact details the owner needs to reply (name, email, company, message); a change carries none, only the
 * reference and what changed. Only the server's own words are in the subject, never visitor text.
 */
export function ownerMail({ event, timeZone }: { event: OwnerEvent; timeZone: string }): { subject: string; text: string; replyTo?: string } {
  const { request } = event;
  const reference = request.reference;
  const when = request.slot ? ownerClock({ iso: request.slot.start, timeZone }) : null;
  const footer = ['', `Event id: ${event.id} (a repeat of this notification carries the same id).`];
  if (event.event === 'request.created') {
    const lines = [
      `Someone sent you a ${kindName(request.kind)} request through the chat on your site.`,
      '',
      `Reference: ${reference}`,
      ...(when ? [`Requested time: ${when} (your time)`] : []),
      `From: ${request.name ?? ''} <${request.email ?? ''}>${request.company ? `, ${request.company}` : ''}`,
      `Language: ${request.locale ?? 'en'}`,
      '',
      'Message:',
      ...(request.message ?? '').split('\n').map((line) => `  ${line}`),
      '',
      'To answer:',
      `  npm run requests -- confirm ${reference}    (or: decline ${reference})`,
      `  and reply to ${request.email ?? 'the visitor'}.`,
      ...footer,
    ];
    return {
      subject: `New ${kindName(request.kind)} request ${reference}${when ? ` for ${when}` : ''}`,
      text: lines.join('\n'),
      ...(request.email ? { replyTo: request.email } : {}),
    };
  }
  const status = request.status ?? event.event.replace(/^request\./, '');
  const lines = [
    `Request ${reference} (${kindName(request.kind)}${when ? `, ${when}` : ''}) is now ${status}: the ${event.by} changed it.`,
    ...(request.slot && status === 'cancelled' ? ['Its time is open again.'] : []),
    '',
    `See it with: npm run requests -- list`,
    ...footer,
  ];
  return { subject: `Request ${reference} ${status} by the ${event.by}`, text: lines.join('\n') };
}
