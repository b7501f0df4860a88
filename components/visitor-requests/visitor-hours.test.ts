import { describe, expect, it } from 'vitest';
import { visitorHourMark } from '@/components/visitor-requests/visitor-hours';

describe('slots outside 07:00–21:00 of the visitor’s clock are marked', () => {
  it('a 10:00 Madrid slot is early in Mexico City and fine in Madrid; a 16:00 one is fine in both', () => {
    // Wednesday 2 December 2026: Madrid is UTC+1, Mexico City UTC-6.
    const morning = { start: '2026-12-02T09:00:00Z', end: '2026-12-02T09:30:00Z' };
    expect(visitorHourMark({ ...morning, timeZone: 'America/Mexico_City' })).toBe('early');
    expect(visitorHourMark({ ...morning, timeZone: 'Europe/Madrid' })).toBeNull();
    const afternoon = { start: '2026-12-02T15:00:00Z', end: '2026-12-02T15:30:00Z' };
    expect(visitorHourMark({ ...afternoon, timeZone: 'America/Mexico_City' })).toBeNull();
  });

  it('a slot that starts at 21:00, ends after it or runs past midnight is late; one ending at 21:00 is not', () => {
    expect(visitorHourMark({ start: '2026-12-02T12:00:00Z', end: '2026-12-02T12:30:00Z', timeZone: 'Asia/Tokyo' })).toBe('late');
    expect(visitorHourMark({ start: '2026-12-02T15:00:00Z', end: '2026-12-02T15:30:00Z', timeZone: 'Asia/Tokyo' })).toBe('early');
    expect(visitorHourMark({ start: '2026-12-02T20:45:00Z', end: '2026-12-02T21:15:00Z', timeZone: 'UTC' })).toBe('late');
    expect(visitorHourMark({ start: '2026-12-02T23:45:00Z', end: '2026-12-03T00:15:00Z', timeZone: 'UTC' })).toBe('late');
    expect(visitorHourMark({ start: '2026-12-02T20:30:00Z', end: '2026-12-02T21:00:00Z', timeZone: 'UTC' })).toBeNull();
    expect(visitorHourMark({ start: '2026-12-02T07:00:00Z', end: '2026-12-02T07:30:00Z', timeZone: 'UTC' })).toBeNull();
    expect(visitorHourMark({ start: '2026-12-02T06:30:00Z', end: '2026-12-02T07:00:00Z', timeZone: 'UTC' })).toBe('early');
  });
});
