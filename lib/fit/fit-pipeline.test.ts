import { describe, expect, it } from 'vitest';
import { handleFitRequest } from '@/lib/fit/fit-pipeline';
import type { FitResponse } from '@/lib/fit/fit-types';
import { FIT_LIMITS } from '@/lib/contracts';
import { getDictionary } from '@/lib/i18n';
import { createMockUpstream, createTestDependencies } from '@/test/chat-test-dependencies';

const POSTING = 'Requirements\n- 5+ years of React\n- Kubernetes\n- Fluent English';

function fitRequest({ body, headers = {} }: { body: unknown; headers?: Record<string, string> }): Request {
  return new Request('http://localhost:3000/api/fit', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

describe('POST /api/fit pipeline', () => {
  it('answers the contract: requirements with verdicts and evidence, coverage and a summary, never cached', async () => {
    const { dependencies } = createTestDependencies();
    const response = await handleFitRequest({ request: fitRequest({ body: { jobDescription: POSTING, locale: 'en' } }), dependencies });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as FitResponse;
    expect(body.requirements.map((requirement) => [requirement.text, requirement.verdict])).toEqual([
      ['5+ years of React', 'evidence'],
      ['Kubernetes', 'no_evidence'],
      ['Fluent English', 'evidence'],
    ]);
    expect(body.coverage).toBeCloseTo(2 / 3, 3);
    expect(body.summary).toMatch(/2 of 3/);
    expect(body.modelSummary).toBe(false);
  });

  it('gives identical output for identical input and profile, and calls no model even when one is configured', async () => {
    const mock = createMockUpstream();
    const { dependencies } = createTestDependencies({ upstream: mock.upstream });
    const run = async () => (await handleFitRequest({ request: fitRequest({ body: { jobDescription: POSTING, locale: 'fr' } }), dependencies })).text();
    const first = await run();
    expect(await run()).toBe(first);
    expect(mock.calls()).toBe(0);
    expect((JSON.parse(first) as FitResponse).modelSummary).toBe(true);
  });

  it.each([
    ['not JSON', { body: { jobDescription: POSTING, locale: 'en' }, headers: { 'content-type': 'text/plain' } }, 415, 'unsupported_media_type'],
    ['unknown key', { body: { jobDescription: POSTING, locale: 'en', model: 'x' } }, 400, 'invalid_request'],
    ['empty posting', { body: { jobDescription: '   ', locale: 'en' } }, 400, 'invalid_request'],
    ['unknown locale', { body: { jobDescription: POSTING, locale: 'it' } }, 400, 'invalid_request'],
    ['over 12,000 characters', { body: { jobDescription: 'x'.repeat(FIT_LIMITS.maxJobDescriptionChars + 1), locale: 'en' } }, 400, 'invalid_request'],
    ['over the byte limit', { body: { jobDescription: 'é'.repeat(FIT_LIMITS.maxBodyBytes), locale: 'en' } }, 413, 'payload_too_large'],
    ['another site', { body: { jobDescription: POSTING, locale: 'en' }, headers: { origin: 'https://evil.example' } }, 403, 'forbidden_origin'],
  ])('refuses %s with the contract status and code', async (_, request, status, code) => {
    const { dependencies } = createTestDependencies();
    const response = await handleFitRequest({ request: fitRequest(request), dependencies });
    expect(response.status).toBe(status);
    expect((await errorOf(response)).code).toBe(code);
  });

  it('words errors for a job description, in the body’s locale', async () => {
    const { dependencies } = createTestDependencies();
    const response = await handleFitRequest({ request: fitRequest({ body: { jobDescription: POSTING, locale: 'de' }, headers: { origin: 'https://evil.example' } }), dependencies });
    expect((await errorOf(response)).message).toBe(getDictionary({ locale: 'de' }).apiErrors.forbidden_origin);
    const tooLong = await handleFitRequest({ request: fitRequest({ body: { jobDescription: '', locale: 'es' }, headers: { 'accept-language': 'es' } }), dependencies });
    const spanish = getDictionary({ locale: 'es' });
    expect((await errorOf(tooLong)).message).toBe(`${spanish.requestFields.empty({ field: 'jobDescription' })} ${spanish.fit.apiErrors.invalid_request}`);
    expect(getDictionary({ locale: 'es' }).fit.apiErrors.invalid_request).toContain('12.000');
  });

  it('obeys the kill switch and the per-client rate limits', async () => {
    const disabled = createTestDependencies({ environment: { CHAT_DISABLED: '1' } });
    const off = await handleFitRequest({ request: fitRequest({ body: { jobDescription: POSTING, locale: 'en' } }), dependencies: disabled.dependencies });
    expect([off.status, (await errorOf(off)).code]).toEqual([503, 'chat_disabled']);

    const { dependencies } = createTestDependencies({ environment: { CHAT_RATE_PER_MINUTE: '2' } });
    const statuses: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const response = await handleFitRequest({ request: fitRequest({ body: { jobDescription: POSTING, locale: 'en' } }), dependencies });
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('counts checks and refusals in the day’s stats, without the posting', async () => {
    const { dependencies, metrics } = createTestDependencies({ environment: { CHAT_DEBUG_METRICS: '1' } });
    await handleFitRequest({ request: fitRequest({ body: { jobDescription: POSTING, locale: 'en' } }), dependencies });
    await handleFitRequest({ request: fitRequest({ body: '{', headers: {} }), dependencies });
    await expect.poll(async () => (await dependencies.admission.stats({ days: ['2026-11-30'] }))[0]?.modes.fit).toBe(1);
    expect((await dependencies.admission.stats({ days: ['2026-11-30'] }))[0]?.rejections.invalid_request).toBe(1);
    expect(metrics.join('\n')).not.toMatch(/React|Kubernetes/);
    expect(JSON.parse(metrics[0] ?? '{}')).toMatchObject({ route: 'fit', requirements: 3 });
  });
});
