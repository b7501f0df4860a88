import { expect, test } from '../fixtures';

// `next start` as Vercel runs the app (no server.mjs), VERCEL=1 choosing CHAT_TRUSTED_PROXY=vercel, the state in
// Redis, 3 questions per visitor and minute. Vercel's edge overwrites X-Real-IP with the visitor's address; these
// requests send it as the edge would.
test.describe.configure({ mode: 'serial' });

const question = { message: 'Where do you work now?', locale: 'en' };

test('§9 vercel: two visitors get their own allowances', async ({ request }) => {
  const asVisitor = (address: string) => request.post('/api/chat', { headers: { 'content-type': 'application/json', 'x-real-ip': address }, data: question });
  const first = [];
  for (let index = 0; index < 4; index += 1) first.push((await asVisitor('203.0.113.10')).status());
  expect(first).toEqual([200, 200, 200, 429]);
  expect((await asVisitor('203.0.113.11')).status()).toBe(200);
  // One host's IPv6 addresses are one visitor (per /64).
  const ipv6 = [];
  for (let index = 0; index < 4; index += 1) ipv6.push((await asVisitor(`2001:db8:5:6::${index + 1}`)).status());
  expect(ipv6).toEqual([200, 200, 200, 429]);
});

test('§9 vercel: a forged header gets nothing (not the product\'s own peer header, not X-Forwarded-For)', async ({ request }) => {
  const statuses: number[] = [];
  for (let index = 0; index < 10; index += 1) {
    const forged = { 'x-chat-peer-address': `198.51.100.${index}`, 'x-chat-peer-proof': `guess-${index}`, 'x-forwarded-for': `192.0.2.${index}`, 'cf-connecting-ip': `192.0.2.${index}` };
    const response = await request.post('/api/chat', { headers: { 'content-type': 'application/json', 'x-real-ip': '203.0.113.12', ...forged }, data: question });
    statuses.push(response.status());
  }
  expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
});

test('§9 identity: a request with no trusted address is the shared "unknown" client, whatever it forges', async ({ request }) => {
  const statuses: number[] = [];
  for (let index = 0; index < 5; index += 1) {
    const response = await request.post('/api/chat', { headers: { 'content-type': 'application/json', 'x-chat-peer-address': `198.51.100.${index}`, 'x-chat-peer-proof': 'guess' }, data: question });
    statuses.push(response.status());
  }
  expect(statuses).toEqual([200, 200, 200, 429, 429]);
});

test('§9 headers: Strict-Transport-Security when the trusted edge says https, and the health check answers', async ({ request }) => {
  const overHttps = await request.get('/en', { headers: { 'x-forwarded-proto': 'https' } });
  expect(overHttps.headers()['strict-transport-security']).toBe('max-age=31536000');
  expect((await request.get('/en', { headers: { 'x-forwarded-proto': 'http' } })).headers()['strict-transport-security']).toBeUndefined();
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });
});

test('§9 health: never rate limited, even for a visitor whose chat allowance is spent', async ({ request }) => {
  const visitor = { 'x-real-ip': '203.0.113.13' };
  const chats = [];
  for (let index = 0; index < 4; index += 1) chats.push((await request.post('/api/chat', { headers: { 'content-type': 'application/json', ...visitor }, data: question })).status());
  expect(chats).toEqual([200, 200, 200, 429]);
  for (let index = 0; index < 10; index += 1) expect((await request.get('/api/health', { headers: visitor })).status()).toBe(200);
});
