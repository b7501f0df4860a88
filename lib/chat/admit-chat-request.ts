import 'server-only';
import type { AdmissionDecision } from '@/lib/admission/admission-store';
import { admissionLimitsFrom, modelPricesFrom } from '@/lib/admission/admission-limits';
import { clientIdentity } from '@/lib/admission/client-identity';
import { worstCaseReservation } from '@/lib/admission/reservation-cost';
import { resolveClientAddress } from '@/lib/admission/resolve-client-address';
import { utcDay } from '@/lib/admission/utc-day';
import type { ChatDependencies } from '@/lib/chat/chat-pipeline';
import type { ChatRejection } from '@/lib/chat/chat-error';
import { CLASSIFIER_MAX_OUTPUT_TOKENS } from '@/lib/chat/classify-topic';
import { estimateTokens } from '@/lib/prompt/estimate-tokens';

/** An admitted request: its reservation, and whether it may call the upstream or must answer offline. */
export interface Admitted {
  reservationId: string;
  day: string;
  upstream: boolean;
}

/**
 * Admission, before anything costs: the client's rate limits, then (for the upstream) the daily call ceiling
 * and the worst-case cost against the daily budget, decided and written atomically by the store. With
 * CHAT_FALLBACK=offline a budget refusal becomes an offline admission (rate limits only, no cost).
 */
export async function admitChatRequest({ request, message, dependencies }: {
  request: Request;
  message: string;
  dependencies: ChatDependencies;
}): Promise<{ rejection: ChatRejection } | { admitted: Admitted }> {
  const { config, admission } = dependencies;
  const now = dependencies.now();
  const day = utcDay({ at: now });
  const address = resolveClientAddress({ headers: request.headers, trustedHeader: config.CHAT_CLIENT_IP_HEADER });
  const clientId = clientIdentity({ address, day, secret: await dependencies.clientSecret() });
  const base = { clientId, day, nowMs: now.getTime(), limits: admissionLimitsFrom({ config }) };
  const offline = () => admission.admit({ ...base, upstream: false, reserveMicroUsd: 0 });

  const decision: AdmissionDecision = dependencies.upstream
    ? await admission.admit({ ...base, upstream: true, reserveMicroUsd: reservationFor({ message, dependencies }) })
    : await offline();
  if (decision.admitted) return { admitted: { reservationId: decision.reservationId, day, upstream: dependencies.upstream !== null } };
  if (decision.code === 'rate_limited') return { rejection: { code: 'rate_limited', retryAfterSeconds: decision.retryAfterSeconds } };
  if (config.CHAT_FALLBACK !== 'offline') return { rejection: { code: 'budget_exhausted' } };
  // A second atomic step: the rate limits are checked (and counted) again for the offline answer.
  const fallback = await offline();
  if (fallback.admitted) return { admitted: { reservationId: fallback.reservationId, day, upstream: false } };
  return { rejection: fallback.code === 'rate_limited' ? { code: 'rate_limited', retryAfterSeconds: fallback.retryAfterSeconds } : { code: 'budget_exhausted' } };
}

/**
 * Worst-case cost of the upstream calls a request may make. The system prompt never exceeds
 * CHAT_MAX_SYSTEM_CHARS, estimated like estimateTokens (4 characters a token); the classifier is assumed to run
 * unless it is switched off, since a canonical hit that skips it is only known after retrieval.
 */
function reservationFor({ message, dependencies }: { message: string; dependencies: ChatDependencies }): number {
  const { config } = dependencies;
  const questionTokens = estimateTokens(message);
  return worstCaseReservation({
    answerInputTokens: Math.ceil(config.CHAT_MAX_SYSTEM_CHARS / 4) + questionTokens,
    maxOutputTokens: config.CHAT_MAX_TOKENS,
    classifierInputTokens: config.CHAT_SKIP_CLASSIFIER ? null : estimateTokens(dependencies.classifierPrompt) + questionTokens,
    classifierMaxOutputTokens: CLASSIFIER_MAX_OUTPUT_TOKENS,
    prices: modelPricesFrom({ config }),
  });
}
