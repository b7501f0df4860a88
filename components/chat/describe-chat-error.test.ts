import { describe, expect, it } from 'vitest';
import { ChatRequestError } from '@/components/chat/chat-request-error';
import { describeChatError } from '@/components/chat/describe-chat-error';
import { getDictionary } from '@/lib/i18n';

const copy = getDictionary({ locale: 'en' }).page.chat;

function refusal(status: number, code: string | null, retryAfterSeconds: number | null = null, message = ''): ChatRequestError {
  return new ChatRequestError({ status, code, message, retryAfterSeconds, receivedAtMs: 0 });
}

function viewOf(error: Error, options: { online?: boolean; partialAnswer?: boolean; busyRetryInSeconds?: number | null } = {}) {
  return describeChatError({ error, copy, online: options.online ?? true, partialAnswer: options.partialAnswer ?? false, busyRetryInSeconds: options.busyRetryInSeconds ?? null });
}

describe('describeChatError', () => {
  it('tells how long to wait when rate limited', () => {
    expect(viewOf(refusal(429, 'rate_limited', 42))).toEqual({ kind: 'rate_limited', text: copy.errorRateLimited.replace('{seconds}', '42') });
    expect(viewOf(refusal(429, null))).toEqual({ kind: 'rate_limited', text: copy.errorRateLimitedNoWait });
  });

  it('counts down to the page’s own retry of a busy refusal, then says it is still busy', () => {
    expect(viewOf(refusal(503, 'busy', 3), { busyRetryInSeconds: 2 })).toEqual({ kind: 'busy', text: copy.errorBusyRetrying.replace('{seconds}', '2') });
    expect(viewOf(refusal(503, 'busy', 3))).toEqual({ kind: 'busy', text: copy.errorBusy });
  });

  it('names the budget, the kill switch and oversized input', () => {
    expect(viewOf(refusal(503, 'budget_exhausted')).kind).toBe('budget_exhausted');
    expect(viewOf(refusal(503, 'chat_disabled')).text).toBe(copy.errorChatDisabled);
    expect(viewOf(refusal(413, 'payload_too_large')).kind).toBe('too_long');
    expect(viewOf(refusal(400, 'invalid_request')).kind).toBe('too_long');
  });

  it('shows the server message of other refusals, or the fallback', () => {
    expect(viewOf(refusal(403, 'forbidden_origin', null, 'Only from this site.'))).toEqual({ kind: 'failed', text: 'Only from this site.' });
    expect(viewOf(refusal(502, null))).toEqual({ kind: 'failed', text: copy.errorFallback });
  });

  it('recognises a lost connection', () => {
    expect(viewOf(new TypeError('Failed to fetch')).kind).toBe('offline');
    expect(viewOf(new Error('anything'), { online: false }).kind).toBe('offline');
  });

  it('marks a failure mid-answer as interrupted, else shows the page’s localized failure text, never the error’s own', () => {
    expect(viewOf(new Error('The answer was interrupted.'), { partialAnswer: true })).toEqual({ kind: 'interrupted', text: copy.errorInterrupted });
    expect(viewOf(new Error('La respuesta se interrumpió.'))).toEqual({ kind: 'failed', text: copy.errorFallback });
    expect(viewOf(new Error('The response body is empty.'))).toEqual({ kind: 'failed', text: copy.errorFallback });
  });
});
