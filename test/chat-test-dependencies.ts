import type { LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { MockLanguageModelV4, simulateReadableStream } from 'ai/test';
import type { AdmissionStore } from '@/lib/store';
import { createAnswerSlots, createClientAddressSource, createEventLoopStall, createSecretSource, PEER_ADDRESS_HEADER, PEER_PROOF_HEADER, type EventLoopStall } from '@/lib/platform';
import { openSqliteAdmissionStore } from '@/lib/store';
import type { ChatDependencies } from '@/lib/chat';
import type { UpstreamModels } from '@/lib/platform';
import { loadConfig } from '@/lib/config';
import type { Profile } from '@/lib/knowledge';
import { profile as sampleProfile } from '@/test/fixtures/profiles/sample-profile';
import { buildCorePrompt, buildClassifierPrompt } from '@/lib/prompt';

const usage = {
  inputTokens: { total: 100, noCache: 100, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 10, text: 10, reasoning: 0 },
};

/** Stream parts of a model that answers `text` in word-sized deltas. */
export function answerParts({ text }: { text: string }): LanguageModelV4StreamPart[] {
  const words = text.match(/\S+\s*/g) ?? [];
  return [
    { type: 'stream-start', warnings: [] },
    { type: 'text-start', id: 'answer' },
    ...words.map((delta): LanguageModelV4StreamPart => ({ type: 'text-delta', id: 'answer', delta })),
    { type: 'text-end', id: 'answer' },
    { type: 'finish', usage, finishReason: { unified: 'stop', raw: 'stop' } },
  ];
}

/** Mock answer and classifier models (AI SDK test doubles) that record every call. */
export function createMockUpstream({ answerText = 'Mock model answer about my current role.', verdict = 'CAREER' }: { answerText?: string; verdict?: string } = {}) {
  const answer = new MockLanguageModelV4({
    doStream: async () => ({ stream: simulateReadableStream({ chunks: answerParts({ text: answerText }) }) }),
  });
  const classifier = new MockLanguageModelV4({
    doGenerate: async () => ({
      content: [{ type: 'text', text: verdict }],
      finishReason: { unified: 'stop', raw: 'stop' },
      usage,
      warnings: [],
    }),
  });
  const upstream: UpstreamModels = {
    provider: 'groq',
    answer,
    answerModelId: 'mock-answer',
    classifier,
    classifierModelId: 'mock-classifier',
    classifierProviderOptions: {},
  };
  return { upstream, answer, classifier, calls: () => answer.doStreamCalls.length + classifier.doGenerateCalls.length };
}

/** The proof the test dependencies accept, as server.mjs's own would be in production. */
export const TEST_PEER_PROOF = 'test-peer-proof-0123456789';

/** The headers server.mjs sets for a socket peer: the address and the process's proof. */
export function peerHeaders(address: string): Record<string, string> {
  return { [PEER_ADDRESS_HEADER]: address, [PEER_PROOF_HEADER]: TEST_PEER_PROOF };
}

/**
 * Pipeline dependencies for tests: fixed clock, counted ids, captured metrics lines and store errors, and a
 * private in-memory SQLite admission store unless `admission` passes a shared one.
 */
export function createTestDependencies({
  environment = {},
  upstream = null,
  admission = openSqliteAdmissionStore({ path: ':memory:' }),
  now = () => new Date('2026-11-30T12:00:00Z'),
  profile = sampleProfile,
  eventLoopStall = createEventLoopStall({ sample: false }),
}: { environment?: Record<string, string>; upstream?: UpstreamModels | null; admission?: AdmissionStore; now?: () => Date; profile?: Profile; eventLoopStall?: EventLoopStall } = {}) {
  const metrics: string[] = [];
  const errors: string[] = [];
  const config = loadConfig({ environment });
  let requestCounter = 0;
  let tick = 0;
  const dependencies: ChatDependencies = {
    config,
    profile,
    corePrompt: buildCorePrompt({ profile }),
    classifierPrompt: buildClassifierPrompt({ profile }),
    upstream,
    now,
    clock: () => (tick += 5),
    generateRequestId: () => `request-${++requestCounter}`,
    writeMetrics: (line) => metrics.push(line),
    admission,
    clientSecret: createSecretSource({
      placement: config.CHAT_IP_HMAC_SECRET ? { kind: 'environment', secret: config.CHAT_IP_HMAC_SECRET } : { kind: 'store', reason: 'tests' },
      store: admission,
      reportError: () => undefined,
    }),
    clientAddress: createClientAddressSource({ config, peerProof: TEST_PEER_PROOF, now, reportError: (message) => errors.push(message), recordNotice: (event) => admission.recordOutcome(event) }),
    reportError: (message) => errors.push(message),
    randomBytes: (size) => new Uint8Array(size),
    answerSlots: createAnswerSlots({ max: config.CHAT_MAX_CONCURRENT_ANSWERS }),
    // No sampler: the loop is never counted as stalled unless a test says so.
    eventLoopStall,
  };
  return { dependencies, metrics, errors };
}

/** A JSON POST to the chat route as a browser on the same site would send it. */
export function chatRequest({ body, headers = {} }: { body: unknown; headers?: Record<string, string> }): Request {
  return new Request('http://localhost:3000/api/chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Reads a UI message stream response into its parsed SSE parts. */
export async function readStreamParts(response: Response): Promise<{ type: string; [key: string]: unknown }[]> {
  const text = await response.text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('data: ') && line !== 'data: [DONE]')
    .map((line) => JSON.parse(line.slice('data: '.length)) as { type: string });
}

/** The concatenated text deltas of a parsed stream. */
export function streamedText(parts: { type: string; [key: string]: unknown }[]): string {
  return parts
    .filter((part) => part.type === 'text-delta')
    .map((part) => String(part.delta))
    .join('');
}
