import { describe, expect, it } from 'vitest';
import { handleFeedbackRequest } from '@/lib/feedback/feedback-pipeline';
import { FEEDBACK_LIMITS } from '@/lib/feedback/feedback-request-schema';
import { getDictionary } from '@/lib/i18n';
import { createTestDependencies, peerHeaders } from '@/test/chat-test-dependencies';

const DAY = '2026-11-30';
const VOTE = { locale: 'en', rating: 'up', mode: 'offline', intent: 'recruiter', chunkIds: ['duration', 'availability'] };

function feedbackRequest({ body, headers = {} }: { body: unknown; headers?: Record<string, string> }): Request {
  return new Request('http://localhost:3000/api/feedback', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function feedbackOf(dependencies: ReturnType<typeof createTestDependencies>['dependencies']) {
  return (await dependencies.admission.stats({ days: [DAY] }))[0]?.feedback;
}

describe('POST /api/feedback pipeline', () => {
  it('counts a rating by mode, intent and cited fact, and answers 204 with nothing to cache', async () => {
    const { dependencies } = createTestDependencies();
    const response = await handleFeedbackRequest({ request: feedbackRequest({ body: VOTE }), dependencies });
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await feedbackOf(dependencies)).toEqual([
      { mode: 'offline', intent: 'recruiter', chunkId: 'availability', up: 1, down: 0 },
      { mode: 'offline', intent: 'recruiter', chunkId: 'duration', up: 1, down: 0 },
    ]);
  });

  it('moves the count when the visitor changes their rating, and counts a built-in reply under no intent', async () => {
    const { dependencies } = createTestDependencies();
    await handleFeedbackRequest({ request: feedbackRequest({ body: { ...VOTE, chunkIds: ['duration'] } }), dependencies });
    await handleFeedbackRequest({ request: feedbackRequest({ body: { ...VOTE, chunkIds: ['duration'], rating: 'down', previous: 'up' } }), dependencies });
    await handleFeedbackRequest({ request: feedbackRequest({ body: { ...VOTE, mode: 'local', intent: null, chunkIds: [] } }), dependencies });
    expect(await feedbackOf(dependencies)).toEqual([
      { mode: 'local', intent: 'none', chunkId: '-', up: 1, down: 0 },
      { mode: 'offline', intent: 'recruiter', chunkId: 'duration', up: 0, down: 1 },
    ]);
  });

  it.each([
    ['text of any kind', { ...VOTE, comment: 'great answer' }, 400, 'invalid_request'],
    ['a fact the profile does not have', { ...VOTE, chunkIds: ['experience-nowhere'] }, 400, 'invalid_request'],
    ['more facts than an answer cites', { ...VOTE, chunkIds: ['duration', 'availability', 'contact', 'location'] }, 400, 'invalid_request'],
    ['an unknown rating', { ...VOTE, rating: 'meh' }, 400, 'invalid_request'],
    ['an unknown intent', { ...VOTE, intent: 'anything' }, 400, 'invalid_request'],
  ])('refuses %s and counts nothing', async (_, body, status, code) => {
    const { dependencies } = createTestDependencies();
    const response = await handleFeedbackRequest({ request: feedbackRequest({ body }), dependencies });
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(code);
    expect(await feedbackOf(dependencies)).toEqual([]);
  });

  it('runs the chat guards: media type, size, origin, kill switch', async () => {
    const { dependencies } = createTestDependencies();
    const status = async (request: Request, environment: Record<string, string> = {}) =>
      (await handleFeedbackRequest({ request, dependencies: { ...dependencies, ...createTestDependencies({ environment, admission: dependencies.admission }).dependencies } })).status;
    expect(await status(feedbackRequest({ body: VOTE, headers: { 'content-type': 'text/plain' } }))).toBe(415);
    expect(await status(feedbackRequest({ body: { ...VOTE, padding: 'x'.repeat(FEEDBACK_LIMITS.maxBodyBytes) } }))).toBe(413);
    expect(await status(feedbackRequest({ body: VOTE, headers: { origin: 'https://evil.example' } }))).toBe(403);
    expect(await status(feedbackRequest({ body: VOTE }), { CHAT_DISABLED: '1' })).toBe(503);
  });

  it('is admitted like a chat request: the per-client limit applies', async () => {
    const { dependencies } = createTestDependencies({ environment: { CHAT_RATE_PER_MINUTE: '2' } });
    const send = async () => handleFeedbackRequest({ request: feedbackRequest({ body: VOTE, headers: peerHeaders('198.51.100.7') }), dependencies });
    expect((await send()).status).toBe(204);
    expect((await send()).status).toBe(204);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });

  it('says so, localized, when the store cannot count, and reports it without the visitor’s data', async () => {
    const { dependencies, errors } = createTestDependencies();
    const failing = { ...dependencies, admission: { ...dependencies.admission, recordFeedback: async () => Promise.reject(new Error('disk full')) } };
    const response = await handleFeedbackRequest({ request: feedbackRequest({ body: { ...VOTE, locale: 'de' }, headers: peerHeaders('198.51.100.8') }), dependencies: failing });
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(getDictionary({ locale: 'de' }).feedback.apiErrors.feedback_unavailable);
    expect(errors).toEqual(['admission store: could not record feedback']);
  });
});
