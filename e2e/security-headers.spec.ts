import { expect, test } from './fixtures';
import { REDIS_OUTAGE_PORT, SQLITE_OUTAGE_PORT } from './ports';
import { EMBED_TEST_ORIGIN, serveHostPage } from './embed-test-origin';

/** What every response of the site carries (contracts §9), checked on pages, files, API answers and errors. */
function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['content-security-policy'], what).toContain(`frame-ancestors 'self' ${EMBED_TEST_ORIGIN}`);
  // Plain http to the server itself: never HSTS, whatever a visitor writes into X-Forwarded-Proto.
  expect(headers['strict-transport-security'], what).toBeUndefined();
}

test('§9 headers: every page, file and API response carries nosniff, a Referrer-Policy and a CSP with frame-ancestors', async ({ request, page }) => {
  await page.goto('/en/ai');
  const script = await page.locator('script[src*="/_next/static/"]').first().getAttribute('src');
  expect(script).toBeTruthy();
  const forged = { 'x-forwarded-proto': 'https' };
  for (const path of ['/en', '/en/ai', '/de/ai', '/en/cv.pdf', '/robots.txt', '/sitemap.xml', '/icon', String(script), '/xx/ai', '/api/health', '/api/requests/slots?locale=en']) {
    const response = await request.get(path, { headers: forged, maxRedirects: 0 });
    expectSecurityHeaders(response.headers(), `${path} (${response.status()})`);
  }
  const root = await request.get('/', { maxRedirects: 0 });
  expect(root.status()).toBe(307);
  expectSecurityHeaders(root.headers(), '/ (redirect)');
  const refused = await request.post('/api/chat', { headers: { 'content-type': 'text/plain', ...forged }, data: 'hello' });
  expect(refused.status()).toBe(415);
  expectSecurityHeaders(refused.headers(), 'a refused chat request');
  const answer = await request.post('/api/chat', { headers: { 'content-type': 'application/json' }, data: { message: 'Where do you work now?', locale: 'en' } });
  expect(answer.status()).toBe(200);
  expectSecurityHeaders(answer.headers(), 'an answer stream');
  expect(answer.headers()['x-accel-buffering']).toBe('no');
});

test.describe('framing', () => {
  // The refusal below is the browser enforcing the policy: it is the expected outcome, not a page breaking it.
  test.use({ expectedCspViolations: [/frame-ancestors/] });

  test('§9 headers: a page on another origin cannot frame the chat (clickjacking); an origin of CHAT_EMBED_ORIGINS can', async ({ page, baseURL }) => {
    const html = `<!doctype html><title>host</title><iframe id="chat" src="${baseURL}/en/ai" width="800" height="600"></iframe>`;
    const consoleLines: string[] = [];
    page.on('console', (message) => consoleLines.push(message.text()));
    const foreign = await serveHostPage({ html, embedding: false });
    try {
      await page.goto(`${foreign.origin}/`);
      // Refused by the policy itself (not by anything else that may keep a frame empty).
      await expect.poll(() => consoleLines.join('\n')).toMatch(/frame-ancestors 'self' http:\/\/127\.0\.0\.1:\d+/);
      const refused = page.frames().find((frame) => frame !== page.mainFrame());
      await expect.poll(() => refused?.url()).toMatch(/^chrome-error:/);
      // The framed chat never renders: nothing to click, nothing to send.
      await expect(page.frameLocator('#chat').getByTestId('chat-input')).toHaveCount(0);
    } finally {
      await foreign.close();
    }
    const embedder = await serveHostPage({ html, embedding: true });
    try {
      expect(embedder.origin).toBe(EMBED_TEST_ORIGIN);
      await page.goto(`${embedder.origin}/`);
      // The very page refused above, working when an allowed origin frames it.
      await expect(page.frameLocator('#chat').getByTestId('chat-input')).toBeVisible();
    } finally {
      await embedder.close();
    }
  });
});

test('§9 health: GET /api/health is 200 {"status":"ok"}, not cached and never rate limited', async ({ request }) => {
  for (let attempt = 0; attempt < 25; attempt += 1) {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers()['cache-control']).toBe('no-store');
  }
});

test('§9 health: 503 {"status":"unavailable"} when the store (Redis or SQLite) cannot be reached', async ({ request }) => {
  for (const port of [REDIS_OUTAGE_PORT, SQLITE_OUTAGE_PORT]) {
    const response = await request.get(`http://127.0.0.1:${port}/api/health`);
    expect(response.status()).toBe(503);
    expect(await response.text()).toBe('{"status":"unavailable"}');
    expect(response.headers()['cache-control']).toBe('no-store');
  }
});
