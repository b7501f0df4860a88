import type { AdmissionStore, LedgerRow, OutcomeEvent, UpstreamCallKind } from '@/lib/store';
import { costMicroUsd, type CallUsage, type ModelPrices } from '@/lib/admission/reservation-cost';

/**
 * Records a request's upstream calls in the ledger and settles its reservation to their real cost, once: the
 * calls are kept until the settlement, which writes them, the settlement and the outcome in one atomic store
 * step. Store writes run in the background: a failure is reported, never shown to the visitor. `onSettled` runs
 * once that write is over (written or failed), so whoever waits for the request's end (its answer slot, a
 * shutdown) knows nothing is left unsettled. A request answered without a reservation (`reservationId` null: the
 * store was unavailable) has nothing to write.
 */
export function createSpendTracker(options: {
  store: AdmissionStore;
  reservationId: string | null;
  day: string;
  prices: { answer: ModelPrices; classifier: ModelPrices };
  reportError: (message: string) => void;
  onSettled?: () => void;
}) {
  const { store, reservationId, day, prices, reportError, onSettled = () => undefined } = options;
  let settled = false;
  const calls: LedgerRow[] = [];
  return {
    /** Adds one upstream call (with whatever usage it reported) to the request's ledger rows and spend. */
    recordCall({ kind, model, usage, outcome }: { kind: UpstreamCallKind; model: string; usage: CallUsage; outcome: string }): void {
      calls.push({ day, model, kind, ...usage, microUsd: costMicroUsd({ usage, prices: prices[kind] }), outcome });
    },
    /** Replaces the reservation by the spend recorded so far, with the ledger rows and `outcome` (counted for the day); later calls do nothing. */
    settle({ outcome }: { outcome?: Omit<OutcomeEvent, 'day'> } = {}): void {
      if (settled) return;
      settled = true;
      if (reservationId === null) {
        onSettled();
        return;
      }
      const actualMicroUsd = calls.reduce((sum, call) => sum + call.microUsd, 0);
      store
        .settle({ reservationId, actualMicroUsd, calls, ...(outcome ? { outcome: { day, ...outcome } } : {}) })
        .catch(() => reportError('admission store: could not settle a reservation'))
        .finally(onSettled);
    },
  };
}

export type SpendTracker = ReturnType<typeof createSpendTracker>;
