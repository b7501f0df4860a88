import 'server-only';
import { utcDay } from '@/lib/store';
import { admitRequest } from '@/lib/admission';
import { rejectionResponse, type ApiRejection, guardJsonRequest, parseJsonBody } from '@/lib/platform';
import type { ServerDependencies } from '@/lib/platform';
import { getKnowledgeIndex } from '@/lib/knowledge';
import { checkFit } from '@/lib/fit/check-fit';
import { FIT_LIMITS } from '@/lib/contracts';
import { fitRequestSchema, type FitRequest } from '@/lib/fit/fit-request-schema';
import type { FitResponse, FitResult } from '@/lib/fit/fit-types';
import type { Locale } from '@/lib/contracts';

/** What the fit routes read from the process's dependencies, injected so tests run without Next.js. */
export type FitDependencies = Pick<ServerDependencies, 'config' | 'profile' | 'now' | 'clock' | 'admission' | 'clientSecret' | 'clientAddress' | 'reportError' | 'writeMetrics' | 'upstream'>;

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };

/** Runs a store write in the background; a failure is reported to the operator, never to the visitor. */
export function inBackground({ task, dependencies }: { task: Promise<void>; dependencies: Pick<FitDependencies, 'reportError'> }): void {
  task.catch(() => dependencies.reportError('admission store: could not record an outcome'));
}

/** A refusal: counted in the day's stats and answered with the fit check's own wording where it differs from the chat's. */
export function rejectFitRequest({ rejection, locale, dependencies }: { rejection: ApiRejection; locale: Locale; dependencies: FitDependencies }): Response {
  inBackground({ task: dependencies.admission.recordOutcome({ day: utcDay({ at: dependencies.now() }), rejectionCode: rejection.code }), dependencies });
  return rejectionResponse({ rejection, locale, endpoint: 'fit' });
}

/** The chat's guards, in the same order, on the fit check's body: media type, size, schema, origin, kill switch. */
export async function guardFitRequest({ request, dependencies }: { request: Request; dependencies: FitDependencies }): Promise<{ body: FitRequest } | { response: Response }> {
  const guarded = await guardJsonRequest({
    request,
    maxBytes: FIT_LIMITS.maxBodyBytes,
    parse: (text) => parseJsonBody({ text, schema: fitRequestSchema }),
    config: dependencies.config,
    profile: dependencies.profile,
  });
  return 'rejection' in guarded ? { response: rejectFitRequest({ ...guarded, dependencies }) } : guarded;
}

/** The deterministic table for a posting against the owner's profile, on today's chunk index. */
export function fitTable({ body, dependencies }: { body: FitRequest; dependencies: FitDependencies }): FitResult {
  const today = dependencies.now();
  const chunks = getKnowledgeIndex({ profile: dependencies.profile, today });
  return checkFit({ jobDescription: body.jobDescription, locale: body.locale, profile: dependencies.profile, chunks, today });
}

/**
 * Handles `POST /api/fit` (contracts §7): the chat's guards and admission (rate limits only: no model is
 * called, nothing is reserved), then the deterministic fit check. Same input and profile, same output.
 */
export async function handleFitRequest({ request, dependencies }: { request: Request; dependencies: FitDependencies }): Promise<Response> {
  const started = dependencies.clock();
  const guarded = await guardFitRequest({ request, dependencies });
  if ('response' in guarded) return guarded.response;
  const { body } = guarded;
  const admission = await admitRequest({ request, dependencies, reserveMicroUsd: null, fallbackWithoutUpstream: false });
  if ('rejection' in admission) return rejectFitRequest({ rejection: admission.rejection, locale: body.locale, dependencies });
  const { reservationId, day } = admission.admitted;
  const result = fitTable({ body, dependencies });
  inBackground({ task: dependencies.admission.settle({ reservationId, actualMicroUsd: 0 }), dependencies });
  inBackground({ task: dependencies.admission.recordOutcome({ day, mode: 'fit' }), dependencies });
  const serverMs = dependencies.clock() - started;
  if (dependencies.config.CHAT_DEBUG_METRICS) {
    // Counts and timings only: never the posting's text.
    dependencies.writeMetrics(JSON.stringify({ route: 'fit', outcome: 'completed', requirements: result.requirements.length, coverage: result.coverage, totalMs: Math.round(serverMs) }));
  }
  const response: FitResponse = { ...result, modelSummary: dependencies.upstream !== null };
  return new Response(JSON.stringify(response), { status: 200, headers: { ...JSON_HEADERS, 'Server-Timing': `fit;dur=${serverMs.toFixed(2)}` } });
}
