import { expect, test } from '../fixtures';
import { ask, openChat, waitUntilSettled } from '../chat-helpers';
import { askAsVisitor, errorCode } from './visitor-http';

// Behind nginx with the README's snippet: `npm start` on loopback, CHAT_TRUSTED_PROXY=x-real-ip, SITE_URL set to
// nginx's origin, 4 questions per visitor and minute, model answers paced by the fake upstream.
test.describe.configure({ mode: 'serial' });

test('§9 nginx: an answer streams through the snippet unbuffered (the first text long before the end)', async ({ baseURL }) => {
  // The server's first answer also loads the route: warm it up from another visitor, so only streaming is timed.
  await askAsVisitor({ baseURL: String(baseURL), visitor: '127.0.0.19' });
  const response = await askAsVisitor({ baseURL: String(baseURL), visitor: '127.0.0.20', message: 'Tell me about the projects you built recently, please' });
  expect(response.status).toBe(200);
  // (nginx reads the app's X-Accel-Buffering: no itself and does not pass it on; the main browser tests check it.)
  expect(response.firstTextMs).not.toBeNull();
  // About sixteen chunks 60 ms apart: held back by a buffer, all the text would arrive at once, at the end. (How
  // long the first text takes depends on the machine's load, not on nginx, so only the time after it is measured.)
  const streamingMs = response.totalMs - (response.firstTextMs as number);
  expect(streamingMs).toBeGreaterThan(600);
});

test('§9 nginx: per-visitor limits hold (one visitor spending their allowance leaves another\'s whole)', async ({ baseURL }) => {
  const visitorA = await Promise.all(Array.from({ length: 5 }, () => askAsVisitor({ baseURL: String(baseURL), visitor: '127.0.0.21' })));
  expect(visitorA.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 429]);
  expect(visitorA.map(errorCode)).toContain('rate_limited');
  const visitorB = await askAsVisitor({ baseURL: String(baseURL), visitor: '127.0.0.22' });
  expect(visitorB.status).toBe(200);
});

test('§9 nginx: a visitor\'s own X-Real-IP and X-Forwarded-For change nothing', async ({ baseURL }) => {
  const statuses: number[] = [];
  for (let index = 0; index < 8; index += 1) {
    const forged = { 'x-real-ip': `203.0.113.${index}`, 'x-forwarded-for': `198.51.100.${index}`, 'x-chat-peer-address': `192.0.2.${index}`, 'x-chat-peer-proof': 'guess' };
    statuses.push((await askAsVisitor({ baseURL: String(baseURL), visitor: '127.0.0.23', message: `Hello, which languages do you speak? (${index})`, headers: forged })).status);
  }
  expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 429, 429]);
});

test('§9 nginx: the chat page asks and gets answers through the proxy with SITE_URL set (no 403), and no HSTS over http', async ({ page, request }) => {
  const pageResponse = await request.get('/en/ai', { headers: { 'x-forwarded-proto': 'https' } });
  expect(pageResponse.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  // nginx writes $scheme (http here) over the visitor's X-Forwarded-Proto: no HSTS for plain http.
  expect(pageResponse.headers()['strict-transport-security']).toBeUndefined();
  await openChat(page, '/en/ai');
  await ask(page, 'Where do you work now?');
  await waitUntilSettled(page);
  await expect(page.getByTestId('chat-message-assistant').last()).toContainText('Fake upstream answer');
  await expect(page.getByTestId('chat-error')).toHaveCount(0);
});
