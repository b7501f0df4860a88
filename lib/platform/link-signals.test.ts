import { describe, expect, it } from 'vitest';
import { linkSignals } from '@/lib/platform/link-signals';

describe('linkSignals', () => {
  it('aborts when any source aborts, with that reason', () => {
    const first = new AbortController();
    const second = new AbortController();
    const { signal } = linkSignals({ signals: [first.signal, undefined, second.signal] });
    expect(signal.aborted).toBe(false);
    second.abort('stop');
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toBe('stop');
  });

  it('starts aborted when a source already is', () => {
    expect(linkSignals({ signals: [AbortSignal.abort('early')] }).signal.aborted).toBe(true);
  });

  it('stops listening once disposed', () => {
    const source = new AbortController();
    const { signal, dispose } = linkSignals({ signals: [source.signal] });
    dispose();
    source.abort();
    expect(signal.aborted).toBe(false);
  });
});
