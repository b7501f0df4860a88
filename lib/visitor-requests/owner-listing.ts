import type { StoredVisitorRequest } from '@/lib/store';
import { publicVisitorRequest } from '@/lib/visitor-requests/public-visitor-request';
import { escapeForTerminal } from '@/lib/visitor-requests/visitor-text';

/** One request as the owner sees it: everything, contact details included (the owner's own data). */
export function ownerView(request: StoredVisitorRequest) {
  return { ...publicVisitorRequest(request), locale: request.locale, ...request.contact };
}

/** A time on the owner's clock, with the zone's short name: `Tue, 1 Dec 2026, 10:30 CET`. */
export function ownerClock({ ms, timeZone }: { ms: number; timeZone: string }): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone, timeZoneName: 'short' }).format(new Date(ms));
}

/**
 * The lines `npm run requests -- list` prints for one request, times on the owner's clock. Every visitor value is
 * escaped (no control character, line break or bidi override reaches the terminal), and the message is quoted
 * line by line, so no visitor text can pass for a line of the listing.
 */
export function ownerListing({ request, timeZone }: { request: StoredVisitorRequest; timeZone: string }): string[] {
  const text = (value: string) => escapeForTerminal({ text: value });
  const { contact } = request;
  const slot = request.slot ? `  slot ${ownerClock({ ms: request.slot.startMs, timeZone })} – ${ownerClock({ ms: request.slot.endMs, timeZone }).replace(/^.*, /, '')}` : '';
  return [
    `${request.reference}  ${request.kind}  ${request.status}  created ${ownerClock({ ms: request.createdAtMs, timeZone })}  updated ${ownerClock({ ms: request.updatedAtMs, timeZone })}${slot}`,
    `  ${text(contact.name)} <${text(contact.email)}>${contact.company ? `, ${text(contact.company)}` : ''} (${request.locale})`,
    ...contact.message.split(/\r\n|\n|\r/).map((line) => `  > ${text(line)}`),
  ];
}
