import { expect, test } from './fixtures';

test.describe('locale routing', () => {
  test('`/` redirects to the locale of Accept-Language', async ({ request }) => {
    const response = await request.get('/', { headers: { 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.5' }, maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(new URL(response.headers()['location'] ?? '', 'http://localhost').pathname).toBe('/es');
  });

  test('`/` falls back to English for unsupported languages', async ({ request }) => {
    const response = await request.get('/', { headers: { 'Accept-Language': 'ja-JP' }, maxRedirects: 0 });
    expect(new URL(response.headers()['location'] ?? '', 'http://localhost').pathname).toBe('/en');
  });

  test.describe('with a German browser', () => {
    test.use({ locale: 'de-DE' });

    test('a visitor landing on `/` sees the German portfolio', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/de$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    });
  });

  test('unknown locales are a 404', async ({ request }) => {
    expect((await request.get('/xx/ai')).status()).toBe(404);
    expect((await request.get('/xx')).status()).toBe(404);
  });
});
