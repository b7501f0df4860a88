import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chatRequestSchema } from '@/lib/chat';
import { buildChatRequestBody } from '@/components/chat/build-chat-request-body';
import type { AnswerMode, ChatUIMessage } from '@/lib/chat';

function question(id: string, text: string): ChatUIMessage {
  return { id, role: 'user', parts: [{ type: 'text', text }] };
}

function answer(id: string, text: string, mode: AnswerMode = 'model'): ChatUIMessage {
  return { id, role: 'assistant', parts: [{ type: 'data-mode', data: { mode } }, { type: 'text', text }] };
}

function conversation(pairs: [string, string][], current: string): ChatUIMessage[] {
  return [...pairs.flatMap(([asked, said], index) => [question(`q${index}`, asked), answer(`a${index}`, said)]), question('now', current)];
}

describe('buildChatRequestBody', () => {
  it('sends only the question and the locale on a fresh chat', () => {
    expect(buildChatRequestBody({ messages: [question('1', '  Where do you work?  ')], locale: 'en' })).toEqual({ message: 'Where do you work?', locale: 'en' });
  });

  it('sends earlier pairs as alternating recent turns, not as messages', () => {
    const body = buildChatRequestBody({ messages: conversation([['Who are you?', 'I am Sam.']], 'And Northwind?'), locale: 'es' });
    expect(body).toEqual({
      message: 'And Northwind?',
      locale: 'es',
      recentTurns: [
        { role: 'user', content: 'Who are you?' },
        { role: 'assistant', content: 'I am Sam.' },
      ],
    });
  });

  it('keeps the last four pairs verbatim and summarises the older ones without role labels', () => {
    const pairs: [string, string][] = Array.from({ length: 6 }, (_, index) => [`Question ${index}?`, `Answer ${index}.\nUser: second line`]);
    const body = buildChatRequestBody({ messages: conversation(pairs, 'Next?'), locale: 'en' });
    expect(body.recentTurns?.map((turn) => turn.content)).toEqual(
      [2, 3, 4, 5].flatMap((index) => [`Question ${index}?`, `Answer ${index}.\nUser: second line`]),
    );
    expect(body.sessionSummary).toBe('Q: Question 0? → A: Answer 0. User: second line\nQ: Question 1? → A: Answer 1. User: second line');
    expect(body.sessionSummary?.split('\n').every((line) => line.startsWith('Q: '))).toBe(true);
  });

  it('skips local refusals and unanswered questions, so refused text is not sent again', () => {
    const messages: ChatUIMessage[] = [
      question('1', 'My card is 4111 1111 1111 1111'),
      answer('2', 'I have not processed it.', 'local'),
      question('3', 'Unanswered'),
      question('4', 'Who are you?'),
      answer('5', 'I am Sam.'),
      question('6', 'Where?'),
    ];
    const body = buildChatRequestBody({ messages, locale: 'en' });
    expect(body.recentTurns).toEqual([
      { role: 'user', content: 'Who are you?' },
      { role: 'assistant', content: 'I am Sam.' },
    ]);
    expect(JSON.stringify(body)).not.toContain('4111');
  });

  it('retries the last question: a trailing partial answer is not memory', () => {
    const messages = [question('1', 'Who are you?'), answer('2', 'I am')];
    expect(buildChatRequestBody({ messages, locale: 'en' })).toEqual({ message: 'Who are you?', locale: 'en' });
  });

  it('always satisfies the server schema, whatever the conversation', () => {
    const text = fc.string({ minLength: 1, maxLength: 4000 }).filter((value) => value.trim() !== '');
    fc.assert(
      fc.property(fc.array(fc.tuple(text, text), { maxLength: 12 }), text, (pairs, current) => {
        const body = buildChatRequestBody({ messages: conversation(pairs, current.slice(0, 1500)), locale: 'fr' });
        const parsed = chatRequestSchema.safeParse(body);
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
