import { expect, test, type Page } from '@playwright/test';

async function ask(page: Page, question: string) {
  await page.getByTestId('chat-input').fill(question);
  await page.getByTestId('chat-send').click();
}

test.describe('chat page (offline engine)', () => {
  test('answers an English question with the current employer', async ({ page }) => {
    await page.goto('/en/ai');
    await expect(page.getByTestId('chat-disclosure')).toContainText('AI assistant');
    await expect(page.getByTestId('sample-notice')).toBeVisible();
    const requestBody = page.waitForRequest('**/api/chat').then((request) => request.postDataJSON() as unknown);

    await ask(page, 'Where do you work now?');

    expect(await requestBody).toEqual({ message: 'Where do you work now?', locale: 'en' });
    await expect(page.getByTestId('chat-message-user')).toHaveText(/Where do you work now\?/);
    await expect(page.getByTestId('chat-message-assistant')).toContainText('Tidewater');
    await expect(page.getByTestId('chat-status')).toHaveAttribute('data-status', 'ready');
    await expect(page.getByTestId('chat-input')).toHaveValue('');
  });

  test('answers a Spanish question in Spanish', async ({ page }) => {
    await page.goto('/es/ai');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    await ask(page, '¿Dónde trabajas ahora?');

    const answer = page.getByTestId('chat-message-assistant');
    await expect(answer).toContainText('Tidewater');
    await expect(page.getByTestId('chat-status')).toHaveAttribute('data-status', 'ready');
    // Spanish wording, not the English answer: common Spanish function words appear.
    await expect(answer).toHaveText(/\b(en|de|y|trabajo|soy|lidero)\b/);
    await expect(answer).not.toHaveText(/\b(I work|I lead|I am)\b/);
  });

  test('keeps the conversation and sends only the current question', async ({ page }) => {
    await page.goto('/en/ai');
    await ask(page, 'Where do you work now?');
    await expect(page.getByTestId('chat-status')).toHaveAttribute('data-status', 'ready');
    const requestBody = page.waitForRequest('**/api/chat').then((request) => request.postDataJSON() as unknown);

    await page.getByTestId('chat-input').fill('What is Ledgerly?');
    await page.getByTestId('chat-input').press('Enter');

    expect(await requestBody).toEqual({ message: 'What is Ledgerly?', locale: 'en' });
    await expect(page.getByTestId('chat-message-user')).toHaveCount(2);
    await expect(page.getByTestId('chat-message-assistant').nth(1)).toContainText('Ledgerly');
  });
});
