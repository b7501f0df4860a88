import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@/lib/config';
import { siteOrigin } from '@/lib/site/site-origin';

describe('siteOrigin', () => {
  it('is the SITE_URL origin, without a trailing slash', () => {
    expect(siteOrigin({ environment: { SITE_URL: 'https://www.example.com/' } })).toBe('https://www.example.com');
    expect(siteOrigin({ environment: { SITE_URL: 'http://127.0.0.1:8080' } })).toBe('http://127.0.0.1:8080');
  });

  it('falls back to where npm start serves locally', () => {
    expect(siteOrigin({ environment: {} })).toBe('http://localhost:3000');
    expect(siteOrigin({ environment: { SITE_URL: ' ', PORT: '4000' } })).toBe('http://localhost:4000');
  });

  it('refuses a path, a query, credentials or another scheme, naming the variable', () => {
    for (const SITE_URL of ['https://example.com/portfolio', 'https://example.com/?a=1', 'https://user:pw@example.com', 'ftp://example.com', 'example.com']) {
      expect(() => siteOrigin({ environment: { SITE_URL } }), SITE_URL).toThrow(ConfigError);
      expect(() => siteOrigin({ environment: { SITE_URL } }), SITE_URL).toThrow(/SITE_URL=/);
    }
  });

  it('is validated with the rest of the configuration at start-up', () => {
    expect(loadConfig({ environment: { SITE_URL: 'https://example.com' } }).SITE_URL).toBe('https://example.com');
    expect(() => loadConfig({ environment: { SITE_URL: 'https://example.com/x' } })).toThrow(/SITE_URL=/);
  });
});
