import 'server-only';
import { modelPricesFrom, createSpendTracker, type SpendTracker } from '@/lib/admission';
import type { Admitted } from '@/lib/admission';
import { catalogRoute } from '@/lib/chat/answer-routes/catalog-route';
import { classifierGate } from '@/lib/chat/answer-routes/classifier-gate';
import { localRoute } from '@/lib/chat/answer-routes/local-route';
import { modelRoute } from '@/lib/chat/answer-routes/model-route';
import { offlineRoute } from '@/lib/chat/answer-routes/offline-route';
import type { PreparedQuestion } from '@/lib/chat/answer-routes/prepared-question';
import { admitChatRequest } from '@/lib/chat/admit-chat-request';
import type { ChatDependencies } from '@/lib/chat/chat-dependencies';
import type { ChatRequest } from '@/lib/chat/chat-request-schema';
import { createMetricsRecorder, type MetricsRecorder } from '@/lib/chat/debug-metrics';
import { dropSensitiveHistory } from '@/lib/chat/drop-sensitive-history';
import { parseChatRequest } from '@/lib/chat/parse-chat-request';
import { prepareAnswer } from '@/lib/chat/prepare-answer';
import { suggestFollowUps } from '@/lib/chat/suggest-follow-ups';
import { CHAT_LIMITS } from '@/lib/contracts';
import type { Locale } from '@/lib/contracts';
import { rejectionResponse, type ApiRejection, guardJsonRequest } from '@/lib/platform';
import { promptBudgetsFrom } from '@/lib/prompt';
import { utcDay } from '@/lib/store';

export type { ChatDependencies } from '@/lib/chat/chat-dependencies';

/**
 * Handles `POST /api/chat`. Guards run in cost order and each returns a typed rejection:
 * media type → body size → schema and site locale → origin → kill switch → admission → sensitive input → instruction override →
 * retrieval and prompt → classifier (fails open) → one model call. Nothing rejected reaches the upstream, and
 * nothing reaches it without an admission that reserved its worst-case cost.
 */
export async function handleChatRequest({ request, dependencies }: { request: Request; dependencies: ChatDependencies }): Promise<Response> {
  const { config, clock } = dependencies;
  const recorder = createMetricsRecorder({
    enabled: config.CHAT_DEBUG_METRICS,
    requestId: dependencies.generateRequestId(),
    now: clock,
    write: dependencies.writeMetrics,
  });
  const reject = (rejection: ApiRejection, locale: Locale): Response => {
    recorder.flush({ outcome: 'rejected', rejection: rejection.code });
    dependencies.admission
      .recordOutcome({ day: utcDay({ at: dependencies.now() }), rejectionCode: rejection.code })
      .catch(() => dependencies.reportError('admission store: could not record an outcome'));
    return rejectionResponse({ rejection, locale, endpoint: 'chat' });
  };
  const guarded = await guardJsonRequest({ request, maxBytes: CHAT_LIMITS.maxBodyBytes, parse: (text) => parseChatRequest({ text }), config, profile: dependencies.profile });
  if ('rejection' in guarded) return reject(guarded.rejection, guarded.locale);
  const body = guarded.body;
  const locale = body.locale;

  const admission = await admitChatRequest({ request, message: body.message, dependencies });
  if ('rejection' in admission) return reject(admission.rejection, locale);
  const tracker = createSpendTracker({
    store: dependencies.admission,
    reservationId: admission.admitted.reservationId,
    day: admission.admitted.day,
    prices: modelPricesFrom({ config }),
    reportError: dependencies.reportError,
  });
  try {
    return await admittedAnswer({ request, body, locale, admitted: admission.admitted, tracker, dependencies, recorder });
  } catch (error) {
    tracker.settle();
    throw error;
  }
}

/**
 * Everything after admission, all settled by `tracker`: the local answers, then retrieval and the prompt, then one
 * of the answer routes (offline without a provider; otherwise the classifier, then the catalog or the model).
 */
async function admittedAnswer(options: {
  request: Request;
  body: ChatRequest;
  locale: Locale;
  admitted: Admitted;
  tracker: SpendTracker;
  dependencies: ChatDependencies;
  recorder: MetricsRecorder;
}): Promise<Response> {
  const { request, body, locale, admitted, tracker, dependencies, recorder } = options;
  const { config } = dependencies;
  const local = localRoute({ message: body.message, locale, dependencies, recorder, outcomes: { tracker } });
  if (local) return local;

  const history = dropSensitiveHistory({ summary: body.sessionSummary, recentTurns: body.recentTurns });
  const today = dependencies.now();
  const prepared = prepareAnswer({
    question: body.message,
    locale,
    today,
    profile: dependencies.profile,
    corePrompt: dependencies.corePrompt,
    budgets: promptBudgetsFrom({ config }),
    summary: history.summary,
    recentTurns: history.recentTurns,
  });
  const { retrieval, systemPrompt } = prepared;
  recorder.record({
    intent: retrieval.intent,
    // What the question carried over from the conversation: profile chunk ids only, never the visitor's words.
    followUp: prepared.resolution.reference === null ? null : { reference: prepared.resolution.reference, carried: prepared.resolution.carried.map((entity) => entity.chunkId) },
    canonical: retrieval.canonical?.id ?? null,
    chunkIds: retrieval.chunks.map(({ chunk }) => chunk.id),
    tokens: {
      core: systemPrompt.tokens.core,
      context: systemPrompt.tokens.canonical + systemPrompt.tokens.excerpts,
      session: systemPrompt.tokens.session,
      question: prepared.questionTokens,
    },
  });
  const question: PreparedQuestion = {
    question: body.message,
    locale,
    today,
    admitted,
    prepared,
    history,
    dependencies,
    recorder,
    signal: request.signal,
    outcomes: { tracker, retrievedNothing: retrieval.usedFallback && retrieval.canonical === null },
    intent: retrieval.intent,
    // From what was discussed (the question's and the carried entities, the best chunk), so both engines offer the same.
    followUps: suggestFollowUps({
      question: body.message,
      locale,
      profile: dependencies.profile,
      resolution: prepared.resolution,
      retrieval,
      asked: history.recentTurns.filter((turn) => turn.role === 'user').map((turn) => turn.content),
    }),
  };

  const upstream = admitted.upstream ? dependencies.upstream : null;
  if (upstream === null) return offlineRoute(question);
  const refusal = await classifierGate({ question, upstream });
  if (refusal) return refusal;
  recorder.record({ provider: upstream.provider });
  return config.CHAT_ANSWER_MODE === 'catalog' ? catalogRoute({ question, upstream }) : modelRoute({ question, upstream });
}
