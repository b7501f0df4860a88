import { expect, test } from '@playwright/test';
import { buildChunks } from '@/lib/knowledge/build-chunks';
import { profile } from '@/lib/knowledge/profile';

test.describe('portfolio page', () => {
  test('renders the profile with stable anchors', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alex Moreno');
    await expect(page.getByTestId('headline')).toHaveText('Senior full-stack and applied-AI engineer');
    await expect(page.getByTestId('location')).toContainText('Valencia, Spain (CET)');
    for (const anchor of ['experience', 'skills', 'projects', 'about', 'contact']) {
      await expect(page.locator(`section#${anchor}`)).toBeVisible();
    }
    const tidewater = page.locator('#experience-tidewater-labs');
    await expect(tidewater).toContainText('Tidewater Labs');
    await expect(tidewater).toContainText('March 2022 – present');
    await expect(page.locator('#experience-brightpath-health')).toContainText('June 2019 – February 2022');
    for (const slug of ['ledgerly', 'harbor', 'transit-pulse', 'portfolio-ai']) {
      await expect(page.locator(`#project-${slug}`)).toBeVisible();
    }
    await expect(page.getByTestId('contact-email')).toHaveAttribute('href', 'mailto:alex.moreno@example.com');
    await expect(page.getByTestId('sample-notice')).toHaveText('Sample profile: fictional person');
  });

  test('is localized, with dates in the locale', async ({ page }) => {
    await page.goto('/es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('#experience-tidewater-labs')).toContainText('marzo de 2022 – actualidad');
    await expect(page.getByTestId('sample-notice')).toHaveText('Perfil de ejemplo: persona ficticia');
  });

  test('links to the chat and to the other locales', async ({ page }) => {
    await page.goto('/en');
    await page.getByTestId('language-switcher').getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr$/);
    await page.getByTestId('ask-me-link').click();
    await expect(page).toHaveURL(/\/fr\/ai$/);
    await expect(page.getByTestId('chat-input')).toBeVisible();
  });

  test('has exactly one target for every anchor that answer sources link to', async ({ page }) => {
    const anchors = new Set(buildChunks({ profile, today: new Date('2026-11-30T00:00:00Z') }).map((chunk) => chunk.anchor));
    await page.goto('/en');
    for (const anchor of anchors) {
      await expect(page.locator(`[id="${anchor}"]`), anchor).toHaveCount(1);
    }
  });
});
