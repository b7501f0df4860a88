import { expect, type Page, type PlaywrightWorkerArgs } from '@playwright/test';

/**
 * Types a question, sends it with the Send button and waits until it was really sent (it shows in the
 * transcript) or the language offer took its place: the language check runs before sending.
 */
export async function ask(page: Page, question: string) {
  const questions = page.getByTestId('chat-message-user');
  const before = await questions.count();
  await page.getByTestId('chat-input').fill(question);
  await page.getByTestId('chat-send').click();
  await expect(questions.nth(before).or(page.getByTestId('language-offer'))).toBeVisible();
}

/** Waits until the chat is idle again (the answer finished, failed or was stopped); call after `ask`. */
export async function waitUntilSettled(page: Page) {
  await expect(page.getByTestId('chat-status')).toHaveAttribute('data-status', /^(ready|error)$/);
}

/**
 * Sends one question to a freshly started server before a spec's timed expectations: the first answer loads
 * the route, which on a busy machine can outlast an expect's timeout (call from `test.beforeAll`).
 */
export async function warmUp({ playwright, baseURL }: { playwright: PlaywrightWorkerArgs['playwright']; baseURL: string | undefined }) {
  const warm = await playwright.request.newContext({ baseURL });
  await warm.post('/api/chat', { headers: { 'content-type': 'application/json' }, data: JSON.stringify({ message: 'Hello', locale: 'en' }), timeout: 60_000 });
  await warm.dispose();
}

/** Opens the chat and waits until it is interactive (hydrated, its saved transcript restored). */
export async function openChat(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('chat-composer')).toHaveAttribute('data-hydrated', 'true');
}
