import { describe, expect, it } from 'vitest';
import type { Scheduling } from '@/lib/knowledge';
import { checkSlot, offeredSlots, openSlots } from '@/lib/scheduling/open-slots';

const madrid: Scheduling = {
  timeZone: 'Europe/Madrid',
  slotMinutes: 30,
  minimumNoticeHours: 24,
  horizonDays: 14,
  weekly: [
    { weekday: 'tue', start: '10:00', end: '12:00' },
    { weekday: 'wed', start: '16:00', end: '18:00' },
  ],
};

const iso = (ms: number) => new Date(ms).toISOString();

describe('offeredSlots', () => {
  it('keeps the owner’s wall-clock times across the spring daylight-saving change (Europe/Madrid, 29 March 2026)', () => {
    const slots = offeredSlots({ scheduling: madrid, now: new Date('2026-03-23T12:00:00Z') }).map((slot) => iso(slot.startMs));
    // Tuesday 24 March is inside the 24-hour notice; Wednesday 16:00 CET is 15:00 UTC.
    expect(slots[0]).toBe('2026-03-25T15:00:00.000Z');
    // After the change, Tuesday 10:00 CEST is 08:00 UTC (it was 09:00 UTC the week before).
    expect(slots).toContain('2026-03-31T08:00:00.000Z');
    expect(slots).toContain('2026-04-01T14:00:00.000Z');
    expect(slots.filter((start) => start.startsWith('2026-03-31'))).toEqual([
      '2026-03-31T08:00:00.000Z', '2026-03-31T08:30:00.000Z', '2026-03-31T09:00:00.000Z', '2026-03-31T09:30:00.000Z',
    ]);
  });

  it('keeps them across the autumn change too (25 October 2026)', () => {
    const slots = offeredSlots({ scheduling: madrid, now: new Date('2026-10-19T12:00:00Z') }).map((slot) => iso(slot.startMs));
    expect(slots[0]).toBe('2026-10-21T14:00:00.000Z');
    expect(slots).toContain('2026-10-27T09:00:00.000Z');
    expect(slots).not.toContain('2026-10-27T08:00:00.000Z');
  });

  it('offers no wall-clock start that the change skips, and each slot lasts the slot length in real time', () => {
    const night: Scheduling = { ...madrid, minimumNoticeHours: 0, weekly: [{ weekday: 'sun', start: '01:30', end: '03:30' }] };
    const slots = offeredSlots({ scheduling: night, now: new Date('2026-03-28T12:00:00Z') });
    // 01:30 CET exists (00:30 UTC); 02:00 and 02:30 do not exist that night; 03:00 CEST is 01:00 UTC.
    expect(slots.filter((slot) => iso(slot.startMs).startsWith('2026-03-29')).map((slot) => iso(slot.startMs))).toEqual([
      '2026-03-29T00:30:00.000Z', '2026-03-29T01:00:00.000Z',
    ]);
    for (const slot of slots) expect(slot.endMs - slot.startMs).toBe(30 * 60_000);
  });

  it('stays within the horizon and never offers a slot inside the notice', () => {
    const now = new Date('2026-05-04T08:00:00Z');
    const slots = offeredSlots({ scheduling: madrid, now });
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) {
      expect(slot.startMs).toBeGreaterThanOrEqual(now.getTime() + 24 * 3_600_000);
      expect(slot.startMs).toBeLessThan(now.getTime() + 14 * 86_400_000);
    }
    expect([...slots].sort((a, b) => a.startMs - b.startMs)).toEqual(slots);
  });
});

describe('openSlots', () => {
  it('leaves out slots held by live requests and stops at the limit; an empty list is a normal answer', () => {
    const now = new Date('2026-03-23T12:00:00Z');
    const all = offeredSlots({ scheduling: madrid, now });
    const open = openSlots({ scheduling: madrid, now, takenStartsMs: [all[0]!.startMs], limit: 3 });
    expect(open).toEqual(all.slice(1, 4));
    const full = openSlots({ scheduling: madrid, now, takenStartsMs: all.map((slot) => slot.startMs), limit: 20 });
    expect(full).toEqual([]);
  });
});

describe('checkSlot', () => {
  const now = new Date('2026-03-23T12:00:00Z');
  it('accepts an offered start and returns its end', () => {
    const start = Date.parse('2026-03-31T08:00:00Z');
    expect(checkSlot({ scheduling: madrid, now, startMs: start })).toEqual({ slot: { startMs: start, endMs: start + 30 * 60_000 } });
  });
  it.each([
    ['a start in the past', '2026-03-17T09:00:00Z', 'slot_past'],
    ['the present instant', '2026-03-23T12:00:00Z', 'slot_past'],
    ['a start inside the minimum notice', '2026-03-24T10:00:00Z', 'slot_too_soon'],
    ['a start outside the windows', '2026-03-31T12:00:00Z', 'slot_not_offered'],
    ['a start not on the slot grid', '2026-03-31T08:10:00Z', 'slot_not_offered'],
    ['a start past the horizon', '2026-04-14T08:00:00Z', 'slot_not_offered'],
  ])('refuses %s', (_name, start, refusal) => {
    expect(checkSlot({ scheduling: madrid, now, startMs: Date.parse(start) })).toEqual({ refusal });
  });
  it('refuses a slot that was offered a moment ago once the notice has run out', () => {
    const start = offeredSlots({ scheduling: madrid, now })[0]!.startMs;
    expect(checkSlot({ scheduling: madrid, now, startMs: start })).toHaveProperty('slot');
    const later = new Date(start - 24 * 3_600_000 + 1);
    expect(checkSlot({ scheduling: madrid, now: later, startMs: start })).toEqual({ refusal: 'slot_too_soon' });
  });
});
