/** One answer's place among the answers in flight: its abort (shutdown past the grace period) and its release. */
export interface AnswerSlot {
  /** Aborts when the server stops and the grace period is over: the answer ends and settles what it used. */
  signal: AbortSignal;
  /** Frees the place; later calls do nothing. */
  release: () => void;
}

/** How a drain ended: answers that finished by themselves within the grace period, and answers cut at its end. */
export interface DrainResult {
  finished: number;
  aborted: number;
}

/**
 * The answers in flight on this instance (CHAT_MAX_CONCURRENT_ANSWERS), counted from admission to the settlement
 * of their reservation. Past `max` a request is refused as busy before it costs anything; at shutdown no new answer
 * starts and the running ones get the grace period to finish.
 */
export interface AnswerSlots {
  /** A place for one more answer, or null when `max` answers are in flight or the server is stopping. */
  tryAcquire(): AnswerSlot | null;
  inFlight(): number;
  /** True when the next `tryAcquire` would be refused. */
  full(): boolean;
  /**
   * Stops taking answers, waits up to `graceMs` for the running ones to release their places, then aborts the rest
   * and waits up to `settleMs` more for them to settle.
   */
  drain(options: { graceMs: number; settleMs: number }): Promise<DrainResult>;
}

const sleepFor = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

export function createAnswerSlots({ max, sleep = sleepFor }: { max: number; sleep?: (milliseconds: number) => Promise<void> }): AnswerSlots {
  const running = new Set<AbortController>();
  let stopping = false;
  let idle: (() => void) | null = null;

  const whenIdle = (): Promise<void> => (running.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => (idle = resolve)));
  const within = async (task: Promise<void>, milliseconds: number): Promise<boolean> =>
    Promise.race([task.then(() => true), sleep(milliseconds).then(() => false)]);

  return {
    tryAcquire() {
      if (stopping || running.size >= max) return null;
      const controller = new AbortController();
      running.add(controller);
      let released = false;
      return {
        signal: controller.signal,
        release: () => {
          if (released) return;
          released = true;
          running.delete(controller);
          if (running.size === 0) idle?.();
        },
      };
    },
    inFlight: () => running.size,
    full: () => stopping || running.size >= max,
    async drain({ graceMs, settleMs }) {
      stopping = true;
      const atStart = running.size;
      if (await within(whenIdle(), graceMs)) return { finished: atStart, aborted: 0 };
      const late = running.size;
      for (const controller of running) controller.abort(new Error('the server is stopping'));
      await within(whenIdle(), settleMs);
      return { finished: atStart - late, aborted: late };
    },
  };
}
