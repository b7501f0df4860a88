import { createServer } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** A loopback port nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 9));
    });
  });
}

describe('POST /api/chat', () => {
  const question = () =>
    new Request('http://localhost:3000/api/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'es' },
      body: JSON.stringify({ message: 'Where do you work now?', locale: 'es' }),
    });

  it('fails closed with 503 store_unavailable (JSON, localized, no-store), never the daily limit, when the store cannot open and the fallback is off', async () => {
    vi.stubEnv('REDIS_URL', `redis://127.0.0.1:${await closedPort()}`);
    vi.stubEnv('CHAT_FALLBACK', 'none');
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const { POST } = await import('@/app/api/chat/route');
    const response = await POST(question());
    stderr.mockRestore();
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ error: { type: 'SYSTEM', code: 'store_unavailable', message: expect.stringMatching(/no está disponible/) } });
  }, 40_000);

  it('answers offline, labelled as such, when the store cannot open and CHAT_FALLBACK=offline (the default)', async () => {
    vi.stubEnv('REDIS_URL', `redis://127.0.0.1:${await closedPort()}`);
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const { POST } = await import('@/app/api/chat/route');
    const response = await POST(question());
    const stream = await response.text();
    stderr.mockRestore();
    expect(response.status).toBe(200);
    expect(stream).toContain('"type":"data-mode","id":"mode","data":{"mode":"offline"}');
  }, 40_000);
});
