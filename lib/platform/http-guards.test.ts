import { describe, expect, it } from 'vitest';
import { checkKillSwitch } from '@/lib/platform/check-kill-switch';
import { checkMediaType } from '@/lib/platform/check-media-type';
import { loadConfig } from '@/lib/config';
import { allowedOriginsOf, checkOrigin } from '@/lib/platform/check-origin';

describe('checkMediaType', () => {
  it.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON'])('accepts %s', (contentType) => {
    expect(checkMediaType({ contentType })).toBeNull();
  });
  it.each([null, '', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/jsonp'])('rejects %s', (contentType) => {
    expect(checkMediaType({ contentType })).toEqual({ code: 'unsupported_media_type' });
  });
});

describe('checkOrigin', () => {
  const host = 'localhost:3000';
  it('accepts the host the request was sent to, a configured origin, and a request without Origin', () => {
    expect(checkOrigin({ origin: 'http://localhost:3000', host, allowedOrigins: [] })).toBeNull();
    expect(checkOrigin({ origin: 'https://sam.example', host: 'sam.example', allowedOrigins: [] })).toBeNull();
    expect(checkOrigin({ origin: 'https://sam.example/', host: 'internal:3000', allowedOrigins: ['https://sam.example'] })).toBeNull();
    expect(checkOrigin({ origin: null, host, allowedOrigins: [] })).toBeNull();
  });
  it.each(['https://evil.example', 'http://localhost:3001', 'null', 'http://localhost:3000.evil.example', 'not a url'])('rejects %s', (origin) => {
    expect(checkOrigin({ origin, host, allowedOrigins: [] })).toEqual({ code: 'forbidden_origin' });
  });
  it('§9 origin: behind a proxy that rewrites Host, the origin of SITE_URL (read at run time) and those of CHAT_ALLOWED_ORIGINS are this site', () => {
    const config = loadConfig({ environment: { SITE_URL: 'https://sam.example', CHAT_ALLOWED_ORIGINS: 'https://www.sam.example' } });
    const allowedOrigins = allowedOriginsOf({ config });
    expect(allowedOrigins).toEqual(['https://sam.example', 'https://www.sam.example']);
    for (const origin of ['https://sam.example', 'https://www.sam.example']) expect(checkOrigin({ origin, host: '127.0.0.1:3000', allowedOrigins })).toBeNull();
    expect(checkOrigin({ origin: 'https://evil.example', host: '127.0.0.1:3000', allowedOrigins })).toEqual({ code: 'forbidden_origin' });
    expect(allowedOriginsOf({ config: loadConfig({ environment: {} }) })).toEqual([]);
  });
  it('rejects any Origin when the request has no Host', () => {
    expect(checkOrigin({ origin: 'http://localhost:3000', host: null, allowedOrigins: [] })).toEqual({ code: 'forbidden_origin' });
  });
});

describe('checkKillSwitch', () => {
  it('refuses only when the operator switched the chat off', () => {
    expect(checkKillSwitch({ disabled: true })).toEqual({ code: 'chat_disabled' });
    expect(checkKillSwitch({ disabled: false })).toBeNull();
  });
});
