import { streamText, toUIMessageChunk, type LanguageModel, type PrepareStepFunction, type StopCondition, type ToolSet } from 'ai';
import { createAnswerResponse, type AnswerStreamWriter } from '@/lib/chat/answer-response';
import type { AnswerMode, AnswerSource, ChatUIMessage, VisitorRequestProposal } from '@/lib/chat/chat-ui-message';
import type { Intent } from '@/lib/retrieval';
import { createLeakFilter, LEAK_STOP_PARTS } from '@/lib/chat/leak-filter';
import { linkSignals } from '@/lib/platform';
import type { LeakIndex } from '@/lib/filters';
import { getDictionary } from '@/lib/i18n';
import type { Locale } from '@/lib/contracts';
import { estimateTokens } from '@/lib/text';

/**
 * Headers of every answer stream. `X-Accel-Buffering: no` tells nginx-like proxies to pass each event on at once
 * (contracts §9). `no-transform` keeps Next's gzip (and any proxy) off the event stream:
 * compressing small SSE writes costs about 15% of the server's CPU under load and can hold text back.
 */
export const STREAM_HEADERS = { 'Cache-Control': 'no-store, no-transform', 'X-Accel-Buffering': 'no' };

/** How an answer stream ended; decides what is settled in the ledger and logged. */
export type AnswerOutcome = 'completed' | 'failed' | 'timeout' | 'too_large' | 'client_aborted' | 'leak_stopped';

export interface AnswerSettlement {
  /** How the first (model) attempt ended; a fallback answer does not hide the upstream failure. */
  outcome: AnswerOutcome;
  inputTokens: number;
  cachedInputTokens: number;
  outputTokens: number;
  /** Milliseconds from the call to the first text from the model; null when none arrived. */
  firstTextMs: number | null;
  outputChars: number;
  /** True when the model failed before any text and the fallback model answered instead. */
  fellBack: boolean;
  /** Usage of each model step of the first attempt (one entry without tools), for one ledger row per step. */
  steps: Usage[];
}

export type Usage = Pick<AnswerSettlement, 'inputTokens' | 'cachedInputTokens' | 'outputTokens'>;
export type ChatWriter = AnswerStreamWriter<ChatUIMessage>;

/**
 * The model's bounded tool loop, offered to the first (model) attempt only. Tool parts never reach the visitor's
 * stream: a tool shows itself only through data parts it writes (a proposal card).
 */
export interface AnswerToolLoop {
  /** The fixed tool set, its handlers bound to this answer's writer. */
  tools: (writer: ChatWriter) => ToolSet;
  stopWhen: StopCondition<ToolSet>[];
  prepareStep: PrepareStepFunction<ToolSet>;
  /** Text the server writes when the model's loop ended without any (after a proposal, or at the step cap). */
  closingText: () => string | null;
}
type ChatChunk = Parameters<ChatWriter['write']>[0];

interface AttemptResult extends Usage {
  steps: Usage[];
  outcome: AnswerOutcome;
  firstTextMs: number | null;
  outputChars: number;
  /** The attempt failed before any text and wrote nothing of its own: the fallback may answer cleanly. */
  canFallBack: boolean;
}

/** Limits and signals shared by the attempts of one answer. */
interface AttemptContext {
  writer: ChatWriter;
  instructions: string;
  question: string;
  maxOutputTokens: number;
  maxOutputChars: number;
  timeout: AbortSignal;
  clientSignal: AbortSignal;
  failure: string;
  started: number;
  now: () => number;
  leakIndex?: LeakIndex;
  sourcesAtFirstText?: () => AnswerSource[] | null;
  followUps?: string[];
}

/**
 * Streams one answer as the AI SDK UI message stream: mode and sources first, then the model's text.
 * One upstream attempt; `timeoutMs` bounds the whole answer (a stalled body included) and `maxOutputChars`
 * cuts a runaway answer. Failures become the stream's error part with a localized, opaque message, except
 * that a failure before any text is answered by `fallbackModel` when given (the mode part then says offline).
 */
export function streamAnswer(options: {
  model: LanguageModel;
  instructions: string;
  question: string;
  locale: Locale;
  mode: AnswerMode;
  sources: AnswerSource[];
  maxOutputTokens: number;
  maxOutputChars: number;
  timeoutMs: number;
  clientSignal?: AbortSignal;
  fallbackModel?: LanguageModel;
  toolLoop?: AnswerToolLoop;
  /** A request card the answer proposes without a model (the request intent): written after the sources. */
  proposal?: VisitorRequestProposal;
  /** The core prompt's leak index: a model answer that repeats a long run of it is stopped with a notice. */
  leakIndex?: LeakIndex;
  /** Sources known only once the answer's text begins (the catalog's selected facts); they replace `sources`. */
  sourcesAtFirstText?: () => AnswerSource[] | null;
  /** What the question was routed as (null for a built-in reply), for the page's feedback. */
  intent?: Intent | null;
  /** Suggested next questions, written just before the finish part of an answer that completed with text. */
  followUps?: string[];
  now: () => number;
  onSettled?: (settlement: AnswerSettlement) => void;
}): Response {
  const { mode, sources, now } = options;
  const failure = getDictionary({ locale: options.locale }).streamInterrupted;
  // The server cancels the response body when the visitor goes away. `request.signal` alone is not enough:
  // undici follows it through a weak reference, so under memory pressure its abort can be lost.
  const bodyCancelled = new AbortController();
  const visitorGone = linkSignals({ signals: [options.clientSignal, bodyCancelled.signal] });
  return createAnswerResponse<ChatUIMessage>({
    execute: async ({ writer }) => {
      // The start part goes first so the client attaches the data parts to this answer's message.
      writer.write({ type: 'start' });
      // The id lets a fallback replace the mode part in the client's message instead of adding a second one.
      writer.write({ type: 'data-mode', id: 'mode', data: { mode } });
      // The id lets sources known later (the catalog's selection) replace these in the client's message.
      writer.write({ type: 'data-sources', id: 'sources', data: { sources } });
      if (options.proposal) writer.write({ type: 'data-proposal', data: options.proposal });
      writer.write({ type: 'data-intent', id: 'intent', data: { intent: options.intent ?? null } });
      const context: AttemptContext = {
        writer,
        instructions: options.instructions,
        question: options.question,
        maxOutputTokens: options.maxOutputTokens,
        maxOutputChars: options.maxOutputChars,
        timeout: AbortSignal.timeout(options.timeoutMs),
        clientSignal: visitorGone.signal,
        failure,
        started: now(),
        now,
        leakIndex: options.leakIndex,
        sourcesAtFirstText: options.sourcesAtFirstText,
        followUps: options.followUps,
      };
      let first: AttemptResult | undefined;
      let fellBack = false;
      try {
        first = await attempt({ context, model: options.model, holdForFallback: options.fallbackModel !== undefined, toolLoop: options.toolLoop });
        if (first.canFallBack && options.fallbackModel) {
          fellBack = true;
          writer.write({ type: 'data-mode', id: 'mode', data: { mode: 'offline' } });
          // A fresh deadline: the first attempt may have used the whole one before failing.
          await attempt({ context: { ...context, timeout: AbortSignal.timeout(options.timeoutMs) }, model: options.fallbackModel, holdForFallback: false });
        }
      } finally {
        visitorGone.dispose();
        const result = first ?? { outcome: 'failed' as const, inputTokens: 0, cachedInputTokens: 0, outputTokens: 0, firstTextMs: null, outputChars: 0, steps: [] };
        options.onSettled?.({
          outcome: result.outcome,
          inputTokens: result.inputTokens,
          cachedInputTokens: result.cachedInputTokens,
          outputTokens: result.outputTokens,
          firstTextMs: result.firstTextMs,
          outputChars: result.outputChars,
          fellBack,
          steps: result.steps,
        });
      }
    },
    // Never forward upstream detail (status, body, stack) to the visitor.
    onError: () => failure,
    onCancel: (reason) => bodyCancelled.abort(reason),
    headers: STREAM_HEADERS,
    now,
  });
}

/**
 * One model call relayed into the writer. With `holdForFallback`, parts before the first text are held back,
 * so a failure before any text leaves the stream clean for the fallback answer.
 */
async function attempt({ context, model, holdForFallback, toolLoop }: {
  context: AttemptContext;
  model: LanguageModel;
  holdForFallback: boolean;
  toolLoop?: AnswerToolLoop;
}): Promise<AttemptResult> {
  const { writer, failure, timeout, clientSignal, now } = context;
  const leakFilter = context.leakIndex ? createLeakFilter({ index: context.leakIndex }) : null;
  const ceiling = new AbortController();
  const linked = linkSignals({ signals: [timeout, ceiling.signal, clientSignal] });
  let failed = false;
  let reported: Usage | null = null;
  let reasoningChars = 0;
  const stepUsages: Usage[] = [];
  const result = streamText({
    ...(toolLoop ? { tools: toolLoop.tools(writer), stopWhen: toolLoop.stopWhen, prepareStep: toolLoop.prepareStep } : {}),
    model,
    instructions: context.instructions,
    prompt: context.question,
    maxOutputTokens: context.maxOutputTokens,
    maxRetries: 0,
    abortSignal: linked.signal,
    onError: () => {
      failed = true;
    },
    onStepEnd: (step) => {
      stepUsages.push({ inputTokens: step.usage.inputTokens ?? 0, cachedInputTokens: step.usage.inputTokenDetails?.cacheReadTokens ?? 0, outputTokens: step.usage.outputTokens ?? 0 });
    },
    onEnd: (event) => {
      reported = {
        inputTokens: event.totalUsage.inputTokens ?? 0,
        cachedInputTokens: event.totalUsage.inputTokenDetails?.cacheReadTokens ?? 0,
        outputTokens: event.totalUsage.outputTokens ?? 0,
      };
    },
  });

  let outputChars = 0;
  let firstTextMs: number | null = null;
  let outcome: AnswerOutcome = 'completed';
  const held: ChatChunk[] = [];
  const holding = () => holdForFallback && firstTextMs === null;
  const emit = (part: ChatChunk) => (holding() ? held.push(part) : writer.write(part));
  const release = () => held.splice(0).forEach((part) => writer.write(part));
  // Through the leak filter, so the words it held back are shown before the failure.
  const writeFailure = () => (leakFilter ? leakFilter.filter({ type: 'error', errorText: failure }).parts : [{ type: 'error' as const, errorText: failure }]).forEach((part) => writer.write(part));
  // The model's own parts, each turned into its UI chunk here: `toUIMessageStream` would put three more streams
  // (and their promises) behind every chunk, for bookkeeping this answer does itself. No `onChunk` either: that
  // costs an awaited call per chunk.
  const reader = result.fullStream.getReader();
  const finish = (canFallBack: boolean): AttemptResult => {
    const usage = reported ?? unreportedUsage({ context, outcome, generatedChars: outputChars + reasoningChars });
    // A step cut short reported nothing: the whole estimate stands in for it (and for any steps before it).
    const steps = reported ? (stepUsages.length > 0 ? stepUsages : [usage]) : [usage];
    return { outcome, ...usage, steps, firstTextMs, outputChars, canFallBack };
  };
  try {
    for (;;) {
      const { done, value: modelPart } = await reader.read();
      if (done) break;
      // Reasoning stays on the server: it can restate the instructions and the CONTEXT the visitor must not read.
      // It is counted, so that an answer whose usage the provider never reported is billed for it.
      if (modelPart.type === 'reasoning-delta') reasoningChars += modelPart.text.length;
      // Tool calls and results are the server's business; the visitor sees only what a tool writes on purpose.
      if (modelPart.type.startsWith('reasoning') || modelPart.type.startsWith('tool-')) continue;
      const value = toUIMessageChunk<ToolSet, ChatUIMessage>(modelPart, { sendStart: false, sendReasoning: false, onError: () => failure });
      if (value === undefined) continue;
      if (value.type === 'text-delta') {
        if (firstTextMs === null) {
          const late = context.sourcesAtFirstText?.();
          if (late) writer.write({ type: 'data-sources', id: 'sources', data: { sources: late } });
        }
        firstTextMs ??= now() - context.started;
        release();
        outputChars += value.delta.length;
        if (outputChars > context.maxOutputChars) {
          outcome = 'too_large';
          ceiling.abort();
          writer.write({ type: 'error', errorText: failure });
          break;
        }
      }
      if (value.type === 'abort') {
        outcome = clientSignal.aborted ? 'client_aborted' : 'timeout';
        // An upstream that never produced text within the deadline is down: the fallback may answer.
        if (outcome === 'timeout' && holding()) {
          await reader.cancel().catch(() => undefined);
          return finish(true);
        }
        release();
        // A timeout is a failure the visitor must see; a client abort has nobody left to tell.
        if (outcome === 'timeout') writeFailure();
        continue;
      }
      if (value.type === 'finish' && outputChars === 0 && !failed) {
        const closing = toolLoop?.closingText();
        if (closing) {
          release();
          writeText({ writer, text: closing });
        }
      }
      if (value.type === 'error') {
        outcome = 'failed';
        if (holding()) {
          await reader.cancel().catch(() => undefined);
          return finish(true);
        }
      }
      const checked = leakFilter ? leakFilter.filter(value) : { parts: [value], leaked: false };
      checked.parts.forEach((part) => {
        // Suggestions follow only an answer that said something and ended well: a failed answer offers none.
        if (part.type === 'finish' && !failed && outputChars > 0 && context.followUps?.length) writer.write({ type: 'data-followups', id: 'followups', data: { questions: context.followUps } });
        emit(part);
      });
      if (checked.leaked) {
        outcome = 'leak_stopped';
        ceiling.abort();
        release();
        LEAK_STOP_PARTS.forEach((part) => writer.write(part));
        break;
      }
    }
  } catch {
    // A connection reset mid-body surfaces as a thrown read, not as an error part.
    outcome = clientSignal.aborted ? 'client_aborted' : timeout.aborted ? 'timeout' : 'failed';
    if (outcome !== 'client_aborted' && holding()) return finish(true);
    release();
    if (outcome !== 'client_aborted') writeFailure();
  } finally {
    reader.releaseLock();
    linked.dispose();
  }
  release();
  if (outcome === 'completed' && failed) outcome = 'failed';
  return finish(false);
}

/** A short server-written text, in the same parts a model's text arrives in. */
function writeText({ writer, text }: { writer: ChatWriter; text: string }): void {
  const id = 'server-text';
  writer.write({ type: 'text-start', id });
  writer.write({ type: 'text-delta', id, delta: text });
  writer.write({ type: 'text-end', id });
}

/**
 * Usage of a call the provider never reported (it was aborted, timed out, cut at the ceiling or reset before its
 * final usage chunk). Once the request reached the model it is billed, so it is estimated from what was sent and
 * what streamed back (text and reasoning), capped at the output limit; a call that failed before any output
 * (an HTTP error, a refused connection) is counted as free.
 */
function unreportedUsage({ context, outcome, generatedChars }: { context: AttemptContext; outcome: AnswerOutcome; generatedChars: number }): Usage {
  if (outcome === 'failed' && generatedChars === 0) return { inputTokens: 0, cachedInputTokens: 0, outputTokens: 0 };
  return {
    inputTokens: estimateTokens(context.instructions) + estimateTokens(context.question),
    cachedInputTokens: 0,
    outputTokens: Math.min(context.maxOutputTokens, Math.ceil(generatedChars / 4)),
  };
}
