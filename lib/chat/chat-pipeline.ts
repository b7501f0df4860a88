import 'server-only';
import { modelPricesFrom, createSpendTracker, type SpendTracker } from '@/lib/admission';
import { catalogRoute } from '@/lib/chat/answer-routes/catalog-route';
import { classifierGate, dispatchClassifier } from '@/lib/chat/answer-routes/classifier-gate';
import { localRoute } from '@/lib/chat/answer-routes/local-route';
import { modelRoute } from '@/lib/chat/answer-routes/model-route';
import { offlineRoute } from '@/lib/chat/answer-routes/offline-route';
import type { PreparedQuestion } from '@/lib/chat/answer-routes/prepared-question';
import { admitChatRequest, type ChatAdmitted } from '@/lib/chat/admit-chat-request';
import type { ChatDependencies } from '@/lib/chat/chat-dependencies';
import type { ChatRequest } from '@/lib/chat/chat-request-schema';
import { createMetricsRecorder, type MetricsRecorder } from '@/lib/chat/debug-metrics';
import { dropSensitiveHistory } from '@/lib/chat/drop-sensitive-history';
import { parseChatRequest } from '@/lib/chat/parse-chat-request';
import { prepareAnswer } from '@/lib/chat/prepare-answer';
import { suggestFollowUps } from '@/lib/chat/suggest-follow-ups';
import { CHAT_LIMITS } from '@/lib/contracts';
import type { Locale } from '@/lib/contracts';
import { busyRejection, rejectionResponse, type ApiRejection, guardJsonRequest, linkSignals } from '@/lib/platform';
import { promptBudgetsFrom } from '@/lib/prompt';
import { matchCanonicalFaq } from '@/lib/retrieval';
import { StoreUnavailableError, utcDay } from '@/lib/store';

export type { ChatDependencies } from '@/lib/chat/chat-dependencies';

/**
 * Handles `POST /api/chat`. Guards run in cost order and each returns a typed rejection:
 * media type → body size → schema and site locale → origin → kill switch → a place among the answers in flight (503 `busy` past
 * CHAT_MAX_CONCURRENT_ANSWERS) → admission → sensitive input → instruction override → the classifier dispatched →
 * retrieval and prompt → the classifier's verdict (fails open, unless this server's own overload timed it out) →
 * one model call. Nothing rejected reaches the upstream, and nothing reaches it without an admission that reserved
 * its worst-case cost. The place is held until the answer's reservation is settled.
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
      // During an outage the store itself has said so, once: one line per refused visitor would drown it.
      .catch((error: unknown) => error instanceof StoreUnavailableError || dependencies.reportError('admission store: could not record an outcome'));
    return rejectionResponse({ rejection, locale, endpoint: 'chat' });
  };
  const guarded = await guardJsonRequest({ request, maxBytes: CHAT_LIMITS.maxBodyBytes, parse: (text) => parseChatRequest({ text }), config, profile: dependencies.profile });
  if ('rejection' in guarded) return reject(guarded.rejection, guarded.locale);
  const body = guarded.body;
  const locale = body.locale;

  // Decided before anything that costs more than the guards: no store write, no retrieval, no upstream call.
  const slot = dependencies.answerSlots.tryAcquire();
  if (slot === null) return reject(busyRejection({ randomBytes: dependencies.randomBytes }), locale);
  const admission = await admitChatRequest({ request, message: body.message, dependencies });
  if ('rejection' in admission) {
    slot.release();
    return reject(admission.rejection, locale);
  }
  if (admission.storeUnavailable) recorder.record({ store: 'unavailable' });
  // The answer stops when the visitor leaves or when a shutdown's grace period is over.
  const signal = linkSignals({ signals: [request.signal, slot.signal] });
  const tracker = createSpendTracker({
    store: dependencies.admission,
    reservationId: admission.admitted.reservationId,
    day: admission.admitted.day,
    prices: modelPricesFrom({ config }),
    reportError: dependencies.reportError,
    onSettled: () => {
      signal.dispose();
      slot.release();
    },
  });
  try {
    const answered = await admittedAnswer({ body, locale, admitted: admission.admitted, tracker, dependencies, recorder, signal: signal.signal });
    if (answered instanceof Response) return answered;
    tracker.settle({ outcome: { rejectionCode: answered.rejection.code } });
    recorder.flush({ outcome: 'rejected', rejection: answered.rejection.code });
    return rejectionResponse({ rejection: answered.rejection, locale, endpoint: 'chat' });
  } catch (error) {
    tracker.settle();
    throw error;
  }
}

/**
 * Everything after admission, all settled by `tracker`: the local answers, then the classifier's dispatch,
 * retrieval and the prompt, then one of the answer routes (offline without a provider; otherwise the classifier's
 * verdict, then the catalog or the model). A rejection (the server was too loaded to classify) is the caller's to send.
 */
async function admittedAnswer(options: {
  body: ChatRequest;
  locale: Locale;
  admitted: ChatAdmitted;
  tracker: SpendTracker;
  dependencies: ChatDependencies;
  recorder: MetricsRecorder;
  signal: AbortSignal;
}): Promise<Response | { rejection: ApiRejection }> {
  const { body, locale, admitted, tracker, dependencies, recorder, signal } = options;
  const { config } = dependencies;
  const local = localRoute({ message: body.message, locale, dependencies, recorder, outcomes: { tracker } });
  if (local) return local;
  const upstream = admitted.upstream ? dependencies.upstream : null;
  // Before retrieval and the prompt (this process's own CPU work), so the small model works meanwhile.
  const classification = upstream
    ? dispatchClassifier({ question: body.message, isCanonical: () => matchCanonicalFaq({ question: body.message, profile: dependencies.profile }) !== null, upstream, dependencies, signal })
    : null;
  await classification?.requestSent;

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
    signal,
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

  if (upstream === null) return offlineRoute(question);
  const refusal = await classifierGate({ question, pending: classification, upstream });
  if (refusal) return refusal;
  recorder.record({ provider: upstream.provider });
  return config.CHAT_ANSWER_MODE === 'catalog' ? catalogRoute({ question, upstream }) : modelRoute({ question, upstream });
}
