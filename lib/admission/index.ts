/**
 * Admission before anything costs: per-client limits, the daily call ceiling and budget reserved
 * before each upstream call, settlement to the real spend, and the stats printout. Imports config,
 * platform, store.
 */
export { admissionLimitsFrom, modelPricesFrom } from '@/lib/admission/admission-limits';
export { admitRequest, type Admitted } from '@/lib/admission/admit-request';
export { formatStats } from '@/lib/admission/format-stats';
export { worstCaseReservation } from '@/lib/admission/reservation-cost';
export { createSpendTracker, type SpendTracker } from '@/lib/admission/spend-tracker';
