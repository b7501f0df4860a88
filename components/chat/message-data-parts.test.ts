import { describe, expect, it } from 'vitest';
import { answerFollowUps, answerIntent, answerMode, answerNotice, answerSources } from '@/components/chat/message-data-parts';
import type { ChatUIMessage } from '@/lib/chat';

const sources = [{ id: 'contact', title: 'Contact', href: '/en#contact' }];

const answer: ChatUIMessage = {
  id: 'a1',
  role: 'assistant',
  parts: [
    { type: 'data-mode', data: { mode: 'offline' } },
    { type: 'data-sources', data: { sources } },
    { type: 'text', text: 'Email me.' },
  ],
};

describe('answer parts', () => {
  it('reads the mode and the sources of an answer', () => {
    expect(answerMode({ message: answer })).toBe('offline');
    expect(answerSources({ message: answer })).toEqual(sources);
  });

  it('has no mode, no sources and no notice before the data parts arrive', () => {
    const early: ChatUIMessage = { id: 'a2', role: 'assistant', parts: [] };
    expect(answerMode({ message: early })).toBeNull();
    expect(answerSources({ message: early })).toEqual([]);
    expect(answerNotice({ message: early })).toBeNull();
    expect(answerIntent({ message: early })).toBeUndefined();
    expect(answerFollowUps({ message: early })).toEqual([]);
  });

  it('reads the intent (null for a built-in reply) and the suggested follow-ups', () => {
    const followed: ChatUIMessage = {
      ...answer,
      parts: [...answer.parts, { type: 'data-intent', data: { intent: 'navigation_contact' } }, { type: 'data-followups', data: { questions: ['When can you start?'] } }],
    };
    expect(answerIntent({ message: followed })).toBe('navigation_contact');
    expect(answerFollowUps({ message: followed })).toEqual(['When can you start?']);
    expect(answerIntent({ message: { ...answer, parts: [{ type: 'data-intent', data: { intent: null } }] } })).toBeNull();
  });

  it('reads the notice of an answer the server stopped, and the last of replaced sources', () => {
    const stopped: ChatUIMessage = {
      id: 'a3',
      role: 'assistant',
      parts: [
        { type: 'data-mode', data: { mode: 'catalog' } },
        { type: 'data-sources', data: { sources: [] } },
        { type: 'data-sources', data: { sources } },
        { type: 'data-notice', data: { notice: 'leak_stopped' } },
      ],
    };
    expect(answerMode({ message: stopped })).toBe('catalog');
    expect(answerSources({ message: stopped })).toEqual(sources);
    expect(answerNotice({ message: stopped })).toBe('leak_stopped');
  });
});
