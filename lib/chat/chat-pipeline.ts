import 'server-only';
import { REQUEST_LIMITS } from '@/app/api/chat/request-schema';
import { answerSources } from '@/lib/chat/answer-sources';
import { errorResponse, type ChatRejection } from '@/lib/chat/chat-error';
import type { AnswerMode, AnswerSource } from '@/lib/chat/chat-ui-message';
import { classifyTopic } from '@/lib/chat/classify-topic';
import { dropSensitiveHistory } from '@/lib/chat/drop-sensitive-history';
import { checkKillSwitch } from '@/lib/chat/guards/check-kill-switch';
import { checkMediaType } from '@/lib/chat/guards/check-media-type';
import { checkOrigin } from '@/lib/chat/guards/check-origin';
import { parseChatRequest } from '@/lib/chat/guards/parse-chat-request';
import { prepareAnswer } from '@/lib/chat/prepare-answer';
import { promptBudgetsFrom } from '@/lib/chat/prompt-budgets';
import type { UpstreamModels } from '@/lib/chat/providers';
import { readBodyWithLimit } from '@/lib/chat/read-body';
import { createMetricsRecorder, type MetricsRecorder } from '@/lib/chat/request-metrics';
import { streamAnswer, type AnswerSettlement } from '@/lib/chat/stream-answer';
import type { ChatConfig } from '@/lib/config/config';
import { GUARD_COPY } from '@/lib/guards/guard-copy';
import { detectInstructionOverride } from '@/lib/guards/instruction-override';
import { detectSensitiveInput } from '@/lib/guards/sensitive-input';
import type { Locale } from '@/lib/i18n/locales';
import { negotiateLocale } from '@/lib/i18n/negotiate-locale';
import type { Profile } from '@/lib/knowledge/profile-schema';
import { composeOfflineAnswer } from '@/lib/offline/compose-offline-answer';
import { createOfflineModel } from '@/lib/offline/offline-model';

/** A runaway answer is cut at this many characters per allowed output token (about twice the usual 4). */
const OUTPUT_CHARS_PER_TOKEN_CEILING = 8;

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
}

/**
 * Handles `POST /api/chat`. Guards run in cost order and each returns a typed rejection:
 * media type → body size → schema → origin → kill switch → sensitive input → instruction override →
 * retrieval and prompt → classifier (fails open) → one model call. Nothing rejected reaches the upstream.
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
    return errorResponse({ rejection, locale });
  };
  const headerLocale = negotiateLocale({ acceptLanguage: request.headers.get('accept-language') });

  const mediaType = checkMediaType({ contentType: request.headers.get('content-type') });
  if (mediaType) return reject(mediaType, headerLocale);
  const text = await readBodyWithLimit({ request, maxBytes: REQUEST_LIMITS.maxBodyBytes });
  if (text === null) return reject({ code: 'payload_too_large' }, headerLocale);
  const parsed = parseChatRequest({ text });
  if ('rejection' in parsed) return reject(parsed.rejection, headerLocale);
  const body = parsed.request;
  const locale = body.locale;

  const origin = checkOrigin({
    origin: request.headers.get('origin'),
    host: request.headers.get('host'),
    allowedOrigins: config.CHAT_ALLOWED_ORIGINS,
  });
  if (origin) return reject(origin, locale);
  const killSwitch = checkKillSwitch({ disabled: config.CHAT_DISABLED });
  if (killSwitch) return reject(killSwitch, locale);

  const sensitive = detectSensitiveInput({ text: body.message });
  if (sensitive) return localAnswer({ text: GUARD_COPY.sensitive_input[locale], reason: `sensitive_input:${sensitive.category}`, locale, dependencies, recorder });
  const override = detectInstructionOverride({ text: body.message });
  if (override) return localAnswer({ text: GUARD_COPY.instruction_override[locale], reason: override.category, locale, dependencies, recorder });

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
    canonical: retrieval.canonical?.id ?? null,
    chunkIds: retrieval.chunks.map(({ chunk }) => chunk.id),
    tokens: {
      core: systemPrompt.tokens.core,
      context: systemPrompt.tokens.canonical + systemPrompt.tokens.excerpts,
      session: systemPrompt.tokens.session,
      question: prepared.questionTokens,
    },
  });
  const sources = answerSources({ chunks: retrieval.chunks, locale });
  const upstream = dependencies.upstream;

  if (upstream === null) {
    const model = createOfflineModel({
      compose: (question) => composeOfflineAnswer({ question, locale, retrieval, profile: dependencies.profile, today }),
    });
    recorder.record({ provider: 'offline', classifier: 'skipped' });
    return answer({ model, mode: 'offline', instructions: systemPrompt.text, question: body.message, locale, sources, dependencies, recorder, signal: request.signal });
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
    recorder.record({
      classifier: decision.verdict === null
        ? { verdict: null, durationMs: Math.round(decision.durationMs), failOpen: decision.failOpen }
        : { verdict: decision.verdict, durationMs: Math.round(decision.durationMs) },
    });
    if (decision.verdict === 'OFF_TOPIC') {
      return localAnswer({ text: dependencies.profile.assistant.offTopic[locale], reason: 'off_topic', locale, dependencies, recorder });
    }
  }
  recorder.record({ provider: upstream.provider });
  return answer({
    model: upstream.answer,
    mode: 'model',
    instructions: systemPrompt.text,
    question: body.message,
    locale,
    sources,
    dependencies,
    recorder,
    signal: request.signal,
  });
}

/** Streams a fixed local answer (a refusal) through the same protocol as a model answer. */
function localAnswer(options: { text: string; reason: string; locale: Locale; dependencies: ChatDependencies; recorder: MetricsRecorder }): Response {
  const { text, reason, locale, dependencies, recorder } = options;
  recorder.record({ localReason: reason, classifier: 'skipped' });
  const model = createOfflineModel({ compose: () => text });
  return answer({ model, mode: 'local', instructions: '', question: '', locale, sources: [], dependencies, recorder });
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
}): Response {
  const { config, clock } = options.dependencies;
  const { recorder, mode } = options;
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
    now: clock,
    onSettled: (settlement: AnswerSettlement) =>
      recorder.flush({
        outcome: settlement.outcome,
        firstUpstreamTextMs: mode === 'model' && settlement.firstTextMs !== null ? Math.round(settlement.firstTextMs) : null,
        outputTokens: settlement.outputTokens,
      }),
  });
}
