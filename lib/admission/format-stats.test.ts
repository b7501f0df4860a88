import { describe, expect, it } from 'vitest';
import { formatStats } from '@/lib/admission/format-stats';

describe('formatStats', () => {
  it('prints one aligned row per day with spend in USD and sorted counters', () => {
    const table = formatStats({
      days: [
        { day: '2026-11-30', spentMicroUsd: 1_234_567, upstreamCalls: 12, admittedUpstream: 7, rejections: { rate_limited: 3, budget_exhausted: 1 }, modes: { offline: 2, model: 5 }, retrievedNothing: 2, identityNotices: {}, feedback: [{ mode: 'offline', intent: 'recruiter', chunkId: 'duration', up: 3, down: 1 }] },
        { day: '2026-11-29', spentMicroUsd: 0, upstreamCalls: 0, admittedUpstream: 0, rejections: {}, modes: {}, retrievedNothing: 0, identityNotices: {}, feedback: [] },
      ],
    });
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^day\s+spent USD\s+upstream calls\s+admitted\s+rejections\s+answers by mode\s+retrieved nothing$/);
    expect(lines[2]).toContain('1.234567');
    expect(lines[2]).toContain('budget_exhausted=1 rate_limited=3');
    expect(lines[2]).toContain('model=5 offline=2');
    expect(lines[3]).toMatch(/^2026-11-29\s+0\.000000\s+0\s+0\s+-\s+-\s+0$/);
    expect(lines[2]!.indexOf('12')).toBe(lines[0]!.indexOf('upstream calls'));
    expect(table).toMatch(/Feedback\nday\s+mode\s+intent\s+cited fact\s+up\s+down\n-+/);
    expect(table).toMatch(/2026-11-30\s+offline\s+recruiter\s+duration\s+3\s+1/);
  });
});
