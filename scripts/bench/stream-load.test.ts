import { describe, expect, it } from 'vitest';
import { streamFailure, thrownCause } from '@/scripts/bench/stream-load';

describe('bench stream failures', () => {
  const complete = { sawText: true, sawFinish: true, sawError: false, sawRequired: true, sawFallback: false };

  it('accepts a stream with text, a finish part, no error part and the required marker', () => {
    expect(streamFailure(complete)).toBeUndefined();
  });

  it('names what a stream that ended normally still lacked', () => {
    expect(streamFailure({ ...complete, sawError: true })).toBe('error part');
    expect(streamFailure({ ...complete, sawRequired: false })).toBe('required marker missing');
    expect(streamFailure({ ...complete, sawFallback: true })).toBe('fallback answer');
    expect(streamFailure({ ...complete, sawText: false })).toBe('no text');
    expect(streamFailure({ ...complete, sawFinish: false })).toBe('no finish part');
  });

  it('names thrown failures by their code, and a timeout as the client’s', () => {
    expect(thrownCause({ error: Object.assign(new Error('reset'), { code: 'ECONNRESET' }) })).toBe('socket ECONNRESET');
    expect(thrownCause({ error: new DOMException('late', 'TimeoutError') })).toBe('client timeout');
    expect(thrownCause({ error: new TypeError('odd') })).toBe('socket TypeError');
  });
});
