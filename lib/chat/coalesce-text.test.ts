import { describe, expect, it } from 'vitest';
import { createTextCoalescer, type StreamPart } from '@/lib/chat/coalesce-text';

type Part = StreamPart & Record<string, unknown>;

/** A coalescer on a hand-turned clock and timer queue. */
function setup({ intervalMs = 40 } = {}) {
  const sent: Part[] = [];
  const clock = { now: 0 };
  const timers: Array<{ at: number; callback: () => void; cancelled: boolean }> = [];
  const coalescer = createTextCoalescer<Part>({
    emit: (part) => sent.push(part),
    intervalMs,
    now: () => clock.now,
    schedule: (callback, delayMs) => {
      const timer = { at: clock.now + delayMs, callback, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
  });
  const advance = (ms: number) => {
    clock.now += ms;
    for (const timer of timers.splice(0)) {
      if (timer.cancelled) continue;
      if (timer.at <= clock.now) timer.callback();
      else timers.push(timer);
    }
  };
  const delta = (text: string, id = 't'): Part => ({ type: 'text-delta', id, delta: text });
  return { coalescer, sent, advance, delta, pendingTimers: () => timers.filter((timer) => !timer.cancelled).length };
}

describe('createTextCoalescer', () => {
  it('sends the first text at once and what follows within the interval as one delta when the timer fires', () => {
    const { coalescer, sent, advance, delta } = setup();
    coalescer.write(delta('a'));
    expect(sent).toEqual([delta('a')]);
    advance(15);
    coalescer.write(delta('b'));
    advance(15);
    coalescer.write(delta('c'));
    expect(sent).toHaveLength(1);
    advance(10);
    expect(sent).toEqual([delta('a'), delta('bc')]);
  });

  it('sends text at once when the interval since the last text has passed', () => {
    const { coalescer, sent, advance, delta, pendingTimers } = setup();
    coalescer.write(delta('a'));
    advance(40);
    coalescer.write(delta('b'));
    expect(sent).toEqual([delta('a'), delta('b')]);
    expect(pendingTimers()).toBe(0);
  });

  it('sends held text before any other part, keeping the order, and cancels its timer', () => {
    const { coalescer, sent, advance, delta, pendingTimers } = setup();
    coalescer.write(delta('a'));
    coalescer.write(delta('b'));
    coalescer.write({ type: 'text-end', id: 't' });
    expect(sent).toEqual([delta('a'), delta('b'), { type: 'text-end', id: 't' }]);
    expect(pendingTimers()).toBe(0);
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
    coalescer.flush();
    expect(sent).toEqual([delta('a', 'x'), delta('b', 'x'), delta('c', 'y'), withMetadata]);
  });

  it('flush sends what is held and nothing when nothing is', () => {
    const { coalescer, sent, delta } = setup();
    coalescer.flush();
    expect(sent).toEqual([]);
    coalescer.write(delta('a'));
    coalescer.write(delta('b'));
    coalescer.flush();
    coalescer.flush();
    expect(sent).toEqual([delta('a'), delta('b')]);
  });

  it('does not change the parts it was given', () => {
    const { coalescer, delta } = setup();
    const first = delta('a');
    const second = delta('b');
    const third = delta('c');
    coalescer.write(first);
    coalescer.write(second);
    coalescer.write(third);
    coalescer.flush();
    expect([first, second, third]).toEqual([delta('a'), delta('b'), delta('c')]);
  });
});
