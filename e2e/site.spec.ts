import { execFileSync } from 'node:child_process';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { getDictionary } from '@/lib/i18n';
import { pagePath, SITE_PAGES } from '@/lib/contracts';
import { profile } from '@/lib/knowledge/profile';
import { profileLinks } from '@/lib/knowledge';
import { ask, openChat, waitUntilSettled } from './chat-helpers';
import { HOME_LOCALE, SITE_LOCALES, UNDECLARED_LOCALES, siteLocale } from './site-locales';

/** A site-absolute URL from the page (on the SITE_URL origin) fetched from the server under test. */
function local(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

async function expectPng(request: APIRequestContext, url: string) {
  const response = await request.get(local(url));
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  return pngSize(await response.body());
}

async function meta(page: Page, selector: string): Promise<string> {
  return (await page.locator(selector).getAttribute('content')) ?? '';
}

test.describe('CV', () => {
  for (const locale of SITE_LOCALES) {
    test(`downloads as a PDF with the ${locale} headings`, async ({ page }, testInfo) => {
      await page.goto(`/${locale}`);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('cv-link').click()]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`cv-${locale}\\.pdf$`));
      const file = testInfo.outputPath(`cv-${locale}.pdf`);
      await download.saveAs(file);
      const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      const dictionary = getDictionary({ locale });
      expect(text).toContain(profile.person.name);
      for (const heading of [dictionary.site.cvSummary, dictionary.page.experience, dictionary.page.skills]) expect(text).toContain(heading.toLocaleUpperCase());
      const pages = Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(pages).toBeLessThanOrEqual(2);
    });
  }

  test('is offered by the chat when a visitor asks for a résumé', async ({ page }) => {
    await openChat(page, '/en/ai');
    await ask(page, 'Can I get your CV or résumé?');
    await waitUntilSettled(page);
    const answer = page.getByTestId('chat-message-assistant').getByTestId('chat-answer-text');
    // The answer gives the part asked for: the CV's download link.
    await expect(answer.locator('a[href="/en/cv.pdf"]')).toBeVisible();
  });
});

test('the chat offers the owner’s links when a visitor asks where to find them online', async ({ page }) => {
  const links = profileLinks({ profile });
  test.skip(links.length === 0, 'the profile lists no links');
  await openChat(page, '/en/ai');
  await ask(page, 'Where can I find you online?');
  await waitUntilSettled(page);
  const answer = page.getByTestId('chat-message-assistant').getByTestId('chat-answer-text');
  // The chat renders links as normalized URLs (a bare origin gains its slash).
  for (const link of links) await expect(answer.locator(`a[href="${new URL(link.href).href}"]`)).toHaveCount(1);
});

test.describe('link previews and search engines', () => {
  for (const path of ['/en', `/${siteLocale('es')}/ai`]) {
    test(`${path} has a rendered Open Graph image, a Twitter card, a canonical URL and hreflang alternates`, async ({ page, request }) => {
      await page.goto(path);
      const image = await meta(page, 'meta[property="og:image"]');
      expect(await expectPng(request, image)).toEqual({ width: 1200, height: 630 });
      expect(await meta(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
      expect(await meta(page, 'meta[name="twitter:image"]')).toBe(image);
      expect(await meta(page, 'meta[property="og:image:alt"]')).toContain(profile.person.name);
      expect(await meta(page, 'meta[property="og:title"]')).toContain(profile.person.name);

      const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '';
      expect(new URL(canonical).pathname).toBe(path);
      const sitePage = path.endsWith('/ai') ? 'chat' : 'portfolio';
      const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
      expect(Object.fromEntries(alternates)).toEqual(
        Object.fromEntries([...SITE_LOCALES.map((locale) => [locale, new URL(pagePath({ locale, page: sitePage }), canonical).href]), ['x-default', new URL(pagePath({ locale: HOME_LOCALE, page: sitePage }), canonical).href]]),
      );
      const ogLocales = await page.locator('meta[property="og:locale:alternate"]').evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')?.slice(0, 2)));
      expect(ogLocales.sort()).toEqual(SITE_LOCALES.filter((locale) => !path.startsWith(`/${locale}`)).sort());
    });
  }

  test('the language previews of the product’s other locales do not exist', async ({ request }) => {
    for (const locale of UNDECLARED_LOCALES) {
      expect((await request.get(`/${locale}/opengraph-image/card`)).status()).toBe(404);
      expect((await request.get(`/${locale}/ai/opengraph-image/card`)).status()).toBe(404);
    }
  });

  test('the portfolio describes the owner as a Person inside a ProfilePage', async ({ page }) => {
    const locale = siteLocale('fr');
    await page.goto(`/${locale}`);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({ '@type': 'ProfilePage', inLanguage: locale, mainEntity: { '@type': 'Person', name: profile.person.name, jobTitle: profile.person.headline[locale] } });
  });

  test('the sitemap lists every page in each of the site’s locales, with its alternates, and no other locale', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname).sort();
    expect(locations).toEqual(SITE_PAGES.flatMap((page) => SITE_LOCALES.map((locale) => pagePath({ locale, page }))).sort());
    expect(xml).toContain('hreflang="x-default"');
    const hreflangs = new Set([...xml.matchAll(/hreflang="([^"]+)"/g)].map((match) => match[1]));
    expect([...hreflangs].sort()).toEqual([...SITE_LOCALES, 'x-default'].sort());
  });

  test('robots.txt lets crawlers in, keeps them off the API and points to the sitemap', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/User-Agent: \*\s+Allow: \/\s+Disallow: \/api\//i);
    expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  });

  test('the favicon and the home-screen icon are generated', async ({ page, request }) => {
    await page.goto(`/${siteLocale('de')}`);
    expect(await expectPng(request, new URL((await page.locator('link[rel="icon"]').getAttribute('href')) ?? '', page.url()).href)).toEqual({ width: 64, height: 64 });
    expect(await expectPng(request, new URL((await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')) ?? '', page.url()).href)).toEqual({ width: 180, height: 180 });
  });
});

test.describe('portfolio on a 375×667 phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

  test('shows the “Ask me” call to action and the CV on the first screen', async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByTestId('ask-me-link')).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('cv-link')).toBeInViewport({ ratio: 1 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('printing the portfolio leaves out navigation and buttons', async ({ page }) => {
  await page.goto('/en');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('language-switcher')).toBeHidden();
  await expect(page.getByTestId('ask-me-link')).toBeHidden();
  await expect(page.locator('#experience')).toBeVisible();
});
