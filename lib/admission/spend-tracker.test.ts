import { describe, expect, it } from 'vitest';
import type { AdmissionStore } from '@/lib/store';
import { createSpendTracker } from '@/lib/admission/spend-tracker';

const prices = { inputMicroUsdPerMtok: 1_000_000, outputMicroUsdPerMtok: 2_000_000 };

function trackerWithStore({ reservationId = 'r-1', failing = false }: { reservationId?: string | null; failing?: boolean } = {}) {
  const settlements: Parameters<AdmissionStore['settle']>[0][] = [];
  const store = {
    settle: async (input: Parameters<AdmissionStore['settle']>[0]) => {
      settlements.push(input);
      if (failing) throw new Error('store down');
    },
  } as unknown as AdmissionStore;
  const errors: string[] = [];
  let settledCalls = 0;
  const tracker = createSpendTracker({
    store,
    reservationId,
    day: '2026-11-30',
    prices: { answer: prices, classifier: prices },
    reportError: (message) => errors.push(message),
    onSettled: () => (settledCalls += 1),
  });
  return { tracker, settlements, errors, settledCalls: () => settledCalls };
}

describe('createSpendTracker', () => {
  it('writes the ledger rows, the real cost and the outcome in one settlement, once', async () => {
    const { tracker, settlements } = trackerWithStore();
    tracker.recordCall({ kind: 'classifier', model: 'small', usage: { inputTokens: 1_000_000, cachedInputTokens: 0, outputTokens: 0 }, outcome: 'completed' });
    tracker.recordCall({ kind: 'answer', model: 'large', usage: { inputTokens: 0, cachedInputTokens: 0, outputTokens: 1_000_000 }, outcome: 'completed' });
    expect(settlements).toEqual([]);
    tracker.settle({ outcome: { mode: 'model', retrievedNothing: false } });
    tracker.settle({ outcome: { mode: 'offline' } });
    expect(settlements).toHaveLength(1);
    expect(settlements[0]).toMatchObject({
      reservationId: 'r-1',
      actualMicroUsd: 3_000_000,
      calls: [
        { day: '2026-11-30', model: 'small', kind: 'classifier', microUsd: 1_000_000, outcome: 'completed' },
        { day: '2026-11-30', model: 'large', kind: 'answer', microUsd: 2_000_000, outcome: 'completed' },
      ],
      outcome: { day: '2026-11-30', mode: 'model', retrievedNothing: false },
    });
  });

  it('settles without an outcome when none is given (a request that failed before answering)', () => {
    const { tracker, settlements } = trackerWithStore();
    tracker.settle();
    expect(settlements).toEqual([{ reservationId: 'r-1', actualMicroUsd: 0, calls: [] }]);
  });

  it('tells the request it is over only once the settlement is written, or has failed', async () => {
    const written = trackerWithStore();
    written.tracker.settle();
    expect(written.settledCalls()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(written.settledCalls()).toBe(1);
    const failed = trackerWithStore({ failing: true });
    failed.tracker.settle();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failed.settledCalls()).toBe(1);
    expect(failed.errors).toEqual(['admission store: could not settle a reservation']);
  });

  it('writes nothing for a request answered without a reservation (the store was unavailable)', () => {
    const { tracker, settlements, settledCalls } = trackerWithStore({ reservationId: null });
    tracker.recordCall({ kind: 'answer', model: 'large', usage: { inputTokens: 1, cachedInputTokens: 0, outputTokens: 1 }, outcome: 'completed' });
    tracker.settle({ outcome: { mode: 'offline' } });
    expect(settlements).toEqual([]);
    expect(settledCalls()).toBe(1);
  });
});
