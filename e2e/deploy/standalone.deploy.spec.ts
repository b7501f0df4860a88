import { execFileSync } from 'node:child_process';
import { expect, test } from '../fixtures';
import { ask, openChat, waitUntilSettled, warmUp } from '../chat-helpers';
import { readImageCommand } from './image-command';
import { STANDALONE_PORT } from './ports';
import { askAsVisitor } from './visitor-http';

// The standalone output assembled by the Dockerfile's script and started as its CMD (e2e/deploy/start-image.ts):
// reached directly, CHAT_TRUSTED_PROXY=none, SQLite in the data folder, 3 questions per visitor and minute.
test.describe.configure({ mode: 'serial' });
// The first answer of a fresh server loads the route; from 127.0.0.1, the browser's address, within its allowance.
test.beforeAll(warmUp);

test('§9 shutdown: a container\'s first process is the Node server itself (the image\'s CMD), not npm', () => {
  expect(readImageCommand({ path: 'Dockerfile' }).command).toEqual(['node', 'server.mjs']);
});

test('container: the standalone output serves the pages, their files and the chat, within its CSP', async ({ page }) => {
  await openChat(page, '/en/ai');
  await ask(page, 'Where do you work now?');
  await waitUntilSettled(page);
  await expect(page.getByTestId('chat-message-assistant').last().getByTestId('chat-answer-text')).not.toBeEmpty();
  await page.goto('/de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('container: per-visitor limits by the socket peer; forged headers change nothing', async ({ baseURL }) => {
  const statuses: number[] = [];
  for (let index = 0; index < 5; index += 1) {
    const forged = { 'x-forwarded-for': `203.0.113.${index}`, 'x-real-ip': `203.0.113.${index}`, 'x-chat-peer-address': `198.51.100.${index}` };
    statuses.push((await askAsVisitor({ baseURL: String(baseURL), visitor: '127.0.0.31', headers: forged })).status);
  }
  expect(statuses).toEqual([200, 200, 200, 429, 429]);
  expect((await askAsVisitor({ baseURL: String(baseURL), visitor: '127.0.0.32' })).status).toBe(200);
});

test('container: the image\'s HEALTHCHECK command passes against /api/health', () => {
  const [program, ...args] = readImageCommand({ path: 'Dockerfile' }).healthcheck;
  expect(program).toBe('node');
  // The command exits 0 when healthy and throws (non-zero exit) otherwise.
  execFileSync(process.execPath, args, { env: { ...process.env, PORT: String(STANDALONE_PORT) }, stdio: 'pipe' });
});
