import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNodeTimer, createTextCoalescer, type StreamPart } from '@/lib/chat/coalesce-text';

type Part = StreamPart & Record<string, unknown>;

/** A coalescer on a hand-turned clock and a hand-fired timer. */
function setup({ intervalMs = 40 } = {}) {
  const sent: Part[] = [];
  const clock = { now: 0 };
  const timer = { dueAt: null as number | null, callback: () => undefined as void, starts: 0, stopped: false };
  const coalescer = createTextCoalescer<Part>({
    emit: (part) => sent.push(part),
    intervalMs,
    now: () => clock.now,
    createTimer: ({ callback, delayMs }) => {
      timer.callback = callback;
      return {
        start() {
          timer.starts += 1;
          timer.dueAt = clock.now + delayMs;
        },
        stop() {
          timer.stopped = true;
          timer.dueAt = null;
        },
      };
    },
  });
  const advance = (ms: number) => {
    clock.now += ms;
    if (timer.dueAt !== null && timer.dueAt <= clock.now) {
      timer.dueAt = null;
      timer.callback();
    }
  };
  const delta = (text: string, id = 't'): Part => ({ type: 'text-delta', id, delta: text });
  return { coalescer, sent, advance, delta, timer };
}

describe('createTextCoalescer', () => {
  it('sends the first text at once, and what follows within the interval as one delta when the timer fires', () => {
    const { coalescer, sent, advance, delta, timer } = setup();
    coalescer.write(delta('a'));
    expect(sent).toEqual([delta('a')]);
    advance(15);
    coalescer.write(delta('b'));
    advance(15);
    coalescer.write(delta('c'));
    expect(sent).toHaveLength(1);
    expect(timer.starts).toBe(1);
    advance(25);
    expect(sent).toEqual([delta('a'), delta('bc')]);
  });

  it('holds text no longer than the interval after it was first held', () => {
    const { coalescer, sent, advance, delta } = setup();
    coalescer.write(delta('a'));
    advance(1);
    coalescer.write(delta('b'));
    advance(39);
    expect(sent).toEqual([delta('a')]);
    advance(1);
    expect(sent).toEqual([delta('a'), delta('b')]);
  });

  it('sends text at once when the interval since the last text has passed, without the timer', () => {
    const { coalescer, sent, advance, delta, timer } = setup();
    coalescer.write(delta('a'));
    advance(40);
    coalescer.write(delta('b'));
    expect(sent).toEqual([delta('a'), delta('b')]);
    expect(timer.starts).toBe(0);
  });

  it('sends held text before any other part, keeping the order; the timer firing later sends nothing twice', () => {
    const { coalescer, sent, advance, delta } = setup();
    coalescer.write(delta('a'));
    coalescer.write(delta('b'));
    coalescer.write({ type: 'text-end', id: 't' });
    expect(sent).toEqual([delta('a'), delta('b'), { type: 'text-end', id: 't' }]);
    advance(100);
    expect(sent).toHaveLength(3);
  });

  it('never merges the text of two different parts, nor a delta carrying provider metadata', () => {
    const { coalescer, sent, delta } = setup();
    coalescer.write(delta('a', 'x'));
    coalescer.write(delta('b', 'x'));
    coalescer.write(delta('c', 'y'));
    const withMetadata = { ...delta('d', 'y'), providerMetadata: { provider: { key: 1 } } };
    coalescer.write(withMetadata);
    coalescer.dispose();
    expect(sent).toEqual([delta('a', 'x'), delta('b', 'x'), delta('c', 'y'), withMetadata]);
  });

  it('dispose sends what is held, once, and stops the timer', () => {
    const { coalescer, sent, delta, timer } = setup();
    coalescer.write(delta('a'));
    coalescer.write(delta('b'));
    coalescer.write(delta('c'));
    coalescer.dispose();
    coalescer.dispose();
    expect(sent).toEqual([delta('a'), delta('bc')]);
    expect(timer.stopped).toBe(true);
  });

  it('does not change the parts it was given', () => {
    const { coalescer, delta } = setup();
    const parts = [delta('a'), delta('b'), delta('c')];
    parts.forEach((part) => coalescer.write(part));
    coalescer.dispose();
    expect(parts).toEqual([delta('a'), delta('b'), delta('c')]);
  });
});

describe('createNodeTimer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires once, the delay after the last start, again after a new start, and never after stop', () => {
    vi.useFakeTimers();
    let fired = 0;
    const timer = createNodeTimer({ callback: () => (fired += 1), delayMs: 40 });
    timer.start();
    vi.advanceTimersByTime(30);
    timer.start();
    vi.advanceTimersByTime(30);
    expect(fired).toBe(0);
    vi.advanceTimersByTime(10);
    expect(fired).toBe(1);
    timer.start();
    vi.advanceTimersByTime(40);
    expect(fired).toBe(2);
    timer.start();
    timer.stop();
    vi.advanceTimersByTime(100);
    expect(fired).toBe(2);
  });
});
