import { describe, expect, it } from 'vitest';
import type { AdmissionStore } from '@/lib/store';
import { createSpendTracker } from '@/lib/admission/spend-tracker';

const prices = { inputMicroUsdPerMtok: 1_000_000, outputMicroUsdPerMtok: 2_000_000 };

function trackerWithStore() {
  const settlements: Parameters<AdmissionStore['settle']>[0][] = [];
  const store = { settle: async (input: Parameters<AdmissionStore['settle']>[0]) => void settlements.push(input) } as unknown as AdmissionStore;
  const errors: string[] = [];
  const tracker = createSpendTracker({ store, reservationId: 'r-1', day: '2026-11-30', prices: { answer: prices, classifier: prices }, reportError: (message) => errors.push(message) });
  return { tracker, settlements, errors };
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
});
