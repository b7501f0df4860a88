import { describe, expect, it } from 'vitest';
import { calendarFile, escapeCalendarText, foldCalendarLine } from '@/components/visitor-requests/calendar-file';

const CALL = {
  reference: 'R-7K2Q9D',
  status: 'requested',
  start: '2026-12-02T09:00:00.000Z',
  end: '2026-12-02T09:30:00.000Z',
  title: 'Intro call with Alex (pending)',
  description: 'Reference R-7K2Q9D. Alex has not confirmed this time yet.',
  organizer: { name: 'Alex Moreno', email: 'alex.moreno@example.com' },
  host: 'example.com',
  now: new Date('2026-11-30T12:00:00Z'),
};
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('the .ics says what it is', () => {
  it('is TENTATIVE with the owner as organizer and "pending" in its title until the owner confirms', () => {
    const text = calendarFile(CALL);
    expect(text).toContain('\r\nSTATUS:TENTATIVE\r\n');
    expect(text).toContain('\r\nORGANIZER;CN="Alex Moreno":mailto:alex.moreno@example.com\r\n');
    expect(text).toContain('\r\nSUMMARY:Intro call with Alex (pending)\r\n');
    expect(text).toContain('\r\nDTSTART:20261202T090000Z\r\nDTEND:20261202T093000Z\r\n');
    expect(text.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(calendarFile({ ...CALL, status: 'confirmed', title: 'Intro call with Alex' })).toContain('\r\nSTATUS:CONFIRMED\r\n');
  });

  it('escapes TEXT values (RFC 5545 §3.3.11) and keeps quotes out of the organizer’s name', () => {
    expect(escapeCalendarText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    const text = calendarFile({ ...CALL, title: 'Call; with, Alex\nnow', organizer: { name: 'Alex "AM" Moreno', email: 'a@example.com' } });
    expect(text).toContain('SUMMARY:Call\\; with\\, Alex\\nnow\r\n');
    expect(text).toContain('ORGANIZER;CN="Alex AM Moreno":mailto:a@example.com');
  });

  it('folds lines at 75 octets without splitting a character (RFC 5545 §3.1)', () => {
    const long = `SUMMARY:${'Llamada de presentación con Zoë — ¿confirmada? '.repeat(4)}`;
    const folded = foldCalendarLine(long);
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n').slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(unfold(folded)).toBe(long);
    const text = calendarFile({ ...CALL, description: 'x'.repeat(300) });
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(unfold(text)).toContain(`DESCRIPTION:${'x'.repeat(300)}\r\n`);
  });
});
