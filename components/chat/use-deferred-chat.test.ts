import { describe, expect, it } from 'vitest';
import { deferredChatView } from '@/components/chat/use-deferred-chat';
import type { ChatUIMessage } from '@/lib/chat';

const question = (id: string, text: string): ChatUIMessage => ({ id, role: 'user', parts: [{ type: 'text', text }] });
const restored = [question('q1', 'Who are you?'), { id: 'a1', role: 'assistant', parts: [{ type: 'text', text: 'I am…' }] } satisfies ChatUIMessage];

describe('deferredChatView', () => {
  it('shows the restored transcript, ready, before the engine is needed', () => {
    expect(deferredChatView({ snapshot: null, initialMessages: restored, pending: null, loadError: undefined })).toEqual({ messages: restored, status: 'ready', error: undefined });
  });

  it('shows a question asked while the engine downloads at once, as being sent', () => {
    const pending = question('p', 'Where do you work?');
    expect(deferredChatView({ snapshot: null, initialMessages: restored, pending, loadError: undefined })).toEqual({ messages: [...restored, pending], status: 'submitted', error: undefined });
  });

  it('turns a failed download into an error the visitor can retry, keeping the question', () => {
    const pending = question('p', 'Where do you work?');
    const offline = new TypeError('Failed to fetch');
    expect(deferredChatView({ snapshot: null, initialMessages: [], pending, loadError: offline })).toEqual({ messages: [pending], status: 'error', error: offline });
  });

  it('follows the engine once it reports, until it has taken the question in', () => {
    const snapshot = { messages: restored, status: 'streaming' as const, error: undefined };
    expect(deferredChatView({ snapshot, initialMessages: [], pending: null, loadError: undefined })).toEqual({ messages: restored, status: 'streaming', error: undefined });
    const pending = question('p', 'And before?');
    expect(deferredChatView({ snapshot: { ...snapshot, status: 'ready' }, initialMessages: [], pending, loadError: undefined }).messages).toEqual([...restored, pending]);
  });
});
