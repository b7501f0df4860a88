import { describe, expect, it } from 'vitest';
import { latestFollowUps } from '@/components/chat/latest-follow-ups';
import type { ChatUIMessage } from '@/lib/chat';

const question: ChatUIMessage = { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'What do you do?' }] };
const builtInReply: ChatUIMessage = { id: 'a1', role: 'assistant', parts: [{ type: 'data-mode', data: { mode: 'local' } }, { type: 'text', text: 'Hello!' }] };
const suggesting: ChatUIMessage = {
  id: 'a2',
  role: 'assistant',
  parts: [{ type: 'data-mode', data: { mode: 'offline' } }, { type: 'data-followups', data: { questions: ['When can you start?'] } }, { type: 'text', text: 'I build web apps.' }],
};
const starters = ['What do you do?', 'Where are you based?', 'Which languages?', 'How to reach you?', 'Rates?'];
const settled = { busy: false, failed: false, interruptions: {}, proposing: false, starters };

describe('latest follow-ups', () => {
  it('are what the latest answer suggests', () => {
    expect(latestFollowUps({ ...settled, messages: [question, suggesting] })).toEqual({ answer: suggesting, questions: ['When can you start?'] });
  });

  it('after a built-in reply are at most three starters not asked yet', () => {
    expect(latestFollowUps({ ...settled, messages: [question, builtInReply] }).questions).toEqual(['Where are you based?', 'Which languages?', 'How to reach you?']);
    expect(latestFollowUps({ ...settled, proposing: true, messages: [question, builtInReply] }).questions).toEqual([]);
  });

  it('are none while an answer is on its way, after a failure or under an interrupted answer', () => {
    const none = { answer: null, questions: [] };
    expect(latestFollowUps({ ...settled, busy: true, messages: [question, suggesting] })).toEqual(none);
    expect(latestFollowUps({ ...settled, failed: true, messages: [question, suggesting] })).toEqual(none);
    expect(latestFollowUps({ ...settled, interruptions: { a2: 'stopped' }, messages: [question, suggesting] })).toEqual(none);
    expect(latestFollowUps({ ...settled, messages: [question] })).toEqual(none);
  });
});
