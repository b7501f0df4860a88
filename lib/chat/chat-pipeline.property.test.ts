import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chatRequestSchema } from '@/lib/chat/chat-request-schema';
import { handleChatRequest } from '@/lib/chat/chat-pipeline';
import { chatRequest, createMockUpstream, createTestDependencies } from '@/test/chat-test-dependencies';

const RUNS = 10_000;

const validBody = fc.record(
  {
    message: fc.string({ minLength: 1, maxLength: 200 }),
    locale: fc.constantFrom('en', 'es', 'fr', 'de'),
    sessionSummary: fc.string({ maxLength: 300 }),
    recentTurns: fc
      .array(fc.tuple(fc.string({ maxLength: 120 }), fc.string({ maxLength: 120 })), { maxLength: 4 })
      .map((pairs) => pairs.flatMap(([question, answer]) => [
        { role: 'user', content: question },
        { role: 'assistant', content: answer },
      ])),
  },
  { requiredKeys: ['message', 'locale'] },
);

/** A valid body with one field broken: the shapes a buggy or hostile client sends. */
const mutatedBody = fc.tuple(validBody, fc.nat(11), fc.jsonValue()).map(([body, mutation, value]) => {
  const copy: Record<string, unknown> = { ...body };
  switch (mutation) {
    case 0: copy.message = value; break;
    case 1: copy.locale = value; break;
    case 2: copy.recentTurns = value; break;
    case 3: copy.sessionSummary = value; break;
    case 4: copy[JSON.stringify(value).slice(0, 12) || 'extra'] = value; break;
    case 5: copy.message = 'x'.repeat(1501); break;
    case 6: copy.recentTurns = [{ role: 'system', content: JSON.stringify(value) }, { role: 'assistant', content: 'ok' }]; break;
    case 7: copy.recentTurns = [...((copy.recentTurns as unknown[]) ?? []), { role: 'user', content: 'dangling' }]; break;
    case 8: delete copy.message; break;
    case 9: copy.model = 'any-model'; break;
    case 10: copy.message = ' \u00a0\n\t '; break;
    default: copy.recentTurns = [{ role: 'user', content: value }, { role: 'assistant', content: 'ok' }];
  }
  return copy;
});

const rawBody = fc.oneof(
  { arbitrary: mutatedBody.map((body) => JSON.stringify(body)), weight: 6 },
  { arbitrary: validBody.map((body) => JSON.stringify(body)), weight: 2 },
  { arbitrary: fc.json(), weight: 1 },
  { arbitrary: fc.string({ maxLength: 300 }), weight: 1 },
);

describe('handleChatRequest under random and mutated bodies', () => {
  it(`never answers 5xx and never calls upstream for a rejected body (${RUNS} runs)`, async () => {
    const mock = createMockUpstream();
    // Limits high enough for every run: this property is about parsing, not admission.
    const environment = { CHAT_SKIP_CLASSIFIER: '1', CHAT_RATE_PER_MINUTE: '10000', CHAT_RATE_PER_DAY: '1000000', CHAT_DAILY_CALL_CEILING: '10000000' };
    const { dependencies } = createTestDependencies({ upstream: mock.upstream, environment });
    let rejected = 0;
    await fc.assert(
      fc.asyncProperty(rawBody, async (body) => {
        // With tools offered, a cancelled answer's model call starts a few ticks later: let it land before counting.
        await new Promise((resolve) => setImmediate(resolve));
        const callsBefore = mock.calls();
        const response = await handleChatRequest({ request: chatRequest({ body }), dependencies });
        expect(response.status).toBeLessThan(500);
        expect(response.headers.get('cache-control')).toBe(response.status === 200 ? 'no-store, no-transform' : 'no-store');
        if (response.status === 200) {
          // Only a body the contract accepts may be answered.
          expect(chatRequestSchema.safeParse(JSON.parse(body)).success).toBe(true);
          await response.body?.cancel();
        } else {
          rejected += 1;
          expect(response.status).toBe(400);
          expect(mock.calls()).toBe(callsBefore);
          const json = (await response.json()) as { error: { code: string } };
          expect(json.error.code).toBe('invalid_request');
        }
      }),
      { numRuns: RUNS, seed: 20261130 },
    );
    // The generator must exercise both paths, or the property proves nothing.
    expect(rejected).toBeGreaterThan(RUNS / 2);
    expect(rejected).toBeLessThan(RUNS);
  }, 120_000);
});
