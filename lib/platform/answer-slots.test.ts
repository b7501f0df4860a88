import { describe, expect, it } from 'vitest';
import { createAnswerSlots } from '@/lib/platform/answer-slots';

/** A sleep the test ends itself, so the grace period passes exactly when it says. */
function manualSleep() {
  const waiting: Array<() => void> = [];
  return {
    sleep: () => new Promise<void>((resolve) => waiting.push(resolve)),
    elapse: () => waiting.splice(0).forEach((resolve) => resolve()),
  };
}

describe('createAnswerSlots', () => {
  it('admits up to max answers, refuses the next, and frees a place on release (once)', () => {
    const slots = createAnswerSlots({ max: 2 });
    const first = slots.tryAcquire();
    const second = slots.tryAcquire();
    expect(first && second).toBeTruthy();
    expect(slots.tryAcquire()).toBeNull();
    first!.release();
    first!.release();
    expect(slots.inFlight()).toBe(1);
    expect(slots.tryAcquire()).not.toBeNull();
    expect(slots.tryAcquire()).toBeNull();
  });

  it('drains: no new answer starts, and the running ones that finish within the grace period are counted as finished', async () => {
    const { sleep } = manualSleep();
    const slots = createAnswerSlots({ max: 4, sleep });
    const running = slots.tryAcquire()!;
    const drained = slots.drain({ graceMs: 10_000, settleMs: 3000 });
    expect(slots.tryAcquire()).toBeNull();
    running.release();
    expect(await drained).toEqual({ finished: 1, aborted: 0 });
    expect(running.signal.aborted).toBe(false);
  });

  it('aborts the answers still running when the grace period is over, and waits for them to settle', async () => {
    const { sleep, elapse } = manualSleep();
    const slots = createAnswerSlots({ max: 4, sleep });
    const quick = slots.tryAcquire()!;
    const slow = slots.tryAcquire()!;
    // An answer settles (and releases its place) when it is aborted.
    slow.signal.addEventListener('abort', () => queueMicrotask(slow.release));
    const drained = slots.drain({ graceMs: 10_000, settleMs: 3000 });
    quick.release();
    await Promise.resolve();
    elapse();
    expect(await drained).toEqual({ finished: 1, aborted: 1 });
    expect(slow.signal.aborted).toBe(true);
    expect(slots.inFlight()).toBe(0);
  });
});
