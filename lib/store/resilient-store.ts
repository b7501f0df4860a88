import { StoreUnavailableError, type StoreFailure } from '@/lib/store/store-unavailable';

/** How long a call may wait for a lock, and how soon a failed store is tried again. */
export interface ResilienceTimings {
  /** Longest a call waits for a lock another process holds; it waits with timers, never on the event loop. */
  lockWaitMs: number;
  /** Pause before the first new attempt after a failure; it doubles with every failed attempt, up to `retryMaxMs`. */
  retryInitialMs: number;
  retryMaxMs: number;
}

/**
 * Two seconds of lock wait keeps a visitor's wait well under the 5 s a request may hang; the owner's commands and
 * another instance hold the lock for milliseconds. Retries start fast (a restarted Redis is back within a second)
 * and stay at one attempt every 2 s during a long outage: one cheap attempt, never a flood.
 */
export const DEFAULT_RESILIENCE: ResilienceTimings = { lockWaitMs: 2000, retryInitialMs: 100, retryMaxMs: 2000 };

/** Pauses between attempts at a locked store: short at first (most locks last milliseconds), then every 100 ms. */
const BUSY_FIRST_PAUSE_MS = 5;
const BUSY_LONGEST_PAUSE_MS = 100;

type Method = (...args: never[]) => Promise<unknown>;
export type Methods<Store> = { [Name in Exclude<keyof Store, 'close'>]: Store[Name] extends Method ? true : never };

const sleepFor = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

/**
 * A store that survives its outages. It opens the store once (at once, in the background), and then:
 * - a call that meets a lock (`busy`) waits for it with timers and tries again, up to `lockWaitMs`;
 * - a broken connection (a read-only or failed open, an I/O error) is closed, so its file descriptors go, and
 *   opened again later;
 * - while the store is down every call fails at once with `StoreUnavailableError`, and after a pause that doubles
 *   up to `retryMaxMs` one call at a time tries it again: the first that succeeds brings it back, without a restart.
 * The operator hears once when it goes down and once when it is back. `methods` lists every method of the store
 * but `close` (the compiler checks the list is whole).
 */
export function resilientStore<Store extends { close(): Promise<void> }>(options: {
  label: string;
  open: () => Store | Promise<Store>;
  classify: (error: unknown) => StoreFailure;
  methods: Methods<Store>;
  timings?: ResilienceTimings;
  now?: () => number;
  sleep?: (milliseconds: number) => Promise<void>;
  reportError?: (message: string) => void;
}): Store {
  const { label, open, classify, timings = DEFAULT_RESILIENCE, now = () => performance.now(), sleep = sleepFor, reportError = () => undefined } = options;
  let instance: Store | null = null;
  let opening: Promise<Store> | null = null;
  let closed = false;
  // Down: calls fail at once until `retryAt`, then one call (the probe) tries the store again.
  let down = false;
  let retryAt = 0;
  let nextPause = timings.retryInitialMs;
  let probing = false;
  let lastReason = '';

  const connect = (): Promise<Store> => {
    if (instance) return Promise.resolve(instance);
    if (opening) return opening;
    // Concurrent calls share one open; it is forgotten once settled, so a failed one is tried again later.
    const started = (async () => {
      const store = await open();
      if (closed) {
        await store.close();
        throw new StoreUnavailableError(`${label}: closed`);
      }
      instance = store;
      return store;
    })();
    opening = started;
    const forget = () => {
      if (opening === started) opening = null;
    };
    started.then(forget, forget);
    return started;
  };

  const discard = (store: Store | null) => {
    if (!store || store !== instance) return;
    instance = null;
    store.close().catch(() => undefined);
  };

  /** A failed attempt: the store goes (or stays) down; only the first failure or a failed probe moves the next attempt. */
  const fail = ({ reason, probe }: { reason: string; probe: boolean }) => {
    if (down && !probe) return;
    lastReason = reason;
    if (!down) reportError(`${label}: unavailable (${reason}); requests are refused or answered offline until it is back`);
    down = true;
    retryAt = now() + nextPause;
    nextPause = Math.min(nextPause * 2, timings.retryMaxMs);
  };

  const succeed = () => {
    if (down) reportError(`${label}: available again`);
    down = false;
    nextPause = timings.retryInitialMs;
  };

  /** Whether this call may try the store: always when it is up; when down, one probe once the pause is over. */
  const admit = (): { probe: boolean } => {
    if (closed) throw new StoreUnavailableError(`${label}: closed`);
    if (!down) return { probe: false };
    if (probing || now() < retryAt) throw new StoreUnavailableError(`${label}: unavailable (${lastReason}), trying again shortly`);
    probing = true;
    return { probe: true };
  };

  const attempt = async <Result>(run: (store: Store) => Promise<Result>): Promise<Result> => {
    const { probe } = admit();
    const deadline = now() + timings.lockWaitMs;
    let pause = BUSY_FIRST_PAUSE_MS;
    try {
      for (;;) {
        let store: Store | null = null;
        try {
          store = await connect();
          const result = await run(store);
          succeed();
          return result;
        } catch (error) {
          const failure = classify(error);
          if (failure === 'busy' && now() + pause <= deadline) {
            await sleep(pause);
            pause = Math.min(pause * 2, BUSY_LONGEST_PAUSE_MS);
            continue;
          }
          // The store answered: a constraint or a bug is the caller's to handle, not an outage.
          if (failure === 'other' && store) {
            succeed();
            throw error;
          }
          // A store that could not even open is broken whatever the error was.
          if (failure === 'broken' || !store) discard(store);
          const reason = failure === 'busy' ? `locked by another process for over ${timings.lockWaitMs} ms` : describe(error);
          fail({ reason, probe });
          throw new StoreUnavailableError(`${label}: ${reason}`, { cause: error });
        }
      }
    } finally {
      if (probe) probing = false;
    }
  };

  const wrapped: Record<string, unknown> = {
    close: async () => {
      closed = true;
      const store = instance ?? (await opening?.catch(() => null)) ?? null;
      instance = null;
      await store?.close();
    },
  };
  for (const name of Object.keys(options.methods)) {
    wrapped[name] = (...args: unknown[]) => attempt((store) => (store[name as keyof Store] as (...values: unknown[]) => Promise<unknown>)(...args));
  }
  // Opened at once, so a store that cannot open is reported at start-up rather than at the first visitor.
  void attempt(async () => undefined).catch(() => undefined);
  return wrapped as unknown as Store;
}

/** The operator's view of a failure: its code and message, never a stack. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && !error.message.includes(code) ? `${code}: ${error.message}` : error.message;
}
