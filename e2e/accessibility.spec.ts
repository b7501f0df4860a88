import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) }));
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`accessibility (${colorScheme})`, () => {
    test.use({ colorScheme });

    test('the portfolio page has no WCAG violations', async ({ page }) => {
      await page.goto('/en');
      expect(await violations(page)).toEqual([]);
    });

    test('the chat page has no WCAG violations, with an answer on screen', async ({ page }) => {
      await page.goto('/es/ai');
      await page.getByTestId('chat-input').fill('¿Dónde trabajas ahora?');
      await page.getByTestId('chat-send').click();
      await expect(page.getByTestId('chat-status')).toHaveAttribute('data-status', 'ready');
      await expect(page.getByTestId('chat-message-assistant')).not.toBeEmpty();
      expect(await violations(page)).toEqual([]);
    });
  });
}
