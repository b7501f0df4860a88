import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { HOME_LOCALE, SITE_LOCALES, UNDECLARED_LOCALES, siteLocale } from './site-locales';

async function redirectOf(request: APIRequestContext, acceptLanguage: string): Promise<{ status: number; path: string }> {
  const response = await request.get('/', { headers: { 'Accept-Language': acceptLanguage }, maxRedirects: 0 });
  return { status: response.status(), path: new URL(response.headers()['location'] ?? '', 'http://localhost').pathname };
}

test.describe('locale routing', () => {
  test('`/` redirects to the locale of Accept-Language', async ({ request }) => {
    const locale = siteLocale('es');
    expect(await redirectOf(request, `${locale}-XX,${locale};q=0.9,en;q=0.5`)).toEqual({ status: 307, path: `/${locale}` });
  });

  test('`/` falls back to the site’s default for languages it does not have', async ({ request }) => {
    expect((await redirectOf(request, 'ja-JP')).path).toBe(`/${HOME_LOCALE}`);
    // A browser preferring languages the site lacks gets the first of the site's it names, else the default.
    const fallback = SITE_LOCALES.at(-1) ?? HOME_LOCALE;
    expect((await redirectOf(request, [...UNDECLARED_LOCALES, fallback].join(', '))).path).toBe(`/${fallback}`);
    expect((await redirectOf(request, [...UNDECLARED_LOCALES, 'ja'].join(', '))).path).toBe(`/${HOME_LOCALE}`);
  });

  test.describe('with a browser in the site’s second language', () => {
    const locale = siteLocale('de');
    test.use({ locale: `${locale}-${locale.toUpperCase()}` });

    test('a visitor landing on `/` sees the portfolio in that language', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(new RegExp(`/${locale}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
    });
  });

  test('unknown locales, and the product’s locales the site does not have, are a 404', async ({ request }) => {
    for (const locale of ['xx', ...UNDECLARED_LOCALES]) {
      for (const path of [`/${locale}`, `/${locale}/ai`, `/${locale}/cv.pdf`]) expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});
