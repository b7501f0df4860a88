import { describe, expect, it } from 'vitest';
import { handleChatRequest } from '@/lib/chat/chat-pipeline';
import { createUpstreamModels } from '@/lib/platform';
import { getDictionary } from '@/lib/i18n';
import { openSqliteVisitorRequestStore } from '@/lib/store';
import { chatRequest, createTestDependencies, readStreamParts, streamedText } from '@/test/chat-test-dependencies';
import type { FakeBehaviour } from '@/test/fake-upstream/fake-upstream';
import { withFakeUpstream } from '@/test/fake-upstream/with-fake-upstream';

const fakeUpstream = withFakeUpstream();

interface WireMessage {
  role: string;
  content?: unknown;
  tool_calls?: unknown[];
}
const answerRequests = () => fakeUpstream().requests.filter((request) => (request.body as { stream?: boolean }).stream === true);
const messagesOf = (index: number) => (answerRequests()[index]!.body as { messages: WireMessage[] }).messages;
const toolMessages = (index: number) => messagesOf(index).filter((message) => message.role === 'tool').map((message) => String(message.content));

/** The pipeline in model mode against the fake, tools on, with an in-memory request store. */
function pipeline({ environment = {}, stream }: { environment?: Record<string, string>; stream: FakeBehaviour }) {
  fakeUpstream().setBehaviour({ stream });
  const { dependencies } = createTestDependencies({
    environment: { GROQ_API_KEY: 'test-key', GROQ_BASE_URL: fakeUpstream().url, CHAT_SKIP_CLASSIFIER: '1', ...environment },
  });
  dependencies.upstream = createUpstreamModels({ config: dependencies.config });
  dependencies.visitorRequests = openSqliteVisitorRequestStore({ path: ':memory:' });
  const ask = async (message: string) => readStreamParts(await handleChatRequest({ request: chatRequest({ body: { message, locale: 'en' } }), dependencies }));
  return { ask, dependencies };
}

describe('the bounded tool loop against the fake upstream over HTTP', () => {
  it('a proposal writes nothing: it emits data-proposal, ends the loop and adds the server’s line', async () => {
    const { ask, dependencies } = pipeline({ stream: { kind: 'tools', steps: [[{ name: 'propose_visitor_request', arguments: '{"kind":"message","messageDraft":"Hi, about a role"}' }]] } });
    const parts = await ask('I would like to get in touch about a role');
    expect(parts.filter((part) => part.type === 'data-proposal')).toEqual([{ type: 'data-proposal', data: { kind: 'message', messageDraft: 'Hi, about a role' } }]);
    expect(streamedText(parts)).toBe(getDictionary({ locale: 'en' }).requests.chat.proposalLead);
    expect(parts.some((part) => part.type.startsWith('tool-'))).toBe(false);
    expect(parts.some((part) => part.type === 'error')).toBe(false);
    expect(answerRequests()).toHaveLength(1);
    expect(await dependencies.visitorRequests!.list({ limit: 10 })).toEqual([]);
  });

  it('stops at CHAT_MAX_TOOL_STEPS model steps, ends cleanly, and records every step in the ledger', async () => {
    const { ask, dependencies } = pipeline({
      environment: { CHAT_MAX_TOOL_STEPS: '2' },
      stream: { kind: 'tools', steps: Array.from({ length: 10 }, () => [{ name: 'search_profile', arguments: '{"query":"projects"}' }]) },
    });
    const parts = await ask('Tell me everything about your projects');
    expect(answerRequests()).toHaveLength(2);
    expect(parts.some((part) => part.type === 'error')).toBe(false);
    expect(streamedText(parts)).toBe(getDictionary({ locale: 'en' }).requests.chat.stepLimit);
    expect(toolMessages(1).join('')).toContain('excerpts');
    await expect.poll(async () => (await dependencies.admission.stats({ days: ['2026-11-30'] }))[0]!.upstreamCalls).toBe(2);
  });

  it('turns invalid arguments into a bounded VALIDATION result; no handler runs and the answer goes on', async () => {
    const raw = `{"query": ${'9'.repeat(5000)}}`;
    const { ask } = pipeline({ stream: { kind: 'tools', steps: [[{ name: 'search_profile', arguments: raw }], [{ name: 'list_open_slots', arguments: '{"limit":"all"}' }]], text: 'Here is what I found.' } });
    const parts = await ask('What is your stack?');
    expect(streamedText(parts)).toBe('Here is what I found.');
    expect(answerRequests()).toHaveLength(3);
    const [first] = toolMessages(1);
    expect(JSON.parse(first!)).toMatchObject({ ok: false, error: { type: 'VALIDATION', code: 'invalid_arguments' } });
    expect(first!.length).toBeLessThan(300);
    expect(JSON.parse(toolMessages(2)[1]!)).toMatchObject({ ok: false, error: { type: 'VALIDATION', code: 'invalid_arguments' } });
  });

  it('turns an unknown tool into a bounded VALIDATION result', async () => {
    const { ask } = pipeline({ stream: { kind: 'tools', steps: [[{ name: 'delete_all_requests', arguments: '{}' }]], text: 'I can’t do that.' } });
    const parts = await ask('Delete everything');
    expect(streamedText(parts)).toBe('I can’t do that.');
    expect(JSON.parse(toolMessages(1)[0]!)).toMatchObject({ ok: false, error: { type: 'VALIDATION', code: 'unknown_tool' } });
  });

  it('turns a failing handler into a bounded SYSTEM result, and lists slots from the store otherwise', async () => {
    const { ask, dependencies } = pipeline({ stream: { kind: 'tools', steps: [[{ name: 'list_open_slots', arguments: '{"limit":3}' }]], text: 'Done.' } });
    await ask('When are you free?');
    const listed = JSON.parse(toolMessages(1)[0]!) as { ok: boolean; slots: unknown[]; timeZone: string };
    expect(listed).toMatchObject({ ok: true, introCalls: true });
    expect(listed.slots.length).toBeLessThanOrEqual(3);
    fakeUpstream().reset();
    fakeUpstream().setBehaviour({ stream: { kind: 'tools', steps: [[{ name: 'list_open_slots', arguments: '{}' }]], text: 'Done.' } });
    dependencies.visitorRequests = { ...dependencies.visitorRequests!, heldSlotStarts: async () => Promise.reject(new Error('store down')) };
    const parts = await ask('When are you free?');
    expect(streamedText(parts)).toBe('Done.');
    expect(JSON.parse(toolMessages(1)[0]!)).toMatchObject({ ok: false, error: { type: 'SYSTEM', code: 'tool_failed' } });
  });

  it('checks the budget again before each further step: a refused reservation ends the loop', async () => {
    const { ask, dependencies } = pipeline({ stream: { kind: 'tools', steps: [[{ name: 'search_profile', arguments: '{"query":"skills"}' }]], text: 'Never reached.' } });
    const asked: number[] = [];
    dependencies.admission = { ...dependencies.admission, extend: async (input) => (asked.push(input.addMicroUsd), false) };
    const parts = await ask('What are your skills?');
    expect(answerRequests()).toHaveLength(1);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toBeGreaterThan(0);
    expect(parts.some((part) => part.type === 'error')).toBe(false);
  });

  it('offers the same tool definitions, byte for byte, in every request', async () => {
    const { ask } = pipeline({ stream: { kind: 'answer' } });
    await ask('Where do you work?');
    await ask('¿Qué proyectos tienes?');
    const tools = answerRequests().map((request) => JSON.stringify((request.body as { tools: unknown }).tools));
    expect(tools).toHaveLength(2);
    expect(tools[0]).toContain('propose_visitor_request');
    expect(JSON.parse(tools[0]!).map((entry: { function: { name: string } }) => entry.function.name)).toEqual(['propose_visitor_request', 'list_open_slots', 'search_profile']);
    expect(new Set(tools).size).toBe(1);
  });
});
