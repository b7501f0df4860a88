import 'server-only';
import { utcDay } from '@/lib/store';
import { admitRequest } from '@/lib/admission';
import { rejectionResponse, type ApiRejection, guardJsonRequest, parseJsonBody } from '@/lib/platform';
import type { ServerDependencies } from '@/lib/platform';
import { getKnowledgeIndex } from '@/lib/knowledge';
import { FEEDBACK_LIMITS, feedbackRequestSchema } from '@/lib/feedback/feedback-request-schema';
import type { Locale } from '@/lib/contracts';

/** What the feedback route reads from the process's dependencies, injected so tests run without Next.js. */
export type FeedbackDependencies = Pick<ServerDependencies, 'config' | 'profile' | 'now' | 'admission' | 'clientSecret' | 'clientAddress' | 'reportError'>;

/** An answer with no intent (a built-in reply) is counted under this one. */
const NO_INTENT = 'none';

function reject({ rejection, locale, dependencies }: { rejection: ApiRejection; locale: Locale; dependencies: FeedbackDependencies }): Response {
  dependencies.admission
    .recordOutcome({ day: utcDay({ at: dependencies.now() }), rejectionCode: rejection.code })
    .catch(() => dependencies.reportError('admission store: could not record an outcome'));
  return rejectionResponse({ rejection, locale, endpoint: 'feedback' });
}

/**
 * Handles `POST /api/feedback`: a thumbs up or down on one answer, counted by answer mode, intent and
 * cited facts (never text, never identity). The chat's guards in the same order, then its admission
 * (rate limits only: nothing is reserved), then one atomic count. Cited facts must exist in today's
 * index, so the counters hold only the profile's own ids. 204 on success.
 */
export async function handleFeedbackRequest({ request, dependencies }: { request: Request; dependencies: FeedbackDependencies }): Promise<Response> {
  const guarded = await guardJsonRequest({
    request,
    maxBytes: FEEDBACK_LIMITS.maxBodyBytes,
    parse: (text) => parseJsonBody({ text, schema: feedbackRequestSchema }),
    config: dependencies.config,
    profile: dependencies.profile,
  });
  if ('rejection' in guarded) return reject({ ...guarded, dependencies });
  const { body } = guarded;
  const today = dependencies.now();
  const known = new Set(getKnowledgeIndex({ profile: dependencies.profile, today }).map((chunk) => chunk.id));
  if (!body.chunkIds.every((id) => known.has(id))) return reject({ rejection: { code: 'invalid_request' }, locale: body.locale, dependencies });
  const admission = await admitRequest({ request, dependencies, reserveMicroUsd: null, fallbackWithoutUpstream: false });
  if ('rejection' in admission) return reject({ rejection: admission.rejection, locale: body.locale, dependencies });
  try {
    await dependencies.admission.recordFeedback({
      day: admission.admitted.day,
      rating: body.rating,
      ...(body.previous ? { previous: body.previous } : {}),
      mode: body.mode,
      intent: body.intent ?? NO_INTENT,
      chunkIds: [...new Set(body.chunkIds)],
    });
  } catch {
    dependencies.reportError('admission store: could not record feedback');
    return reject({ rejection: { code: 'feedback_unavailable' }, locale: body.locale, dependencies });
  }
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
