import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpstreamModels } from '@/lib/platform';
import { FIT_SUMMARY_INSTRUCTIONS } from '@/lib/fit/fit-summary-prompt';
import { handleFitSummaryRequest } from '@/lib/fit/fit-summary-pipeline';
import { createTestDependencies } from '@/test/chat-test-dependencies';
import { startFakeUpstream, type FakeUpstream } from '@/test/fake-upstream/fake-upstream';

let fake: FakeUpstream;
beforeAll(async () => {
  fake = await startFakeUpstream();
});
afterAll(async () => {
  await fake.close();
});

/** The real Groq provider against the local fake upstream (real HTTP, OpenAI-compatible). */
function againstFake() {
  const { dependencies } = createTestDependencies({ environment: { GROQ_API_KEY: 'test-key', GROQ_BASE_URL: fake.url } });
  dependencies.upstream = createUpstreamModels({ config: dependencies.config });
  return (body: unknown) =>
    handleFitSummaryRequest({
      request: new Request('http://localhost:3000/api/fit/summary', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      dependencies,
    });
}

describe('the fit summary against the fake upstream', () => {
  it('sends one non-streaming request with the stable instructions and returns the checked summary', async () => {
    fake.reset();
    fake.setBehaviour({ classifier: { kind: 'answer', text: 'React is well covered. Kubernetes is not shown. Nothing is declined.' } });
    const response = await againstFake()({ jobDescription: 'Requirements\n- React\n- Kubernetes', locale: 'en' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ summary: 'React is well covered. Kubernetes is not shown. Nothing is declined.', source: 'model' });
    expect(fake.requests).toHaveLength(1);
    const body = fake.requests[0]!.body as { messages: { role: string; content: string }[]; stream?: boolean };
    expect(body.stream ?? false).toBe(false);
    expect(body.messages[0]).toEqual({ role: 'system', content: FIT_SUMMARY_INSTRUCTIONS });
  });

  it('turns an upstream error into summary_unavailable, with no upstream detail', async () => {
    fake.reset();
    fake.setBehaviour({ classifier: { kind: 'status', status: 500, body: 'internal upstream detail' } });
    const response = await againstFake()({ jobDescription: 'Requirements\n- React', locale: 'es' });
    const text = await response.text();
    expect(response.status).toBe(503);
    expect(text).toContain('summary_unavailable');
    expect(text).not.toContain('internal upstream detail');
    expect(fake.requests).toHaveLength(1);
  });
});
