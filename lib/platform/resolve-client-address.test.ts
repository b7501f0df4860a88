import { describe, expect, it } from 'vitest';
import { normalizeClientAddress } from '@/lib/platform/normalize-client-address';
import { PEER_ADDRESS_HEADER, PEER_PROOF_HEADER, resolveClientAddress } from '@/lib/platform/resolve-client-address';

const PROOF = 'proof-of-this-process-0123456789';
const fromServer = (peer: string, extra: Record<string, string> = {}) => new Headers({ [PEER_ADDRESS_HEADER]: peer, [PEER_PROOF_HEADER]: PROOF, ...extra });
const resolve = (headers: Headers, { trustedProxy = 'none', clientIpHeader, peerProof = PROOF }: { trustedProxy?: string; clientIpHeader?: string; peerProof?: string | null } = {}) =>
  resolveClientAddress({ headers, config: { CHAT_TRUSTED_PROXY: trustedProxy, CHAT_CLIENT_IP_HEADER: clientIpHeader }, peerProof });

describe('resolveClientAddress', () => {
  it('§9 identity: with CHAT_TRUSTED_PROXY=none the socket peer that server.mjs saw counts; X-Forwarded-For and X-Real-IP change nothing', () => {
    expect(resolve(fromServer('198.51.100.4')).address).toBe('198.51.100.4');
    expect(resolve(fromServer('198.51.100.4', { 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.10' })).address).toBe('198.51.100.4');
  });

  it('§9 identity: the peer header counts only with the proof of this process, so a visitor\'s copy is worthless with or without server.mjs', () => {
    // Under `next start` no server.mjs runs: the process has no proof, and the header is whatever the visitor wrote.
    expect(resolve(new Headers({ [PEER_ADDRESS_HEADER]: '203.0.113.1' }), { peerProof: null }).address).toBe('unknown');
    expect(resolve(fromServer('203.0.113.1'), { peerProof: null }).address).toBe('unknown');
    // A guessed proof is refused like a missing one.
    expect(resolve(new Headers({ [PEER_ADDRESS_HEADER]: '203.0.113.1', [PEER_PROOF_HEADER]: 'guess' })).address).toBe('unknown');
    // Behind a preset the peer is the proxy, never the visitor, whatever it carries.
    expect(resolve(fromServer('203.0.113.1'), { trustedProxy: 'x-real-ip' }).address).toBe('unknown');
  });

  it('§9 identity: with no trusted source every request is the one shared "unknown" client, and the resolution says why', () => {
    const ten = Array.from({ length: 10 }, (_, index) => resolve(new Headers({ 'x-forwarded-for': `203.0.113.${index}`, 'x-real-ip': `198.51.100.${index}` }), { peerProof: null }));
    expect(new Set(ten.map((resolution) => resolution.address))).toEqual(new Set(['unknown']));
    expect(ten[0]?.unknownBecause).toMatch(/CHAT_TRUSTED_PROXY=none.*server\.mjs/);
    expect(resolve(new Headers(), { trustedProxy: 'vercel' })).toMatchObject({ address: 'unknown', unknownBecause: expect.stringMatching(/vercel.*x-real-ip/) });
  });

  it('§9 identity: vercel, cloudflare, fly and x-real-ip read the one header their edge overwrites, and no other', () => {
    const headers = new Headers({ 'x-real-ip': '203.0.113.1', 'cf-connecting-ip': '203.0.113.2', 'fly-client-ip': '203.0.113.3', 'x-forwarded-for': '198.51.100.99' });
    expect(resolve(headers, { trustedProxy: 'vercel' }).address).toBe('203.0.113.1');
    expect(resolve(headers, { trustedProxy: 'x-real-ip' }).address).toBe('203.0.113.1');
    expect(resolve(headers, { trustedProxy: 'cloudflare' }).address).toBe('203.0.113.2');
    expect(resolve(headers, { trustedProxy: 'fly' }).address).toBe('203.0.113.3');
    // A value that is no address is no trusted source.
    expect(resolve(new Headers({ 'x-real-ip': 'localhost' }), { trustedProxy: 'x-real-ip' }).address).toBe('unknown');
  });

  it('§9 identity: forwarded-for:N takes the N-th address from the right of X-Forwarded-For (the visitor writes the left)', () => {
    const headers = new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 10.0.0.2' });
    expect(resolve(headers, { trustedProxy: 'forwarded-for:1' }).address).toBe('10.0.0.2');
    expect(resolve(headers, { trustedProxy: 'forwarded-for:2' }).address).toBe('203.0.113.7');
    expect(resolve(new Headers({ 'x-forwarded-for': '203.0.113.7' }), { trustedProxy: 'forwarded-for:2' }).address).toBe('unknown');
    // Twenty forged left-most values are one visitor.
    const forged = Array.from({ length: 20 }, (_, index) => resolve(new Headers({ 'x-forwarded-for': `198.51.100.${index}, 203.0.113.7` }), { trustedProxy: 'forwarded-for:1' }).address);
    expect(new Set(forged)).toEqual(new Set(['203.0.113.7']));
  });

  it('§9 identity: CHAT_CLIENT_IP_HEADER keeps working as before (its first value, else the peer)', () => {
    expect(resolve(fromServer('10.0.0.2', { 'cf-connecting-ip': '203.0.113.9, 10.0.0.1' }), { clientIpHeader: 'cf-connecting-ip' }).address).toBe('203.0.113.9');
    expect(resolve(fromServer('10.0.0.2'), { clientIpHeader: 'cf-connecting-ip' }).address).toBe('10.0.0.2');
    expect(resolve(new Headers({ 'x-edge-client': 'client-7f3a' }), { clientIpHeader: 'x-edge-client' }).address).toBe('client-7f3a');
    expect(resolve(new Headers({ 'x-edge-client': '2001:db8:1:2::7' }), { clientIpHeader: 'x-edge-client' }).address).toBe('2001:db8:1:2::/64');
  });

  it('§9 identity: IPv6 clients count per /64', () => {
    expect(resolve(fromServer('2001:db8:1:2:aaaa::1')).address).toBe('2001:db8:1:2::/64');
    expect(resolve(fromServer('2001:db8:1:2:ffff:ffff:ffff:ffff')).address).toBe('2001:db8:1:2::/64');
    expect(resolve(fromServer('2001:db8:1:3::1')).address).toBe('2001:db8:1:3::/64');
    expect(resolve(new Headers({ 'x-real-ip': '[2001:DB8:1:2::9]:443' }), { trustedProxy: 'x-real-ip' }).address).toBe('2001:db8:1:2::/64');
  });

  it('§9 identity: an IPv4-mapped IPv6 address counts as its IPv4 address, and ::1 as 127.0.0.1', () => {
    expect(resolve(fromServer('::ffff:127.0.0.1')).address).toBe('127.0.0.1');
    expect(resolve(fromServer('::1')).address).toBe('127.0.0.1');
    expect(resolve(fromServer('::ffff:c000:0201')).address).toBe('192.0.2.1');
    expect(resolve(fromServer('127.0.0.1')).address).toBe('127.0.0.1');
  });

  it('notices forwarding headers that arrive while CHAT_TRUSTED_PROXY=none (a proxy the setting ignores), but not the one Next adds itself', () => {
    expect(resolve(fromServer('127.0.0.1', { 'x-real-ip': '203.0.113.1' })).forwardedWhileNone).toBe(true);
    expect(resolve(fromServer('127.0.0.1', { 'x-forwarded-for': '203.0.113.1' })).forwardedWhileNone).toBe(true);
    expect(resolve(fromServer('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).forwardedWhileNone).toBe(false);
    expect(resolve(fromServer('127.0.0.1', { 'x-real-ip': '203.0.113.1' }), { trustedProxy: 'x-real-ip' }).forwardedWhileNone).toBe(false);
  });
});

describe('normalizeClientAddress', () => {
  it('accepts the forms proxies write and refuses what is no address', () => {
    expect(normalizeClientAddress(' 192.0.2.1:8080 ')).toBe('192.0.2.1');
    expect(normalizeClientAddress('[::1]:3000')).toBe('127.0.0.1');
    expect(normalizeClientAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(normalizeClientAddress('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    for (const text of ['', 'unknown', '999.1.1.1', '1.2.3', 'gggg::1', '1::2::3']) expect(normalizeClientAddress(text)).toBeNull();
  });
});
