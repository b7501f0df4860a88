import 'server-only';
import { modelPricesFrom, worstCaseReservation, admitRequest, type Admitted } from '@/lib/admission';
import type { ChatDependencies } from '@/lib/chat/chat-pipeline';
import type { ApiRejection } from '@/lib/platform';
import { CLASSIFIER_MAX_OUTPUT_TOKENS } from '@/lib/chat/classify-topic';
import { estimateTokens } from '@/lib/text';

export type { Admitted } from '@/lib/admission';

/**
 * Chat admission: the upstream (classifier and answer) when a provider is configured, with its worst-case
 * reservation; with CHAT_FALLBACK=offline a budget refusal becomes an offline admission.
 */
export async function admitChatRequest({ request, message, dependencies }: {
  request: Request;
  message: string;
  dependencies: ChatDependencies;
}): Promise<{ rejection: ApiRejection } | { admitted: Admitted }> {
  return admitRequest({
    request,
    dependencies,
    reserveMicroUsd: dependencies.upstream ? reservationFor({ message, dependencies }) : null,
    fallbackWithoutUpstream: dependencies.config.CHAT_FALLBACK === 'offline',
  });
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
