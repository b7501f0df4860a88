/**
 * How much of a recent stretch of time this process's event loop was too busy to run its callbacks: a timer asks to
 * run every `intervalMs`, and how late it runs is the stall. Used to tell a classifier timeout caused by this
 * server's own overload (its reply waited behind local work) from a slow upstream.
 */
export interface EventLoopStall {
  /** The share (0..1) of the time since `sinceMs` (on the `now` clock) that the loop was stalled. */
  stalledFraction(input: { sinceMs: number }): number;
  /** Counts one tick of the sampler: it was due at `dueMs` and ran at `ranMs` (exposed so tests drive it). */
  recordTick(input: { dueMs: number; ranMs: number }): void;
  stop(): void;
}

/** Twenty milliseconds: fine enough to see a loop busy for a tenth of a second, 50 cheap wake-ups a second. */
const SAMPLE_INTERVAL_MS = 20;
/** Stalls older than this are forgotten (longer than any classifier timeout worth measuring against). */
const WINDOW_MS = 30_000;

export function createEventLoopStall({ now = () => performance.now(), sample = true }: { now?: () => number; sample?: boolean } = {}): EventLoopStall {
  // Ticks that ran late, oldest first: when each ran and how late it was.
  const stalls: Array<{ ranMs: number; lateMs: number }> = [];
  const forgetOld = (atMs: number) => {
    while (stalls.length > 0 && stalls[0]!.ranMs < atMs - WINDOW_MS) stalls.shift();
  };
  const recordTick = ({ dueMs, ranMs }: { dueMs: number; ranMs: number }) => {
    const lateMs = ranMs - dueMs;
    // A tick a millisecond or two late is the timer's own jitter, not a busy loop.
    if (lateMs > 2) stalls.push({ ranMs, lateMs });
    forgetOld(ranMs);
  };
  let timer: ReturnType<typeof setInterval> | undefined;
  if (sample) {
    let dueMs = now() + SAMPLE_INTERVAL_MS;
    timer = setInterval(() => {
      const ranMs = now();
      recordTick({ dueMs, ranMs });
      dueMs = ranMs + SAMPLE_INTERVAL_MS;
    }, SAMPLE_INTERVAL_MS);
    // The sampler never keeps the process alive.
    timer.unref();
  }
  return {
    stalledFraction({ sinceMs }) {
      const elapsed = now() - sinceMs;
      if (elapsed <= 0) return 0;
      // A stall is counted for the part of it that falls after `sinceMs` (it ended at `ranMs`).
      const stalled = stalls.reduce((sum, { ranMs, lateMs }) => sum + Math.max(0, Math.min(lateMs, ranMs - sinceMs)), 0);
      return Math.min(1, stalled / elapsed);
    },
    recordTick,
    stop: () => clearInterval(timer),
  };
}
