import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/lib/config';
import { arrivedOverHttps, contentSecurityPolicy, securityHeaders } from '@/lib/platform/response-headers';

const headersFor = ({ environment = {}, request = {} }: { environment?: Record<string, string>; request?: Record<string, string> } = {}) =>
  securityHeaders({ config: loadConfig({ environment }), headers: new Headers(request), development: false });

describe('securityHeaders', () => {
  it('§9 headers: every response carries nosniff, a Referrer-Policy and a Content-Security-Policy', () => {
    const headers = headersFor();
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Content-Security-Policy']).toContain("default-src 'self'");
    expect(headers['Content-Security-Policy']).toContain("object-src 'none'");
  });

  it("§9 headers: frame-ancestors is 'self' plus the origins of CHAT_EMBED_ORIGINS", () => {
    expect(headersFor()['Content-Security-Policy']).toMatch(/frame-ancestors 'self'(;|$)/);
    const embedded = headersFor({ environment: { CHAT_EMBED_ORIGINS: 'https://blog.sam.example/, https://sam.example' } });
    expect(embedded['Content-Security-Policy']).toMatch(/frame-ancestors 'self' https:\/\/blog\.sam\.example https:\/\/sam\.example(;|$)/);
  });

  it('§9 headers: Strict-Transport-Security only when the trusted proxy says the request came over https', () => {
    const overHttps = { 'x-forwarded-proto': 'https' };
    expect(headersFor({ request: overHttps })['Strict-Transport-Security']).toBeUndefined();
    expect(headersFor({ environment: { CHAT_TRUSTED_PROXY: 'x-real-ip' }, request: overHttps })['Strict-Transport-Security']).toBe('max-age=31536000');
    expect(headersFor({ environment: { CHAT_TRUSTED_PROXY: 'x-real-ip' }, request: { 'x-forwarded-proto': 'http' } })['Strict-Transport-Security']).toBeUndefined();
    expect(headersFor({ environment: { VERCEL: '1' }, request: overHttps })['Strict-Transport-Security']).toBe('max-age=31536000');
  });
});

describe('arrivedOverHttps', () => {
  it('reads the value the outermost trusted proxy wrote when proxies append', () => {
    const headers = new Headers({ 'x-forwarded-proto': 'http, https' });
    expect(arrivedOverHttps({ headers, trustedProxy: 'forwarded-for:1' })).toBe(true);
    expect(arrivedOverHttps({ headers, trustedProxy: 'forwarded-for:2' })).toBe(false);
    expect(arrivedOverHttps({ headers, trustedProxy: 'none' })).toBe(false);
  });
});

describe('contentSecurityPolicy', () => {
  it('lets only next dev evaluate code', () => {
    expect(contentSecurityPolicy({ embedOrigins: [], development: false })).not.toContain('unsafe-eval');
    expect(contentSecurityPolicy({ embedOrigins: [], development: true })).toContain("'unsafe-eval'");
  });
});
