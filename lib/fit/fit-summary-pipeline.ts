import 'server-only';
import { generateText } from 'ai';
import { modelPricesFrom, worstCaseReservation, admitRequest, createSpendTracker } from '@/lib/admission';
import { getKnowledgeIndex } from '@/lib/knowledge';
import { linkSignals } from '@/lib/platform';
import { acceptModelSummary } from '@/lib/fit/accept-model-summary';
import { fitTable, guardFitRequest, inBackground, rejectFitRequest, type FitDependencies } from '@/lib/fit/fit-pipeline';
import { buildFitSummaryPrompt, FIT_SUMMARY_INSTRUCTIONS } from '@/lib/fit/fit-summary-prompt';
import type { FitSummaryResponse } from '@/lib/fit/fit-types';
import { profileEvidence } from '@/lib/fit/profile-evidence';
import { detectInstructionOverride, detectSensitiveInput } from '@/lib/filters';
import { estimateTokens } from '@/lib/text';

/** Three sentences need little; reasoning models spend part of the cap on hidden reasoning first. */
export const FIT_SUMMARY_MAX_OUTPUT_TOKENS = 600;

/**
 * Handles `POST /api/fit/summary`: an optional three-sentence summary written by the configured model from
 * the fit table alone. The same guards as the chat; nothing reaches the model without a configured provider,
 * a posting free of card numbers, keys and instruction overrides, and an admission that reserved its
 * worst-case cost. One attempt, a hard timeout, and code checks the answer stays inside the table. Any
 * failure is `summary_unavailable`: the table (`POST /api/fit`) never depends on it.
 */
export async function handleFitSummaryRequest({ request, dependencies }: { request: Request; dependencies: FitDependencies }): Promise<Response> {
  const guarded = await guardFitRequest({ request, dependencies });
  if ('response' in guarded) return guarded.response;
  const { body } = guarded;
  const unavailable = () => rejectFitRequest({ rejection: { code: 'summary_unavailable' }, locale: body.locale, dependencies });
  const { upstream, config } = dependencies;
  if (upstream === null) return unavailable();
  if (detectSensitiveInput({ text: body.jobDescription }) || detectInstructionOverride({ text: body.jobDescription })) return unavailable();
  const result = fitTable({ body, dependencies });
  if (result.requirements.length === 0) return unavailable();
  const prompt = buildFitSummaryPrompt({ result, locale: body.locale });
  const prices = modelPricesFrom({ config });
  const reserveMicroUsd = worstCaseReservation({
    answerInputTokens: estimateTokens(`${FIT_SUMMARY_INSTRUCTIONS}\n${prompt}`),
    maxOutputTokens: FIT_SUMMARY_MAX_OUTPUT_TOKENS,
    classifierInputTokens: null,
    classifierMaxOutputTokens: 0,
    prices,
  });
  const admission = await admitRequest({ request, dependencies, reserveMicroUsd, fallbackWithoutUpstream: false });
  if ('rejection' in admission) return rejectFitRequest({ rejection: admission.rejection, locale: body.locale, dependencies });
  const tracker = createSpendTracker({ store: dependencies.admission, reservationId: admission.admitted.reservationId, day: admission.admitted.day, prices, reportError: dependencies.reportError });
  const timeout = AbortSignal.timeout(config.CHAT_UPSTREAM_TIMEOUT_MS);
  const linked = linkSignals({ signals: [request.signal, timeout] });
  let text: string | null = null;
  try {
    const answer = await generateText({
      model: upstream.answer,
      instructions: FIT_SUMMARY_INSTRUCTIONS,
      prompt,
      temperature: 0,
      maxOutputTokens: FIT_SUMMARY_MAX_OUTPUT_TOKENS,
      maxRetries: 0,
      abortSignal: linked.signal,
    });
    tracker.recordCall({
      kind: 'answer',
      model: upstream.answerModelId,
      usage: { inputTokens: answer.usage.inputTokens ?? 0, cachedInputTokens: answer.usage.inputTokenDetails?.cacheReadTokens ?? 0, outputTokens: answer.usage.outputTokens ?? 0 },
      outcome: 'fit_summary',
    });
    text = answer.text;
  } catch {
    // Opaque to the visitor: no upstream status, body or stack; the operator sees the outcome in the ledger.
    tracker.recordCall({ kind: 'answer', model: upstream.answerModelId, usage: { inputTokens: 0, cachedInputTokens: 0, outputTokens: 0 }, outcome: timeout.aborted ? 'fit_summary_timeout' : 'fit_summary_error' });
  } finally {
    linked.dispose();
    tracker.settle();
  }
  const vocabulary = profileEvidence({ profile: dependencies.profile, chunks: getKnowledgeIndex({ profile: dependencies.profile, today: dependencies.now() }), today: dependencies.now() }).vocabulary;
  const summary = text === null ? null : acceptModelSummary({ text, result, vocabulary });
  if (summary === null) return unavailable();
  inBackground({ task: dependencies.admission.recordOutcome({ day: admission.admitted.day, mode: 'fit_summary' }), dependencies });
  const response: FitSummaryResponse = { summary, source: 'model' };
  return new Response(JSON.stringify(response), { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } });
}
