import { describe, expect, it } from 'vitest';
import { recentUtcDays, secondsUntilNextUtcDay, utcDay } from '@/lib/store/utc-day';

describe('UTC days', () => {
  it('names the UTC day, not the local one', () => {
    expect(utcDay({ at: new Date('2026-11-30T23:59:59-05:00') })).toBe('2026-12-01');
  });

  it('counts whole seconds to the next UTC midnight, at least one', () => {
    expect(secondsUntilNextUtcDay({ nowMs: Date.parse('2026-11-30T23:00:00Z') })).toBe(3600);
    expect(secondsUntilNextUtcDay({ nowMs: Date.parse('2026-11-30T23:59:59.900Z') })).toBe(1);
  });

  it('lists recent days newest first', () => {
    expect(recentUtcDays({ today: new Date('2026-12-01T08:00:00Z'), count: 3 })).toEqual(['2026-12-01', '2026-11-30', '2026-11-29']);
  });
});
