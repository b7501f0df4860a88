import { admissionLimitsFrom, modelPricesFrom, worstCaseReservation } from '@/lib/admission';
import { composeOffline } from '@/lib/chat/answer-routes/offline-route';
import type { PreparedQuestion } from '@/lib/chat/answer-routes/prepared-question';
import { runAnswer } from '@/lib/chat/answer-routes/run-answer';
import type { ChatDependencies } from '@/lib/chat/chat-dependencies';
import { createAnswerToolLoop, TOOL_RESULT_MAX_CHARS } from '@/lib/chat/tools/answer-tools';
import { createOfflineModel } from '@/lib/offline';
import type { UpstreamModels } from '@/lib/platform';
import { promptBudgetsFrom } from '@/lib/prompt';
import { answerSources, retrievedChunks } from '@/lib/retrieval';
import { listOpenSlots } from '@/lib/scheduling';
import { estimateTokens } from '@/lib/text';

/** The upstream call of an answer: its model id for the ledger, and the offline answer should it fail before any text. */
export function upstreamCallOf({ question, upstream }: { question: PreparedQuestion; upstream: UpstreamModels }) {
  return {
    model: upstream.answerModelId,
    // The offline answer is composed only if the model fails before any text.
    fallbackModel: question.dependencies.config.CHAT_FALLBACK === 'offline' ? createOfflineModel({ compose: () => composeOffline(question).text }) : undefined,
  };
}

/** The model writes the answer, with the bounded tool set; the budget is reserved again before each further step. */
export function modelRoute({ question, upstream }: { question: PreparedQuestion; upstream: UpstreamModels }): Response {
  const { dependencies, locale, admitted, today } = question;
  const { config } = dependencies;
  const toolLoop = createAnswerToolLoop({
    context: {
      locale,
      profile: dependencies.profile,
      today,
      retrievalLimits: promptBudgetsFrom({ config }).retrieval,
      maxSteps: config.CHAT_MAX_TOOL_STEPS,
      openSlots: ({ limit }) => {
        const store = dependencies.visitorRequests;
        if (!store) return Promise.resolve({ timeZone: null, slots: [] });
        return listOpenSlots({ profile: dependencies.profile, now: dependencies.now(), limit, heldSlotStarts: (range) => store.heldSlotStarts(range) });
      },
      // A request with no reservation never reaches the model; were it to, it could not reserve a further step either.
      reserveStep: ({ stepNumber }) => admitted.reservationId === null ? Promise.resolve(false) : dependencies.admission.extend({
        reservationId: admitted.reservationId,
        day: admitted.day,
        addMicroUsd: stepReservation({ config, question: question.question, stepNumber }),
        budgetMicroUsd: admissionLimitsFrom({ config }).dailyBudgetMicroUsd,
      }),
    },
  });
  return runAnswer({
    ...question,
    instructions: question.prepared.systemPrompt.text,
    sources: answerSources({ chunks: retrievedChunks({ chunks: question.prepared.retrieval.chunks }), locale }),
    model: upstream.answer,
    mode: 'model',
    upstreamCall: upstreamCallOf({ question, upstream }),
    toolLoop,
  });
}

/**
 * Worst-case cost of model step `stepNumber` (2, 3, …) of the tool loop: the prompt as at the first step, plus
 * every earlier step's output and tool results (each bounded), and a full answer's output.
 */
function stepReservation({ config, question, stepNumber }: { config: ChatDependencies['config']; question: string; stepNumber: number }): number {
  const earlierSteps = (stepNumber - 1) * (config.CHAT_MAX_TOKENS + Math.ceil((3 * TOOL_RESULT_MAX_CHARS) / 4));
  return worstCaseReservation({
    answerInputTokens: Math.ceil(config.CHAT_MAX_SYSTEM_CHARS / 4) + estimateTokens(question) + earlierSteps,
    maxOutputTokens: config.CHAT_MAX_TOKENS,
    classifierInputTokens: null,
    classifierMaxOutputTokens: 0,
    prices: modelPricesFrom({ config }),
  });
}
