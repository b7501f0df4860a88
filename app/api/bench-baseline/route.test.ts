import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '@/test/fake-upstream/fake-upstream';

let fake: FakeUpstream;
beforeAll(async () => {
  fake = await startFakeUpstream();
});
afterAll(async () => fake.close());
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The route module with a fresh configuration read from the stubbed environment. */
async function postWith(environment: Record<string, string>): Promise<Response> {
  for (const [name, value] of Object.entries(environment)) vi.stubEnv(name, value);
  const { POST } = await import('@/app/api/bench-baseline/route');
  return POST(new Request('http://localhost/api/bench-baseline', { method: 'POST', body: JSON.stringify({ message: 'Where do you work?' }) }));
}

describe('POST /api/bench-baseline', () => {
  it('answers 404, never cached, unless the operator enables it', async () => {
    const response = await postWith({ CHAT_BENCH_BASELINE: '0', GROQ_API_KEY: 'test-key', GROQ_BASE_URL: fake.url });
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(fake.requests).toHaveLength(0);
  });

  it('streams the upstream answer with Cache-Control: no-store, no-transform when enabled', async () => {
    const response = await postWith({ CHAT_BENCH_BASELINE: '1', GROQ_API_KEY: 'test-key', GROQ_BASE_URL: fake.url });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(await response.text()).toContain('text-delta');
  });
});
