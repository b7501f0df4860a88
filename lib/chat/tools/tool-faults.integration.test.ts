import { describe, expect, it } from 'vitest';
import { handleChatRequest } from '@/lib/chat/chat-pipeline';
import { createUpstreamModels } from '@/lib/platform';
import { openSqliteVisitorRequestStore } from '@/lib/store';
import { chatRequest, createTestDependencies, readStreamParts, streamedText } from '@/test/chat-test-dependencies';
import { profile as sampleProfile } from '@/test/fixtures/profiles/sample-profile';
import { withFakeUpstream } from '@/test/fake-upstream/with-fake-upstream';

/**
 * Every tool fault is a bounded result (contracts §8): for each tool and each way a call can go wrong, the model
 * gets a short canonical error back in a second call, and the visitor reads that second step's answer. Only a
 * valid proposal ends the loop.
 */

const fakeUpstream = withFakeUpstream();

const AFTER_THE_FAULT = 'Second step: I read the tool result and answer anyway.';
const answerRequests = () => fakeUpstream().requests.filter((request) => (request.body as { stream?: boolean }).stream === true);
const toolResults = (index: number) =>
  (answerRequests()[index]!.body as { messages: { role: string; content?: unknown }[] }).messages.filter((message) => message.role === 'tool').map((message) => String(message.content));

/** Throws on every read while the handler of the first step runs (after the first model call, before the second). */
function failingWhileToolsRun<T extends object>(target: T): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      if (answerRequests().length === 1) throw new Error('the profile could not be read');
      return Reflect.get(object, property, receiver) as unknown;
    },
  });
}

type Fault = 'malformed JSON' | 'wrong type' | 'extra key' | 'oversized' | 'failing handler';
interface Case {
  tool: string;
  fault: Fault;
  arguments: string;
  type: 'VALIDATION' | 'SYSTEM';
  code: string;
  /** Breaks what the handler reads, for the failing-handler fault. */
  arm?: (dependencies: ReturnType<typeof createTestDependencies>['dependencies']) => void;
}

const huge = 'x'.repeat(100_000);
/** Both slot tools read the held slots first: a store that fails there fails their handler. */
const slotStoreDown: NonNullable<Case['arm']> = (dependencies) => {
  dependencies.visitorRequests = { ...dependencies.visitorRequests!, heldSlotStarts: async () => Promise.reject(new Error('store down')) };
};
const CASES: Case[] = [
  { tool: 'propose_visitor_request', fault: 'malformed JSON', arguments: '{"kind":"message",', type: 'VALIDATION', code: 'invalid_arguments' },
  { tool: 'propose_visitor_request', fault: 'wrong type', arguments: '{"kind":"meeting"}', type: 'VALIDATION', code: 'invalid_arguments' },
  { tool: 'propose_visitor_request', fault: 'extra key', arguments: '{"kind":"message","bcc":"all@example.org"}', type: 'VALIDATION', code: 'invalid_arguments' },
  { tool: 'propose_visitor_request', fault: 'oversized', arguments: JSON.stringify({ kind: 'message', messageDraft: huge }), type: 'VALIDATION', code: 'invalid_arguments' },
  {
    tool: 'propose_visitor_request',
    fault: 'failing handler',
    arguments: JSON.stringify({ kind: 'intro_call', slot: '2026-12-02T09:00:00Z' }),
    type: 'SYSTEM',
    code: 'tool_failed',
    arm: slotStoreDown,
  },
  { tool: 'list_open_slots', fault: 'malformed JSON', arguments: '{"limit":', type: 'VALIDATION', code: 'invalid_arguments' },
  { tool: 'list_open_slots', fault: 'wrong type', arguments: '{"limit":"all"}', type: 'VALIDATION', code: 'invalid_arguments' },
  { tool: 'list_open_slots', fault: 'extra key', arguments: '{"limit":3,"owner":"me"}', type: 'VALIDATION', code: 'invalid_arguments' },
  { tool: 'list_open_slots', fault: 'oversized', arguments: `{"limit":${'9'.repeat(5000)}}`, type: 'VALIDATION', code: 'invalid_arguments' },
  {
    tool: 'list_open_slots',
    fault: 'failing handler',
    arguments: '{}',
    type: 'SYSTEM',
    code: 'tool_failed',
    arm: slotStoreDown,
  },
  { tool: 'search_profile', fault: 'malformed JSON', arguments: '{"query":"skills', type: 'VALIDATION', code: 'invalid_arguments' },
  { tool: 'search_profile', fault: 'wrong type', arguments: '{"query":42}', type: 'VALIDATION', code: 'invalid_arguments' },
  { tool: 'search_profile', fault: 'extra key', arguments: '{"query":"skills","limit":99}', type: 'VALIDATION', code: 'invalid_arguments' },
  { tool: 'search_profile', fault: 'oversized', arguments: JSON.stringify({ query: huge }), type: 'VALIDATION', code: 'invalid_arguments' },
  {
    tool: 'search_profile',
    fault: 'failing handler',
    arguments: '{"query":"projects"}',
    type: 'SYSTEM',
    code: 'tool_failed',
    arm: (dependencies) => {
      dependencies.profile = failingWhileToolsRun(sampleProfile);
    },
  },
  { tool: 'delete_all_requests', fault: 'wrong type', arguments: '{}', type: 'VALIDATION', code: 'unknown_tool' },
];

function pipeline({ steps, environment = {} }: { steps: { name: string; arguments: string }[][]; environment?: Record<string, string> }) {
  fakeUpstream().setBehaviour({ stream: { kind: 'tools', steps, text: AFTER_THE_FAULT } });
  const { dependencies } = createTestDependencies({ environment: { GROQ_API_KEY: 'test-key', GROQ_BASE_URL: fakeUpstream().url, CHAT_SKIP_CLASSIFIER: '1', ...environment } });
  dependencies.upstream = createUpstreamModels({ config: dependencies.config });
  dependencies.visitorRequests = openSqliteVisitorRequestStore({ path: ':memory:' });
  const ask = async (message: string) => readStreamParts(await handleChatRequest({ request: chatRequest({ body: { message, locale: 'en' } }), dependencies }));
  return { ask, dependencies };
}

describe('every tool fault is a bounded result', () => {
  for (const fault of CASES) {
    it(`${fault.tool} × ${fault.fault}: the model reads ${fault.type} ${fault.code} in a second call, and the visitor reads its answer`, async () => {
      const { ask, dependencies } = pipeline({ steps: [[{ name: fault.tool, arguments: fault.arguments }]] });
      fault.arm?.(dependencies);
      const parts = await ask('I would like to get in touch about a role, when are you free?');
      expect(answerRequests()).toHaveLength(2);
      const [result] = toolResults(1);
      expect(JSON.parse(result!)).toEqual({ ok: false, error: { type: fault.type, code: fault.code, message: expect.any(String) } });
      expect(result!.length).toBeLessThan(300);
      expect(streamedText(parts)).toBe(AFTER_THE_FAULT);
      expect(parts.some((part) => part.type === 'error')).toBe(false);
      expect(parts.some((part) => part.type === 'data-proposal')).toBe(false);
      expect(await dependencies.visitorRequests!.list({ limit: 10 })).toEqual([]);
    });
  }

  it('an invalid proposal does not end the loop; the valid one that follows does, with its card', async () => {
    const { ask } = pipeline({
      steps: [
        [{ name: 'propose_visitor_request', arguments: JSON.stringify({ kind: 'message', messageDraft: huge }) }],
        [{ name: 'propose_visitor_request', arguments: '{"kind":"message","messageDraft":"Hello about a role"}' }],
      ],
    });
    const parts = await ask('I would like to get in touch about a role');
    expect(answerRequests()).toHaveLength(2);
    expect(parts.filter((part) => part.type === 'data-proposal')).toEqual([{ type: 'data-proposal', data: { kind: 'message', messageDraft: 'Hello about a role' } }]);
    expect(parts.some((part) => part.type === 'error')).toBe(false);
  });

  it('faults count against CHAT_MAX_TOOL_STEPS: with one step the model never sees a result, and the answer ends cleanly', async () => {
    const { ask } = pipeline({ steps: [[{ name: 'propose_visitor_request', arguments: '{"kind":"meeting"}' }]], environment: { CHAT_MAX_TOOL_STEPS: '1' } });
    const parts = await ask('I would like to get in touch');
    expect(answerRequests()).toHaveLength(1);
    expect(parts.some((part) => part.type === 'error')).toBe(false);
    expect(parts.some((part) => part.type === 'data-proposal')).toBe(false);
  });
});
