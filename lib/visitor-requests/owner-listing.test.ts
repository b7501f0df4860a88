import { describe, expect, it } from 'vitest';
import type { StoredVisitorRequest } from '@/lib/store';
import { ownerListing } from '@/lib/visitor-requests/owner-listing';

const REQUEST: StoredVisitorRequest = {
  reference: 'R-7K2Q9D',
  kind: 'intro_call',
  status: 'requested',
  locale: 'en',
  slot: { startMs: Date.parse('2026-12-02T09:00:00Z'), endMs: Date.parse('2026-12-02T09:30:00Z') },
  createdAtMs: Date.parse('2026-11-30T12:00:00Z'),
  updatedAtMs: Date.parse('2026-11-30T12:00:00Z'),
  tokenHash: 'hash',
  contact: { name: 'Jordan', email: 'jordan@example.org', company: null, message: 'Hello' },
};

describe('the owner’s CLI escapes whatever it prints', () => {
  it('a stored name cannot forge a listing line, colour the terminal or open an OSC 8 link', () => {
    const forged = { ...REQUEST, contact: { ...REQUEST.contact, name: 'Bob\r\nR-AAAAAA  intro_call  confirmed\u001b[2K\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007\u202e', message: 'line one\nR-BBBBBB  message  confirmed' } };
    const lines = ownerListing({ request: forged, timeZone: 'UTC' });
    for (const line of lines) expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    expect(lines.filter((line) => /^R-/.test(line))).toHaveLength(1);
    expect(lines[1]).toContain('Bob\\x0d\\x0aR-AAAAAA  intro_call  confirmed\\x1b[2K\\x1b]8;;https://evil.example\\x07click');
    expect(lines.slice(2)).toEqual(['  > line one', '  > R-BBBBBB  message  confirmed']);
  });
});

describe('the owner’s list shows times in the owner’s zone', () => {
  it('prints the slot and the dates on the owner’s clock, with the zone named', () => {
    const [first] = ownerListing({ request: REQUEST, timeZone: 'Europe/Madrid' });
    expect(first).toBe('R-7K2Q9D  intro_call  requested  created Mon, 30 Nov 2026, 13:00 CET  updated Mon, 30 Nov 2026, 13:00 CET  slot Wed, 2 Dec 2026, 10:00 CET – 10:30 CET');
    expect(ownerListing({ request: REQUEST, timeZone: 'America/Mexico_City' })[0]).toContain('slot Wed, 2 Dec 2026, 03:00 GMT-6');
  });
});
