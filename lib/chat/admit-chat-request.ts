import 'server-only';
import { modelPricesFrom, worstCaseReservation, admitRequest, type Admitted } from '@/lib/admission';
import type { ChatDependencies } from '@/lib/chat/chat-pipeline';
import type { ApiRejection } from '@/lib/platform';
import { CLASSIFIER_MAX_OUTPUT_TOKENS } from '@/lib/chat/classify-topic';
import { utcDay } from '@/lib/store';
import { estimateTokens } from '@/lib/text';

/**
 * An admitted chat request. `reservationId` is null for a request the store could not admit (it was unavailable)
 * and the offline fallback answers: nothing was reserved, so nothing is settled, and it never calls the upstream.
 */
export type ChatAdmitted = Omit<Admitted, 'reservationId'> & { reservationId: string | null };

/**
 * Chat admission: the upstream (classifier and answer) when a provider is configured, with its worst-case
 * reservation. With CHAT_FALLBACK=offline a budget refusal becomes an offline admission, and so does a store that
 * cannot be reached (contracts §9: an offline answer labelled as such, never `budget_exhausted`); without the
 * fallback that is `store_unavailable`.
 */
export async function admitChatRequest({ request, message, dependencies }: {
  request: Request;
  message: string;
  dependencies: ChatDependencies;
}): Promise<{ rejection: ApiRejection } | { admitted: ChatAdmitted; storeUnavailable?: true }> {
  const fallback = dependencies.config.CHAT_FALLBACK === 'offline';
  const admission = await admitRequest({
    request,
    dependencies,
    reserveMicroUsd: dependencies.upstream ? reservationFor({ message, dependencies }) : null,
    fallbackWithoutUpstream: fallback,
  });
  if ('rejection' in admission && admission.rejection.code === 'store_unavailable' && fallback) {
    return { admitted: { reservationId: null, day: utcDay({ at: dependencies.now() }), upstream: false }, storeUnavailable: true };
  }
  return admission;
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
