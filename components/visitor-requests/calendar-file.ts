/** The calendar file of an intro call (RFC 5545): what it is, and whether the owner has confirmed it yet. */
export interface CalendarCall {
  reference: string;
  /** The request's status: only `confirmed` makes a firm meeting. */
  status: string;
  start: string;
  end: string;
  /** The title and note as the visitor reads them (the card picks the pending or confirmed wording). */
  title: string;
  description: string;
  organizer: { name: string; email: string };
  /** The site's host, for a UID that is unique to it. */
  host: string;
  now: Date;
}

/** TEXT values: backslash, semicolon and comma escaped, line breaks as `\n` (RFC 5545 §3.3.11). */
export function escapeCalendarText(text: string): string {
  return text.replace(/[\\;,]/g, (match) => `\\${match}`).replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value: quoted, with the characters a quoted value cannot hold removed (§3.1, §3.2). */
function parameterValue(text: string): string {
  return `"${text.replace(/["\r\n\u0000-\u001f]/g, '')}"`;
}

/**
 * Folds a content line into lines of at most 75 octets, each continuation starting with one space (§3.1), never
 * splitting a UTF-8 character.
 */
export function foldCalendarLine(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = pieces.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

const stamp = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/**
 * An iCalendar event for a requested intro call, in UTC (the visitor's calendar shows it in their zone). Until the
 * owner confirms it is `STATUS:TENTATIVE` with the owner as organizer; confirmed, `STATUS:CONFIRMED`.
 */
export function calendarFile(call: CalendarCall): string {
  const confirmed = call.status === 'confirmed';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//ask-me//visitor requests//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${call.reference}@${call.host}`,
    `DTSTAMP:${stamp(call.now.toISOString())}`,
    `DTSTART:${stamp(call.start)}`,
    `DTEND:${stamp(call.end)}`,
    `SUMMARY:${escapeCalendarText(call.title)}`,
    `DESCRIPTION:${escapeCalendarText(call.description)}`,
    `STATUS:${confirmed ? 'CONFIRMED' : 'TENTATIVE'}`,
    `ORGANIZER;CN=${parameterValue(call.organizer.name)}:mailto:${call.organizer.email}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldCalendarLine).join('\r\n')}\r\n`;
}
