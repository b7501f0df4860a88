/** Per-tab conversation id: part of every idempotency key, so two visitors never share one. */
const CONVERSATION_KEY = 'ask-me:conversation-id';
/** Where this browser keeps the tokens of the requests it sent (and nowhere else). */
const REQUESTS_KEY = 'ask-me:requests';

export interface SavedRequest {
  reference: string;
  token: string;
}

function storage(kind: 'session' | 'local'): Storage | null {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

export function conversationId(): string {
  const tab = storage('session');
  const existing = tab?.getItem(CONVERSATION_KEY);
  if (existing) return existing;
  const created = crypto.randomUUID();
  tab?.setItem(CONVERSATION_KEY, created);
  return created;
}

/**
 * The Idempotency-Key of one logical operation: a hash of the conversation id, the operation and its canonical
 * arguments, so a double click or a retried request repeats it exactly.
 */
export async function idempotencyKey({ operation, argumentsText }: { operation: string; argumentsText: string }): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${conversationId()}\n${operation}\n${argumentsText}`));
  return `k_${Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

export function saveRequest(saved: SavedRequest): void {
  const local = storage('local');
  if (!local) return;
  const all = loadRequests().filter((entry) => entry.reference !== saved.reference);
  local.setItem(REQUESTS_KEY, JSON.stringify([saved, ...all].slice(0, 20)));
}

export function loadRequests(): SavedRequest[] {
  try {
    return JSON.parse(storage('local')?.getItem(REQUESTS_KEY) ?? '[]') as SavedRequest[];
  } catch {
    return [];
  }
}

/** An iCalendar event for a booked intro call (UTC times; the visitor's calendar shows them in its zone). */
export function icsFor({ reference, title, start, end, host }: { reference: string; title: string; start: string; end: string; host: string }): string {
  const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const escape = (text: string) => text.replace(/[\\;,]/g, (match) => `\\${match}`).replace(/\n/g, '\\n');
  return [
    'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//ask-me//visitor requests//EN', 'BEGIN:VEVENT',
    `UID:${reference}@${host}`, `DTSTAMP:${stamp(new Date().toISOString())}`, `DTSTART:${stamp(start)}`, `DTEND:${stamp(end)}`,
    `SUMMARY:${escape(title)}`, `DESCRIPTION:${escape(reference)}`, 'END:VEVENT', 'END:VCALENDAR', '',
  ].join('\r\n');
}
