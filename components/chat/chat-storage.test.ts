import { describe, expect, it } from 'vitest';
import {
  clearConversation,
  loadConversation,
  loadRatings,
  saveConversation,
  saveRatings,
  savePendingMessage,
  takePendingMessage,
  type ChatStorage,
} from '@/components/chat/chat-storage';
import type { ChatUIMessage } from '@/lib/chat';

function memoryStorage(): ChatStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

const messages: ChatUIMessage[] = [
  { id: 'q', role: 'user', parts: [{ type: 'text', text: 'Who are you?' }] },
  {
    id: 'a',
    role: 'assistant',
    parts: [
      { type: 'data-mode', data: { mode: 'model' } },
      { type: 'data-sources', data: { sources: [{ id: 'core-bio', title: 'About', href: '/en#about' }] } },
      { type: 'text', text: 'I am Sam.' },
    ],
  },
];

describe('chat storage', () => {
  it('round-trips the conversation and its interruptions', () => {
    const storage = memoryStorage();
    saveConversation({ storage, conversation: { messages, interruptions: { a: 'stopped' } } });
    expect(loadConversation({ storage })).toEqual({ messages, interruptions: { a: 'stopped' } });
    clearConversation({ storage });
    expect(loadConversation({ storage })).toEqual({ messages: [], interruptions: {} });
  });

  it('keeps a catalog answer’s mode and a stopped answer’s notice, and drops an unknown notice', () => {
    const storage = memoryStorage();
    const stopped: ChatUIMessage = {
      id: 'b',
      role: 'assistant',
      parts: [{ type: 'data-mode', data: { mode: 'catalog' } }, { type: 'text', text: 'Partial.' }, { type: 'data-notice', data: { notice: 'leak_stopped' } }],
    };
    saveConversation({ storage, conversation: { messages: [stopped], interruptions: {} } });
    expect(loadConversation({ storage }).messages).toEqual([stopped]);
    storage.setItem('ask-me:conversation:v1', JSON.stringify({ messages: [{ ...stopped, parts: [{ type: 'data-notice', data: { notice: 'html' } }] }] }));
    expect(loadConversation({ storage }).messages).toEqual([{ ...stopped, parts: [] }]);
  });

  it('keeps an answer’s intent and follow-ups, bounded, and drops malformed ones', () => {
    const storage = memoryStorage();
    const followed: ChatUIMessage = {
      id: 'c',
      role: 'assistant',
      parts: [{ type: 'data-intent', data: { intent: 'recruiter' } }, { type: 'text', text: 'Yes.' }, { type: 'data-followups', data: { questions: ['When can you start?'] } }],
    };
    saveConversation({ storage, conversation: { messages: [followed], interruptions: {} } });
    expect(loadConversation({ storage }).messages).toEqual([followed]);
    const tampered = [{ type: 'data-intent', data: { intent: '<b>' } }, { type: 'data-followups', data: { questions: ['a', 'b', 'c', 'd', 7, 'x'.repeat(500)] } }];
    storage.setItem('ask-me:conversation:v1', JSON.stringify({ messages: [{ ...followed, parts: tampered }] }));
    expect(loadConversation({ storage }).messages[0]?.parts).toEqual([{ type: 'data-followups', data: { questions: ['a', 'b', 'c'] } }]);
  });

  it('keeps the ratings the server counted until the conversation is cleared', () => {
    const storage = memoryStorage();
    saveRatings({ storage, ratings: { a: 'up', b: 'down' } });
    storage.setItem('ask-me:ratings:v1', JSON.stringify({ ...JSON.parse(storage.getItem('ask-me:ratings:v1') ?? '{}'), c: 'maybe' }));
    expect(loadRatings({ storage })).toEqual({ a: 'up', b: 'down' });
    clearConversation({ storage });
    expect(loadRatings({ storage })).toEqual({});
  });

  it('drops unreadable entries and unknown parts', () => {
    const storage = memoryStorage();
    storage.setItem(
      'ask-me:conversation:v1',
      JSON.stringify({
        messages: [{ id: 'x', role: 'system', parts: [] }, { id: 'y', role: 'user', parts: [{ type: 'file', url: 'data:,' }, { type: 'text', text: 'Hi' }] }, 'junk'],
        interruptions: { y: 'exploded' },
      }),
    );
    expect(loadConversation({ storage })).toEqual({ messages: [{ id: 'y', role: 'user', parts: [{ type: 'text', text: 'Hi' }] }], interruptions: {} });
    storage.setItem('ask-me:conversation:v1', '{not json');
    expect(loadConversation({ storage })).toEqual({ messages: [], interruptions: {} });
  });

  it('forgets quietly when storage throws', () => {
    const broken: ChatStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => saveConversation({ storage: broken, conversation: { messages, interruptions: {} } })).not.toThrow();
    expect(loadConversation({ storage: broken }).messages).toEqual([]);
    expect(takePendingMessage({ storage: broken })).toBeNull();
  });

  it('hands the pending message over exactly once', () => {
    const storage = memoryStorage();
    savePendingMessage({ storage, text: '¿Dónde trabajas ahora mismo?' });
    expect(takePendingMessage({ storage })).toBe('¿Dónde trabajas ahora mismo?');
    expect(takePendingMessage({ storage })).toBeNull();
  });
});

describe('loadConversation: request proposals', () => {
  it('keeps a proposal part, bounded, and drops a malformed one', () => {
    const storage = new Map<string, string>();
    const fake = { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value), removeItem: (key: string) => void storage.delete(key) };
    const parts = [
      { type: 'data-proposal', data: { kind: 'intro_call', slot: '2026-12-01T09:00:00.000Z', messageDraft: 'x'.repeat(5000), extra: 'dropped' } },
      { type: 'data-proposal', data: { kind: 'delete_everything' } },
    ];
    saveConversation({ storage: fake, conversation: { messages: [{ id: 'a1', role: 'assistant', parts } as never], interruptions: {} } });
    const [message] = loadConversation({ storage: fake }).messages;
    expect(message!.parts).toEqual([{ type: 'data-proposal', data: { kind: 'intro_call', slot: '2026-12-01T09:00:00.000Z', messageDraft: 'x'.repeat(2000) } }]);
  });
});
