import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { ask, openChat, waitUntilSettled } from './chat-helpers';
import { HOME_LOCALE, QUESTIONS, siteLocale } from './site-locales';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map(({ id, impact, nodes }) => ({ id, impact, targets: nodes.map((node) => node.target.join(' ')) }));
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`accessibility (${colorScheme})`, () => {
    test.use({ colorScheme });

    test('the portfolio page has no WCAG violations', async ({ page }) => {
      await page.goto('/en');
      expect(await violations(page)).toEqual([]);
    });

    test('the empty chat page has no WCAG violations', async ({ page }) => {
      await openChat(page, '/en/ai');
      await expect(page.getByTestId('chat-suggestions')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('the chat page has no WCAG violations, with an answer and the language offer on screen', async ({ page }) => {
      // A page in the site's second locale, offered its default.
      const locale = siteLocale('es');
      test.skip(locale === HOME_LOCALE, 'a site in one language offers no other');
      await openChat(page, `/${locale}/ai`);
      await ask(page, QUESTIONS[locale].whereWork);
      await waitUntilSettled(page);
      await expect(page.getByTestId('chat-message-assistant')).not.toBeEmpty();
      await expect(page.getByTestId('chat-source').first()).toBeVisible();
      await ask(page, QUESTIONS[HOME_LOCALE].offerable);
      await expect(page.getByTestId('language-offer')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
}

test('the chat is usable with the keyboard alone, with a visible focus', async ({ page }) => {
  await openChat(page, '/en/ai');
  await page.getByTestId('chat-input').focus();
  await page.keyboard.type('Where do you work now?');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('chat-message-user')).toBeVisible();
  await waitUntilSettled(page);
  await page.keyboard.press('Shift+Tab');
  const focused = page.locator(':focus');
  await expect(focused).not.toHaveCount(0);
  const outline = await focused.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe('none');
});
