import { expect, test } from './fixtures';
import { formatMonthRange, getDictionary } from '@/lib/i18n';
import { buildChunks, describeLocation, PORTFOLIO_SECTIONS } from '@/lib/knowledge';
import { LOCALE_NAMES } from '@/lib/contracts';
import { currentJob, pastJob, profile } from './profile-facts';
import { SITE_LOCALES, siteLocale } from './site-locales';

test.describe('portfolio page', () => {
  test('renders the profile with stable anchors', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(profile.person.name);
    await expect(page.getByTestId('headline')).toHaveText(profile.person.headline.en);
    await expect(page.getByTestId('location')).toContainText(describeLocation({ profile, locale: 'en' }));
    for (const anchor of PORTFOLIO_SECTIONS) {
      await expect(page.locator(`section#${anchor}`)).toBeVisible();
    }
    const present = getDictionary({ locale: 'en' }).page.present;
    const current = page.locator(`#experience-${currentJob.id}`);
    await expect(current).toContainText(currentJob.company);
    await expect(current).toContainText(formatMonthRange({ start: currentJob.start, end: currentJob.end, locale: 'en', presentLabel: present }));
    if (pastJob) {
      await expect(page.locator(`#experience-${pastJob.id}`)).toContainText(formatMonthRange({ start: pastJob.start, end: pastJob.end, locale: 'en', presentLabel: present }));
    }
    for (const project of profile.projects) {
      await expect(page.locator(`#project-${project.slug}`)).toBeVisible();
    }
    await expect(page.getByTestId('contact-email')).toHaveAttribute('href', `mailto:${profile.contact.email}`);
    if (profile.isSample) await expect(page.getByTestId('sample-notice')).toHaveText(getDictionary({ locale: 'en' }).page.sampleNotice);
  });

  test('is localized, with dates in the locale', async ({ page }) => {
    const locale = siteLocale('es');
    await page.goto(`/${locale}`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const present = getDictionary({ locale }).page.present;
    await expect(page.locator(`#experience-${currentJob.id}`)).toContainText(
      formatMonthRange({ start: currentJob.start, end: currentJob.end, locale, presentLabel: present }),
    );
    if (profile.isSample) await expect(page.getByTestId('sample-notice')).toHaveText(getDictionary({ locale }).page.sampleNotice);
  });

  test('links to the chat and to the site’s other locales, and to no locale the site lacks', async ({ page }) => {
    const locale = siteLocale('fr');
    test.skip(SITE_LOCALES.length < 2, 'a site in one language has no switcher');
    await page.goto('/en');
    const switcher = page.getByTestId('language-switcher');
    expect(await switcher.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')))).toEqual(SITE_LOCALES);
    await switcher.getByRole('link', { name: LOCALE_NAMES[locale] }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}$`));
    await page.getByTestId('ask-me-link').click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/ai$`));
    await expect(page.getByTestId('chat-input')).toBeVisible();
  });

  test('has exactly one target for every anchor that answer sources link to', async ({ page }) => {
    const anchors = new Set(buildChunks({ profile, today: new Date() }).map((chunk) => chunk.anchor));
    await page.goto('/en');
    for (const anchor of anchors) {
      await expect(page.locator(`[id="${anchor}"]`), anchor).toHaveCount(1);
    }
  });
});
