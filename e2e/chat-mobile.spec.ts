import { expect, test, type Page } from './fixtures';
import { ask, openChat, waitUntilSettled } from './chat-helpers';
import { currentJob } from './profile-facts';
import { QUESTIONS, siteLocale } from './site-locales';

/** German where the site has it: its long words are the hardest to fit on a phone. */
const locale = siteLocale('de');

test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function expectComposerInView(page: Page) {
  const box = await page.getByTestId('chat-composer').boundingBox();
  expect(box).not.toBeNull();
  expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(667 + 1);
}

test.describe('chat page on a 375×667 phone', () => {
  test('fits the screen and keeps the composer and the newest text in view', async ({ page }) => {
    await openChat(page, `/${locale}/ai`);
    // The keyboard resizes the layout; the light and dark theme colours still come from the layout.
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /interactive-widget=resizes-content/);
    await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);
    await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute('content', 'light dark');
    await expectNoHorizontalOverflow(page);
    await expectComposerInView(page);

    await ask(page, QUESTIONS[locale].projectsAt(currentJob.company));
    await waitUntilSettled(page);
    await ask(page, QUESTIONS[locale].yearsTotal);
    await waitUntilSettled(page);

    await expectNoHorizontalOverflow(page);
    await expectComposerInView(page);
    await expect(page.getByTestId('chat-message-assistant').last().getByTestId('chat-copy')).toBeInViewport();
  });
});

test('a long unbreakable word wraps inside the messages instead of widening the page', async ({ page }) => {
  await openChat(page, `/${locale}/ai`);
  const compound = 'Softwareentwicklungsprojektverantwortlichkeitsübernahmebereitschaftserklärung';
  await ask(page, QUESTIONS[locale].about(`${compound}${compound}`));
  await waitUntilSettled(page);
  await expectNoHorizontalOverflow(page);
  const bubble = await page.getByTestId('chat-message-user').boundingBox();
  expect((bubble?.x ?? 0) + (bubble?.width ?? 0)).toBeLessThanOrEqual(375);
});
