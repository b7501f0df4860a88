import { describe, expect, it } from 'vitest';
import { parseRetryAfter, readChatRequestError } from '@/components/chat/chat-request-error';

const now = new Date('2026-11-30T12:00:00Z');

describe('parseRetryAfter', () => {
  it('reads delta-seconds and HTTP dates', () => {
    expect(parseRetryAfter({ value: '42', now })).toBe(42);
    expect(parseRetryAfter({ value: 'Mon, 30 Nov 2026 12:01:30 GMT', now })).toBe(90);
  });

  it('is null when absent or unreadable', () => {
    expect(parseRetryAfter({ value: null, now })).toBeNull();
    expect(parseRetryAfter({ value: 'soon', now })).toBeNull();
  });
});

describe('readChatRequestError', () => {
  it('reads the status, the code, the localized message and the wait', async () => {
    const response = new Response(JSON.stringify({ error: { code: 'rate_limited', message: 'Demasiadas preguntas.' } }), {
      status: 429,
      headers: { 'Retry-After': '17' },
    });
    const error = await readChatRequestError({ response, now });
    expect({ status: error.status, code: error.code, message: error.message, wait: error.retryAfterSeconds }).toEqual({
      status: 429,
      code: 'rate_limited',
      message: 'Demasiadas preguntas.',
      wait: 17,
    });
  });

  it('never carries a non-JSON body', async () => {
    const error = await readChatRequestError({ response: new Response('<html>Bad gateway</html>', { status: 502 }), now });
    expect({ status: error.status, code: error.code, message: error.message }).toEqual({ status: 502, code: null, message: '' });
  });
});
