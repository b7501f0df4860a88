import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteLocales } from '@/lib/knowledge';
import { profile } from '@/lib/knowledge/profile';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('GET /embed.js', () => {
  it('is a script for the site’s own locales and the origins of CHAT_EMBED_ORIGINS, as URL.origin spells them', async () => {
    vi.stubEnv('CHAT_EMBED_ORIGINS', 'https://blog.owner.example/, http://127.0.0.1:8080');
    const { GET } = await import('@/app/embed.js/route');
    const response = GET();
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const source = await response.text();
    expect(source).toContain(`"locales":${JSON.stringify(siteLocales({ profile }))}`);
    expect(source).toContain('"origins":["https://blog.owner.example","http://127.0.0.1:8080"]');
  });

  it('lists no other origin when none is configured: only this site shows the chat', async () => {
    const { GET } = await import('@/app/embed.js/route');
    expect(await GET().text()).toContain('"origins":[]');
  });
});
