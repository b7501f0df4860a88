/** A part of a UI message stream, as far as coalescing needs to know it. */
export interface StreamPart {
  type: string;
}

interface TextDelta extends StreamPart {
  type: 'text-delta';
  id: string;
  delta: string;
  providerMetadata?: unknown;
}

/** One timer, started again and again: `start` (re)schedules `callback` `delayMs` from now, `stop` cancels it. */
export interface RestartableTimer {
  start(): void;
  stop(): void;
}

export type CreateTimer = (options: { callback: () => void; delayMs: number }) => RestartableTimer;

/**
 * Node's timer, restarted with `refresh()`: an answer holds text dozens of times, and a new `setTimeout` each time
 * would be a new async resource (and its hooks) each time. A start that finds the timer still pending restarts it.
 */
export const createNodeTimer: CreateTimer = ({ callback, delayMs }) => {
  let timeout: ReturnType<typeof setTimeout> | null = null;
  return {
    start() {
      if (timeout === null) timeout = setTimeout(callback, delayMs);
      else timeout.refresh();
    },
    stop() {
      if (timeout !== null) clearTimeout(timeout);
      timeout = null;
    },
  };
};

const isPlainTextDelta = (part: StreamPart): part is TextDelta => part.type === 'text-delta' && (part as TextDelta).providerMetadata === undefined;

/**
 * Merges the text deltas of an answer into fewer, longer ones: a delta that arrives less than `intervalMs` after
 * the last text sent is held, and what is held goes out at most `intervalMs` after it was first held. A model
 * streams about a token per chunk, and every part sent costs the server a trip through the response stream, a JSON
 * serialization and a socket write, and the page a parse: most of an answer's cost under load. The page renders
 * at most every 50 ms anyway, so text held for less than that shows the visitor the same thing. The first text
 * goes out at once; any other part first sends the text held before it, so the order of parts never changes.
 */
export function createTextCoalescer<Part extends StreamPart>({ emit, intervalMs, now, createTimer = createNodeTimer }: {
  emit: (part: Part) => void;
  intervalMs: number;
  now: () => number;
  createTimer?: CreateTimer;
}): { write: (part: Part) => void; dispose: () => void } {
  let held: TextDelta | null = null;
  let lastTextSentAt = Number.NEGATIVE_INFINITY;

  const sendHeld = () => {
    if (held === null) return;
    const part = held;
    held = null;
    lastTextSentAt = now();
    emit(part as unknown as Part);
  };
  // Firing after the held text already went out (with a later part) finds nothing to send: cheaper than stopping it.
  const timer = createTimer({ callback: sendHeld, delayMs: intervalMs });

  return {
    write(part) {
      if (!isPlainTextDelta(part)) {
        sendHeld();
        emit(part);
        return;
      }
      if (held !== null && held.id !== part.id) sendHeld();
      if (held !== null) {
        // Our own copy (made below), so it can grow in place.
        held.delta += part.delta;
        return;
      }
      const at = now();
      if (at - lastTextSentAt >= intervalMs) {
        lastTextSentAt = at;
        emit(part);
        return;
      }
      held = { type: 'text-delta', id: part.id, delta: part.delta };
      timer.start();
    },
    /** Sends what is held and stops the timer: the answer ended. */
    dispose() {
      sendHeld();
      timer.stop();
    },
  };
}
