import type { UIMessage } from 'ai';
import { describe, expect, it } from 'vitest';
import { buildChatRequestBody } from '@/components/chat/build-chat-request-body';

function textMessage(id: string, role: UIMessage['role'], ...texts: string[]): UIMessage {
  return { id, role, parts: texts.map((text) => ({ type: 'text' as const, text })) };
}

describe('buildChatRequestBody', () => {
  it('sends only the latest user question and the locale', () => {
    const messages = [
      textMessage('1', 'user', 'Who are you?'),
      textMessage('2', 'assistant', 'I am Alex.'),
      textMessage('3', 'user', '  ¿Dónde trabajas ahora?  '),
    ];
    expect(buildChatRequestBody({ messages, locale: 'es' })).toEqual({ message: '¿Dónde trabajas ahora?', locale: 'es' });
  });

  it('joins the text parts of the question and skips other parts', () => {
    const message: UIMessage = {
      id: '1',
      role: 'user',
      parts: [{ type: 'text', text: 'Where do ' }, { type: 'step-start' }, { type: 'text', text: 'you work?' }],
    };
    expect(buildChatRequestBody({ messages: [message], locale: 'en' })).toEqual({ message: 'Where do you work?', locale: 'en' });
  });

  it('has no extra keys, so the server never sees the history', () => {
    const body = buildChatRequestBody({ messages: [textMessage('1', 'user', 'Hi')], locale: 'fr' });
    expect(Object.keys(body).sort()).toEqual(['locale', 'message']);
  });

  it('sends an empty question when there is no user message', () => {
    expect(buildChatRequestBody({ messages: [], locale: 'de' })).toEqual({ message: '', locale: 'de' });
  });
});
