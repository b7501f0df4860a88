import { describe, expect, it } from 'vitest';
import { resolveClientAddress } from '@/lib/platform/resolve-client-address';

describe('resolveClientAddress', () => {
  it('uses the socket peer set by server.mjs and ignores visitor-controlled forwarding headers', () => {
    const headers = new Headers({ 'x-chat-peer-address': '198.51.100.4', 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.10' });
    expect(resolveClientAddress({ headers })).toBe('198.51.100.4');
  });

  it('uses the first value of the trusted edge header when configured', () => {
    const headers = new Headers({ 'x-chat-peer-address': '10.0.0.2', 'cf-connecting-ip': '203.0.113.9, 10.0.0.1' });
    expect(resolveClientAddress({ headers, trustedHeader: 'cf-connecting-ip' })).toBe('203.0.113.9');
  });

  it('falls back to the peer when the trusted header is missing, and to one shared bucket without either', () => {
    expect(resolveClientAddress({ headers: new Headers({ 'x-chat-peer-address': '10.0.0.2' }), trustedHeader: 'cf-connecting-ip' })).toBe('10.0.0.2');
    expect(resolveClientAddress({ headers: new Headers({ 'x-forwarded-for': '203.0.113.9' }) })).toBe('unknown');
  });
});
