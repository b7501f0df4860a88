import 'server-only';
import type { AdmissionStore } from '@/lib/admission/admission-store';
import { admissionLimitsFrom, modelPricesFrom } from '@/lib/admission/admission-limits';
import { worstCaseReservation } from '@/lib/admission/reservation-cost';
import { utcDay } from '@/lib/admission/utc-day';
import { REQUEST_LIMITS, type ChatRequest } from '@/lib/chat/request-schema';
import { admitChatRequest, type Admitted } from '@/lib/chat/admit-chat-request';
import { OUTPUT_CHARS_PER_TOKEN_CEILING } from '@/lib/chat/answer-limits';
import { answerSources, retrievedChunks, usedChunks } from '@/lib/chat/answer-sources';
import { prepareCatalogAnswer } from '@/lib/catalog/catalog-answer';
import { errorResponse, type ChatRejection } from '@/lib/chat/chat-error';
import type { AnswerMode, AnswerSource, RequestProposal } from '@/lib/chat/chat-ui-message';
import { classifyTopic } from '@/lib/chat/classify-topic';
import { dropSensitiveHistory } from '@/lib/chat/drop-sensitive-history';
import { guardJsonRequest } from '@/lib/chat/guards/guard-json-request';
import { parseChatRequest } from '@/lib/chat/guards/parse-chat-request';
import { prepareAnswer } from '@/lib/chat/prepare-answer';
import { promptBudgetsFrom } from '@/lib/chat/prompt-budgets';
import type { UpstreamModels } from '@/lib/chat/providers';
import { createMetricsRecorder, type MetricsRecorder } from '@/lib/chat/request-metrics';
import { createSpendTracker, type SpendTracker } from '@/lib/chat/spend-tracker';
import { streamAnswer, type AnswerSettlement, type AnswerToolLoop } from '@/lib/chat/stream-answer';
import { suggestFollowUps } from '@/lib/chat/suggest-follow-ups';
import { createAnswerToolLoop, TOOL_RESULT_MAX_CHARS } from '@/lib/chat/tools/answer-tools';
import type { ChatConfig } from '@/lib/config/config';
import { detectInstructionOverride } from '@/lib/guards/instruction-override';
import { leakIndexFor } from '@/lib/guards/prompt-leak';
import { detectSensitiveInput } from '@/lib/guards/sensitive-input';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import type { Profile } from '@/lib/knowledge/profile-schema';
import type { Intent } from '@/lib/retrieval/intent-router';
import { composeOfflineAnswer } from '@/lib/offline/compose-offline-answer';
import { createOfflineModel } from '@/lib/offline/offline-model';
import { estimateTokens } from '@/lib/prompt/estimate-tokens';
import { listOpenSlots } from '@/lib/requests/request-pipeline';
import { detectRequestIntent } from '@/lib/requests/request-intent';
import type { RequestKind } from '@/lib/requests/visitor-request-limits';
import type { VisitorRequestStore } from '@/lib/requests/visitor-request-store';


/** What the pipeline needs from the outside world, injected so tests run without Next.js. */
export interface ChatDependencies {
  config: ChatConfig;
  profile: Profile;
  corePrompt: string;
  classifierPrompt: string;
  /** `null` when the provider is the offline engine. */
  upstream: UpstreamModels | null;
  now: () => Date;
  /** Monotonic milliseconds, for durations. */
  clock: () => number;
  generateRequestId: () => string;
  writeMetrics: (line: string) => void;
  /** Limits, budget, ledger and stats counters (SQLite or Redis). */
  admission: AdmissionStore;
  /** The HMAC key of client identities. */
  clientSecret: () => Promise<string>;
  /** Operator-facing errors (a store that failed); never visitor text or addresses. */
  reportError: (message: string) => void;
  /** Visitor requests (the open-slots tool reads held slots); without it the tool reports no open slot. */
  requests?: VisitorRequestStore;
}

/**
 * Handles `POST /api/chat`. Guards run in cost order and each returns a typed rejection:
 * media type → body size → schema → origin → kill switch → admission → sensitive input → instruction override →
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
  const reject = (rejection: ChatRejection, locale: Locale): Response => {
    recorder.flush({ outcome: 'rejected', rejection: rejection.code });
    background({ task: dependencies.admission.recordOutcome({ day: utcDay({ at: dependencies.now() }), rejectionCode: rejection.code }), dependencies });
    return errorResponse({ rejection, locale });
  };
  const guarded = await guardJsonRequest({ request, maxBytes: REQUEST_LIMITS.maxBodyBytes, parse: (text) => parseChatRequest({ text }), config });
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

/** Everything after admission: local refusals, retrieval, the classifier and one answer, all settled by `tracker`. */
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
  const { config, clock } = dependencies;
  const outcomes = { tracker };
  const sensitive = detectSensitiveInput({ text: body.message });
  if (sensitive) return localAnswer({ text: getDictionary({ locale }).guardReplies.sensitive_input, reason: `sensitive_input:${sensitive.category}`, locale, dependencies, recorder, outcomes });
  const override = detectInstructionOverride({ text: body.message });
  const requestKind = override ? null : detectRequestIntent({ question: body.message });
  if (requestKind) return localAnswer({ ...requestProposalAnswer({ kind: requestKind, locale, profile: dependencies.profile }), locale, dependencies, recorder, outcomes });
  if (override) return localAnswer({ text: getDictionary({ locale }).guardReplies.instruction_override, reason: override.category, locale, dependencies, recorder, outcomes });

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
  const answered = { ...outcomes, retrievedNothing: retrieval.usedFallback && retrieval.canonical === null };
  const composeOffline = () => composeOfflineAnswer({ question: body.message, locale, retrieval, profile: dependencies.profile, today, resolution: prepared.resolution });
  const upstream = admitted.upstream ? dependencies.upstream : null;

  const answerOptions = {
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
    instructions: systemPrompt.text,
    question: body.message,
    locale,
    dependencies,
    recorder,
    signal: request.signal,
    outcomes: answered,
  };

  if (upstream === null) {
    recorder.record({ provider: 'offline', classifier: 'skipped' });
    // Composed up front: the sources of an offline answer are the facts it spoke.
    const offline = composeOffline();
    const sources = answerSources({ chunks: usedChunks({ usedChunkIds: offline.usedChunkIds, index: prepared.index }), locale });
    return answer({ ...answerOptions, sources, model: createOfflineModel({ compose: () => offline.text }), mode: 'offline' });
  }

  // A canonical hit is certain to be on topic, so it skips the extra round trip.
  if (config.CHAT_SKIP_CLASSIFIER || retrieval.canonical) {
    recorder.record({ classifier: 'skipped' });
  } else {
    const decision = await classifyTopic({
      model: upstream.classifier,
      instructions: dependencies.classifierPrompt,
      question: body.message,
      timeoutMs: config.CHAT_CLASSIFIER_TIMEOUT_MS,
      providerOptions: upstream.classifierProviderOptions,
      abortSignal: request.signal,
      now: clock,
    });
    tracker.recordCall({
      kind: 'classifier',
      model: upstream.classifierModelId,
      usage: { inputTokens: decision.inputTokens, cachedInputTokens: 0, outputTokens: decision.outputTokens },
      outcome: decision.verdict === null ? `fail_open:${decision.failOpen}` : 'completed',
    });
    recorder.record({
      classifier: decision.verdict === null
        ? { verdict: null, durationMs: Math.round(decision.durationMs), failOpen: decision.failOpen }
        : { verdict: decision.verdict, durationMs: Math.round(decision.durationMs) },
    });
    if (decision.verdict === 'OFF_TOPIC') {
      return localAnswer({ text: dependencies.profile.assistant.offTopic[locale], reason: 'off_topic', locale, dependencies, recorder, outcomes, classified: true });
    }
    // What the phrase filters missed and the classifier saw: the same local refusal, nothing reaches the answer model.
    if (decision.verdict === 'MANIPULATION') {
      return localAnswer({ text: getDictionary({ locale }).guardReplies.instruction_override, reason: 'manipulation', locale, dependencies, recorder, outcomes, classified: true });
    }
  }
  recorder.record({ provider: upstream.provider });
  const upstreamCall = {
    model: upstream.answerModelId,
    // The offline answer is composed only if the model fails before any text.
    fallbackModel: config.CHAT_FALLBACK === 'offline' ? createOfflineModel({ compose: () => composeOffline().text }) : undefined,
  };
  const sources = answerSources({ chunks: retrievedChunks({ chunks: retrieval.chunks }), locale });
  if (config.CHAT_ANSWER_MODE === 'catalog') {
    const catalog = prepareCatalogAnswer({
      profile: dependencies.profile,
      retrieval,
      question: body.message,
      locale,
      summary: history.summary,
      recentTurns: history.recentTurns,
      budgets: promptBudgetsFrom({ config }),
      upstream: upstream.answer,
      upstreamModelId: upstream.answerModelId,
      maxOutputTokens: config.CHAT_MAX_TOKENS,
      // A fact shares its section's chunk id: the sources of a catalog answer are the facts it shows.
      sourcesOf: (factIds) => answerSources({ chunks: usedChunks({ usedChunkIds: factIds, index: prepared.index }), locale }),
      onSelection: (selection) => recorder.record({ catalog: selection.kind === 'answer' ? { selected: selection.factIds.length } : { refusal: selection.reason } }),
    });
    return answer({ ...answerOptions, sources, instructions: catalog.instructions, model: catalog.model, mode: 'catalog', sourcesAtFirstText: catalog.selectedSources, upstreamCall });
  }
  const toolLoop = createAnswerToolLoop({
    context: {
      locale,
      profile: dependencies.profile,
      today,
      retrievalLimits: promptBudgetsFrom({ config }).retrieval,
      maxSteps: config.CHAT_MAX_TOOL_STEPS,
      openSlots: ({ limit }) => (dependencies.requests ? listOpenSlots({ dependencies: { ...dependencies, store: dependencies.requests }, limit }) : Promise.resolve({ timeZone: null, slots: [] })),
      reserveStep: ({ stepNumber }) => dependencies.admission.extend({
        reservationId: admitted.reservationId,
        day: admitted.day,
        addMicroUsd: stepReservation({ config, question: body.message, stepNumber }),
        budgetMicroUsd: admissionLimitsFrom({ config }).dailyBudgetMicroUsd,
      }),
    },
  });
  return answer({ ...answerOptions, sources, model: upstream.answer, mode: 'model', upstreamCall, toolLoop });
}

/** Runs a store write in the background; a failure is reported to the operator, never to the visitor. */
function background({ task, dependencies }: { task: Promise<void>; dependencies: ChatDependencies }): void {
  task.catch(() => dependencies.reportError('admission store: could not record an outcome'));
}

/** What an answer's end records: the ledger and settlement, and the stats counters of the day. */
interface AnswerOutcomes {
  tracker: SpendTracker;
  retrievedNothing?: boolean;
}

/** Streams a fixed local answer (a refusal, or a request card to review) through the same protocol as a model answer. */
function localAnswer(options: {
  text: string;
  reason: string;
  proposal?: RequestProposal;
  locale: Locale;
  dependencies: ChatDependencies;
  recorder: MetricsRecorder;
  outcomes: AnswerOutcomes;
  /** The classifier gave this verdict: its metrics stay, instead of "skipped". */
  classified?: boolean;
}): Response {
  const { text, reason, locale, dependencies, recorder, outcomes } = options;
  recorder.record(options.classified ? { localReason: reason } : { localReason: reason, classifier: 'skipped' });
  const model = createOfflineModel({ compose: () => text });
  return answer({ model, mode: 'local', instructions: '', question: '', locale, sources: [], dependencies, recorder, outcomes, proposal: options.proposal });
}

function answer(options: {
  model: Parameters<typeof streamAnswer>[0]['model'];
  mode: AnswerMode;
  instructions: string;
  question: string;
  locale: Locale;
  sources: AnswerSource[];
  dependencies: ChatDependencies;
  recorder: MetricsRecorder;
  signal?: AbortSignal;
  outcomes: AnswerOutcomes;
  /** Set for an upstream answer: the model id for the ledger and the offline fallback, if configured. */
  upstreamCall?: { model: string; fallbackModel?: Parameters<typeof streamAnswer>[0]['model'] };
  toolLoop?: AnswerToolLoop;
  proposal?: RequestProposal;
  sourcesAtFirstText?: () => AnswerSource[] | null;
  intent?: Intent;
  followUps?: string[];
}): Response {
  const { config, clock } = options.dependencies;
  const { recorder, mode, outcomes, upstreamCall, dependencies } = options;
  recorder.record({ mode });
  return streamAnswer({
    model: options.model,
    instructions: options.instructions,
    question: options.question,
    locale: options.locale,
    mode,
    sources: options.sources,
    maxOutputTokens: config.CHAT_MAX_TOKENS,
    maxOutputChars: config.CHAT_MAX_TOKENS * OUTPUT_CHARS_PER_TOKEN_CEILING,
    timeoutMs: config.CHAT_UPSTREAM_TIMEOUT_MS,
    clientSignal: options.signal,
    fallbackModel: upstreamCall?.fallbackModel,
    toolLoop: options.toolLoop,
    proposal: options.proposal,
    // Only model-written prose can leak the prompt; offline, local and catalog answers are the server's own text.
    leakIndex: mode === 'model' ? leakIndexFor({ text: dependencies.corePrompt, runWords: config.CHAT_LEAK_RUN_WORDS }) : undefined,
    sourcesAtFirstText: options.sourcesAtFirstText,
    intent: options.intent ?? null,
    followUps: options.followUps,
    now: clock,
    onSettled: (settlement: AnswerSettlement) => {
      const finalMode: AnswerMode = settlement.fellBack ? 'offline' : mode;
      if (upstreamCall) {
        // One ledger row per model step of the tool loop.
        for (const usage of settlement.steps) outcomes.tracker.recordCall({ kind: 'answer', model: upstreamCall.model, usage, outcome: settlement.outcome });
      }
      outcomes.tracker.settle({ outcome: { mode: finalMode, retrievedNothing: outcomes.retrievedNothing } });
      recorder.flush({
        outcome: settlement.outcome,
        mode: finalMode,
        ...(settlement.fellBack ? { fallback: 'offline' as const } : {}),
        firstUpstreamTextMs: upstreamCall && settlement.firstTextMs !== null ? Math.round(settlement.firstTextMs) : null,
        outputTokens: settlement.outputTokens,
      });
    },
  });
}

/** The request intent answers with a card to review: a call when the profile offers calls, else a message. */
function requestProposalAnswer({ kind, locale, profile }: { kind: RequestKind; locale: Locale; profile: Profile }): { text: string; reason: string; proposal: RequestProposal } {
  const copy = getDictionary({ locale }).requests.chat;
  const callsOffered = profile.scheduling !== undefined;
  const proposed: RequestKind = kind === 'intro_call' && !callsOffered ? 'message' : kind;
  return { text: callsOffered ? copy.proposalLead : copy.messageOnlyLead, reason: `request_intent:${proposed}`, proposal: { kind: proposed } };
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
