import { describe, expect, it } from 'vitest';
import { resilientStore } from '@/lib/store/resilient-store';
import { StoreUnavailableError, type StoreFailure } from '@/lib/store/store-unavailable';

interface CounterStore {
  read(): Promise<number>;
  close(): Promise<void>;
}

class Fault extends Error {
  constructor(readonly failure: StoreFailure) {
    super(`fault: ${failure}`);
  }
}

/** A store whose next calls (and opens) fail as scripted, on a clock the test moves. */
function harness({ openFaults = [] as StoreFailure[] } = {}) {
  let clock = 0;
  const sleeps: number[] = [];
  const reports: string[] = [];
  const callFaults: StoreFailure[] = [];
  const pendingOpenFaults = [...openFaults];
  let opened = 0;
  let closed = 0;
  const store = resilientStore<CounterStore>({
    label: 'test store',
    open: () => {
      const fault = pendingOpenFaults.shift();
      if (fault) throw new Fault(fault);
      opened += 1;
      return {
        read: async () => {
          const next = callFaults.shift();
          if (next) throw new Fault(next);
          return 42;
        },
        close: async () => void (closed += 1),
      };
    },
    classify: (error) => (error instanceof Fault ? error.failure : 'other'),
    methods: { read: true },
    timings: { lockWaitMs: 100, retryInitialMs: 50, retryMaxMs: 200 },
    now: () => clock,
    sleep: async (milliseconds) => {
      sleeps.push(milliseconds);
      clock += milliseconds;
    },
    reportError: (message) => reports.push(message),
  });
  return {
    store,
    fail: (...faults: StoreFailure[]) => callFaults.push(...faults),
    advance: (milliseconds: number) => (clock += milliseconds),
    sleeps,
    reports,
    counts: () => ({ opened, closed }),
  };
}

const unavailable = (promise: Promise<unknown>) => expect(promise).rejects.toBeInstanceOf(StoreUnavailableError);

describe('resilientStore', () => {
  it('passes calls through while the store is healthy', async () => {
    const { store, counts } = harness();
    expect(await store.read()).toBe(42);
    expect(counts()).toEqual({ opened: 1, closed: 0 });
  });

  it('waits for a lock with pauses instead of blocking, and gives up as unavailable after the lock wait', async () => {
    const waited = harness();
    waited.fail('busy', 'busy');
    expect(await waited.store.read()).toBe(42);
    expect(waited.sleeps).toEqual([5, 10]);

    const locked = harness();
    locked.fail(...Array<StoreFailure>(20).fill('busy'));
    await unavailable(locked.store.read());
    expect(locked.sleeps.reduce((sum, pause) => sum + pause, 0)).toBeLessThanOrEqual(100);
    expect(locked.reports).toEqual([expect.stringMatching(/^test store: unavailable \(locked by another process for over 100 ms\)/)]);
  });

  it('fails fast while down, lets one probe through after a pause that doubles, and comes back by itself', async () => {
    const { store, fail, advance, reports } = harness();
    fail('unavailable');
    await unavailable(store.read());
    // Within the pause: refused at once, without touching the store (its scripted faults stay unused).
    fail('unavailable');
    await unavailable(store.read());
    advance(50);
    // The probe fails (the scripted fault): the next pause is twice as long.
    await unavailable(store.read());
    advance(60);
    await unavailable(store.read());
    advance(40);
    expect(await store.read()).toBe(42);
    expect(reports).toEqual([expect.stringMatching(/^test store: unavailable \(fault: unavailable\)/), 'test store: available again']);
  });

  it('closes a broken connection (its descriptors go) and opens a new one once the fault is gone', async () => {
    const { store, fail, advance, counts } = harness();
    await store.read();
    fail('broken');
    await unavailable(store.read());
    expect(counts()).toEqual({ opened: 1, closed: 1 });
    advance(50);
    expect(await store.read()).toBe(42);
    expect(counts()).toEqual({ opened: 2, closed: 1 });
  });

  it('retries a store that failed to open, with backoff, and never keeps a half-open one', async () => {
    const { store, advance, counts, reports } = harness({ openFaults: ['broken', 'broken'] });
    // The first open ran at creation and failed; so does the probe after the first pause.
    await unavailable(store.read());
    advance(50);
    await unavailable(store.read());
    advance(100);
    expect(await store.read()).toBe(42);
    expect(counts()).toEqual({ opened: 1, closed: 0 });
    expect(reports.at(-1)).toBe('test store: available again');
  });

  it('passes other errors on unchanged, without calling it an outage', async () => {
    const { store, fail, reports } = harness();
    fail('other');
    await expect(store.read()).rejects.toBeInstanceOf(Fault);
    expect(await store.read()).toBe(42);
    expect(reports).toEqual([]);
  });

  it('refuses calls once closed, and closes the open store', async () => {
    const { store, counts } = harness();
    await store.read();
    await store.close();
    await unavailable(store.read());
    expect(counts()).toEqual({ opened: 1, closed: 1 });
  });
});
