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

/** Runs `callback` after `delayMs`; returns what cancels it. */
export type Schedule = (callback: () => void, delayMs: number) => () => void;

export const scheduleWithTimers: Schedule = (callback, delayMs) => {
  const timer = setTimeout(callback, delayMs);
  return () => clearTimeout(timer);
};

const isPlainTextDelta = (part: StreamPart): part is TextDelta => part.type === 'text-delta' && (part as TextDelta).providerMetadata === undefined;

/**
 * Merges the text deltas of an answer that arrive within `intervalMs` of the last text sent into one delta.
 * A model streams about a token per chunk, and every part sent costs the server a trip through the response
 * stream, a JSON serialization and a socket write, and the page a parse: most of an answer's cost under load.
 * The page renders at most every 50 ms anyway, so sending text at most every `intervalMs` (below that) shows
 * the visitor the same thing. The first text goes out at once; any other part first sends the text held
 * before it, so the order of parts never changes; a timer sends held text when the model pauses.
 */
export function createTextCoalescer<Part extends StreamPart>({ emit, intervalMs, now, schedule = scheduleWithTimers }: {
  emit: (part: Part) => void;
  intervalMs: number;
  now: () => number;
  schedule?: Schedule;
}): { write: (part: Part) => void; flush: () => void } {
  let held: TextDelta | null = null;
  let lastTextSentAt = Number.NEGATIVE_INFINITY;
  let cancelTimer: (() => void) | null = null;

  const flush = () => {
    cancelTimer?.();
    cancelTimer = null;
    if (held === null) return;
    const part = held;
    held = null;
    lastTextSentAt = now();
    emit(part as unknown as Part);
  };

  return {
    write(part) {
      if (!isPlainTextDelta(part)) {
        flush();
        emit(part);
        return;
      }
      if (held !== null && held.id !== part.id) flush();
      if (held !== null) {
        // Our own copy (made below), so it can grow in place.
        held.delta += part.delta;
        return;
      }
      const sinceLastText = now() - lastTextSentAt;
      if (sinceLastText >= intervalMs) {
        lastTextSentAt = now();
        emit(part);
        return;
      }
      held = { type: 'text-delta', id: part.id, delta: part.delta };
      cancelTimer = schedule(flush, intervalMs - sinceLastText);
    },
    /** Sends the text held back, if any (the answer ended). */
    flush,
  };
}
