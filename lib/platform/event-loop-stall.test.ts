import { describe, expect, it } from 'vitest';
import { createEventLoopStall } from '@/lib/platform/event-loop-stall';

describe('createEventLoopStall', () => {
  it('counts how much of a stretch the loop was stalled, ignoring timer jitter and stalls before it', () => {
    let clock = 10_000;
    const stall = createEventLoopStall({ now: () => clock, sample: false });
    // Before the stretch: a long stall that ended at 10 000 ms.
    stall.recordTick({ dueMs: 9000, ranMs: 10_000 });
    // During it: jitter (1 ms late), then a 400 ms stall and a 200 ms one.
    stall.recordTick({ dueMs: 10_020, ranMs: 10_021 });
    stall.recordTick({ dueMs: 10_100, ranMs: 10_500 });
    stall.recordTick({ dueMs: 10_600, ranMs: 10_800 });
    clock = 11_000;
    expect(stall.stalledFraction({ sinceMs: 10_000 })).toBeCloseTo(0.6);
    // A stall that began before the stretch counts for the part inside it.
    expect(stall.stalledFraction({ sinceMs: 10_300 })).toBeCloseTo(400 / 700);
  });

  it('reads as idle when nothing ran late', () => {
    const stall = createEventLoopStall({ now: () => 5000, sample: false });
    expect(stall.stalledFraction({ sinceMs: 3500 })).toBe(0);
  });
});
