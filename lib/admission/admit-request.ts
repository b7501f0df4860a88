import 'server-only';
import type { AdmissionDecision } from '@/lib/store';
import { admissionLimitsFrom } from '@/lib/admission/admission-limits';
import { clientIdentity } from '@/lib/platform';
import { StoreUnavailableError, utcDay } from '@/lib/store';
import type { ServerDependencies, ApiRejection } from '@/lib/platform';

/** An admitted request: its reservation, and whether it may call the upstream or must answer without it. */
export interface Admitted {
  reservationId: string;
  day: string;
  upstream: boolean;
}

/** What admission reads: the limits, the store, the clock, the client's address and the identity key. */
export type AdmissionDependencies = Pick<ServerDependencies, 'config' | 'admission' | 'now' | 'clientSecret' | 'clientAddress' | 'reportError'>;

function rejectionOf(decision: Exclude<AdmissionDecision, { admitted: true }>): ApiRejection {
  return decision.code === 'rate_limited' ? { code: 'rate_limited', retryAfterSeconds: decision.retryAfterSeconds } : { code: 'budget_exhausted' };
}

/**
 * Admission for any endpoint, before anything costs: the client's rate limits, then, when the request may
 * call an upstream (`reserveMicroUsd` not null), the daily call ceiling and its worst-case cost against the
 * daily budget, decided and written atomically by the store. With `fallbackWithoutUpstream` a budget refusal
 * becomes an admission without the upstream (rate limits only, no cost). Fails closed: a store that cannot
 * answer admits nobody and says so (`store_unavailable`, never a limit). An outage is reported once by the store
 * itself when it goes down and once when it is back; any other failure is reported here.
 */
export async function admitRequest(options: {
  request: Request;
  dependencies: AdmissionDependencies;
  reserveMicroUsd: number | null;
  fallbackWithoutUpstream: boolean;
}): Promise<{ rejection: ApiRejection } | { admitted: Admitted }> {
  const { request, dependencies, reserveMicroUsd, fallbackWithoutUpstream } = options;
  try {
    const { config, admission } = dependencies;
    const now = dependencies.now();
    const day = utcDay({ at: now });
    const address = dependencies.clientAddress(request.headers);
    const clientId = clientIdentity({ address, day, secret: await dependencies.clientSecret() });
    const base = { clientId, day, nowMs: now.getTime(), limits: admissionLimitsFrom({ config }) };
    const withoutUpstream = () => admission.admit({ ...base, upstream: false, reserveMicroUsd: 0 });
    const decision = reserveMicroUsd === null ? await withoutUpstream() : await admission.admit({ ...base, upstream: true, reserveMicroUsd });
    if (decision.admitted) return { admitted: { reservationId: decision.reservationId, day, upstream: reserveMicroUsd !== null } };
    if (decision.code === 'rate_limited' || !fallbackWithoutUpstream) return { rejection: rejectionOf(decision) };
    // A second atomic step: the rate limits are checked (and counted) again for the answer without upstream.
    const fallback = await withoutUpstream();
    return fallback.admitted ? { admitted: { reservationId: fallback.reservationId, day, upstream: false } } : { rejection: rejectionOf(fallback) };
  } catch (error) {
    if (!(error instanceof StoreUnavailableError)) dependencies.reportError('admission store: admission failed, refusing the request');
    return { rejection: { code: 'store_unavailable' } };
  }
}
