import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { warmUp } from './chat-helpers';
import { EMBED_SITE_ORIGIN, EMBED_SITE_PORT } from './embed-test-origin';

/**
 * Contracts §10: the owner's snippet on a page of another site. The host pages are served from a second loopback
 * origin, listed in CHAT_EMBED_ORIGINS (playwright.config.ts), and from a third one that is not listed.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A host page with loud styles of its own: none may reach the launcher, and the launcher may change none of them. */
function hostPage({ chatOrigin, lang, attributes }: { chatOrigin: string; lang: string; attributes: string | null }): string {
  const snippet = attributes === null ? '' : `<script src="${chatOrigin}/embed.js" ${attributes} defer></script>`;
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>The owner's other site</title>
<style>
  * { box-sizing: content-box; letter-spacing: 0.5px; }
  body { margin: 40px; font: 18px/1.6 Georgia, serif; color: rgb(51, 0, 0); background: rgb(255, 250, 240); }
  h1 { color: rgb(0, 0, 128); text-transform: uppercase; }
  div, span { padding: 7px; }
  button { background: rgb(255, 0, 0); color: rgb(255, 255, 0); font-size: 30px; border: 5px dashed rgb(0, 0, 255); }
</style>
</head>
<body>
<main>
<h1>A page of the owner's other site</h1>
<p>Some text <span id="host-span">with a span</span> and a <button id="host-button" type="button">button of its own</button>.</p>
</main>
${snippet}
</body>
</html>`;
}

/** The host site: `/` has the snippet, `/plain` is the same page without it; other paths set the script's options. */
function hostSite({ chatOrigin }: { chatOrigin: string }): Record<string, string> {
  return {
    '/': hostPage({ chatOrigin, lang: 'en', attributes: 'data-locale="en"' }),
    '/plain': hostPage({ chatOrigin, lang: 'en', attributes: null }),
    '/french-page': hostPage({ chatOrigin, lang: 'fr-CA', attributes: '' }),
    '/unknown-language': hostPage({ chatOrigin, lang: 'pt', attributes: '' }),
    '/options': hostPage({ chatOrigin, lang: 'fr', attributes: 'data-locale="de" data-position="bottom-left" data-label="Chat with me"' }),
    // Without embed.js: what a page that frames the chat by hand gets.
    '/framed-by-hand': hostPage({ chatOrigin, lang: 'en', attributes: null }).replace('</main>', `</main>\n<iframe id="by-hand" title="chat" src="${chatOrigin}/en/ai/embed"></iframe>`),
  };
}

async function serve({ pages, port }: { pages: Record<string, string>; port: number }): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const html = pages[request.url ?? '/'];
    if (html === undefined) response.writeHead(404).end();
    else response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

// One worker for the whole file: the allowed host site listens on one fixed port.
test.describe.configure({ mode: 'default' });

let allowed: { server: Server; origin: string };
let unlisted: { server: Server; origin: string };

test.beforeAll(async ({ playwright, baseURL }) => {
  await warmUp({ playwright, baseURL });
  const pages = hostSite({ chatOrigin: String(baseURL) });
  allowed = await serve({ pages, port: EMBED_SITE_PORT });
  unlisted = await serve({ pages, port: 0 });
});

test.afterAll(async () => {
  await Promise.all([allowed, unlisted].map(({ server }) => new Promise((resolve) => server.close(resolve))));
});

const launcher = (page: Page) => page.getByTestId('embed-launcher');
const panel = (page: Page) => page.getByTestId('embed-panel');
const chat = (page: Page) => page.frameLocator('ask-me-chat iframe');

/** Opens the panel with the launcher and waits until the chat in it is interactive. */
async function openPanel(page: Page) {
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(chat(page).getByTestId('chat-composer')).toHaveAttribute('data-hydrated', 'true');
}

async function askInPanel(page: Page, question: string) {
  const frame = chat(page);
  await frame.getByTestId('chat-input').fill(question);
  await frame.getByTestId('chat-send').click();
  // The first question also downloads the chat client: give a busy machine the time it takes.
  await expect(frame.getByTestId('chat-status')).toHaveAttribute('data-status', 'ready', { timeout: 20_000 });
  await expect(frame.getByTestId('chat-message-assistant').last()).not.toBeEmpty();
}

test('§10 the launcher speaks the page’s language (data-locale, else lang among the locales, else the default) and the chat loads only when opened', async ({ page, baseURL }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(`${allowed.origin}/french-page`);
  await expect(launcher(page)).toHaveAccessibleName('Posez-moi vos questions');
  await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('ask-me-chat iframe')).toHaveCount(0);
  // The host page, then the script: nothing of the chat until the visitor asks for it.
  expect(requests.filter((url) => url.startsWith(String(baseURL)))).toEqual([`${baseURL}/embed.js`]);

  await launcher(page).click();
  await expect(page.locator('ask-me-chat iframe')).toHaveAttribute('src', `${baseURL}/fr/ai/embed`);
  await expect(page.locator('ask-me-chat iframe')).toHaveAttribute('title', 'Discussion avec l’assistant IA');

  await page.goto(`${allowed.origin}/unknown-language`);
  await expect(launcher(page)).toHaveAccessibleName('Ask me anything');

  await page.goto(`${allowed.origin}/options`);
  await expect(launcher(page)).toHaveAccessibleName('Chat with me');
  const box = await launcher(page).boundingBox();
  expect(box && box.x).toBeLessThan(100);
  await launcher(page).click();
  await expect(page.locator('ask-me-chat iframe')).toHaveAttribute('src', `${baseURL}/de/ai/embed`);
  await expect(panel(page)).toHaveAccessibleName('Fragen Sie mich');
});

test('§10 on an allowed origin a question gets an answer with sources; Esc and the close button return focus to the launcher; the transcript survives', async ({ page, context, baseURL }) => {
  test.slow();
  await page.goto(`${allowed.origin}/`);
  await launcher(page).focus();
  await expect(launcher(page)).toHaveCSS('outline-style', 'solid');
  await openPanel(page);
  // Opening moves the visitor straight to the question box.
  await expect(chat(page).getByTestId('chat-input')).toBeFocused();
  // The embedded layout: the chat without the portfolio's header and footer.
  await expect(chat(page).locator('header, footer')).toHaveCount(0);

  await askInPanel(page, 'Where do you work now?');
  const source = chat(page).getByTestId('chat-source').first();
  await expect(source).toBeVisible();
  // A source opens in a new tab of this site, never inside the panel.
  const [opened] = await Promise.all([context.waitForEvent('page'), source.click()]);
  await expect.poll(() => opened.url()).toContain(`${baseURL}/en`);
  await opened.close();
  await expect(chat(page).getByTestId('chat-input')).toBeVisible();

  // Esc inside the panel: the panel tells the host page, which closes it and gives focus back.
  await chat(page).getByTestId('chat-input').focus();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();
  await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');

  // Reopened in the same tab: the conversation is still there.
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(chat(page).getByTestId('chat-message-user')).toContainText(['Where do you work now?']);

  await chat(page).getByTestId('embed-close').click();
  await expect(panel(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();

  // Esc on the host page itself closes it too.
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  await page.locator('#host-button').focus();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();

  // After a reload of the host page, the chat is restored from this tab's storage.
  await page.reload();
  await openPanel(page);
  await expect(chat(page).getByTestId('chat-message-user')).toContainText(['Where do you work now?']);
});

/** The computed styles of the host page's own elements that a leaking style sheet would change. */
async function hostStyles(page: Page) {
  return page.evaluate(() => {
    const properties = ['font-family', 'font-size', 'line-height', 'color', 'background-color', 'margin', 'padding', 'border', 'box-sizing', 'letter-spacing', 'text-transform'];
    return ['html', 'body', 'main', 'h1', 'p', '#host-span', '#host-button'].map((selector) => {
      const style = getComputedStyle(document.querySelector(selector)!);
      return [selector, Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)]))];
    });
  });
}

test('§10 isolation: the host page’s styles are unchanged and do not reach the launcher; one global, no cookies, no other origin', async ({ page, context, baseURL }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(`${allowed.origin}/plain`);
  const before = await hostStyles(page);
  const globalsBefore = await page.evaluate(() => Object.keys(window));

  await page.goto(`${allowed.origin}/`);
  await openPanel(page);
  await askInPanel(page, 'What are your main skills?');
  expect(await hostStyles(page)).toEqual(before);
  const globalsAfter = await page.evaluate(() => Object.keys(window));
  expect(globalsAfter.filter((name) => !globalsBefore.includes(name))).toEqual([]);
  // Not enumerable, but there: the one namespaced global.
  expect(await page.evaluate(() => typeof (window as unknown as { askMeEmbed?: { open: unknown } }).askMeEmbed?.open)).toBe('function');

  // The host's rules for buttons and every element stop at the shadow root.
  await expect(launcher(page)).toHaveCSS('background-color', 'rgb(15, 118, 110)');
  await expect(launcher(page)).toHaveCSS('font-size', '15px');
  await expect(launcher(page)).toHaveCSS('letter-spacing', 'normal');
  await expect(launcher(page)).toHaveCSS('border-top-style', 'none');

  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toBe('');
  const origins = new Set(requests.filter((url) => url.startsWith('http')).map((url) => new URL(url).origin));
  expect([...origins].sort()).toEqual([allowed.origin, String(baseURL)].sort());
  expect(allowed.origin).toBe(EMBED_SITE_ORIGIN);
});

test('§10 the enlarge toggle makes the floating panel larger and back, and the host says how large it is', async ({ page }) => {
  await page.goto(`${allowed.origin}/`);
  await openPanel(page);
  const enlarge = chat(page).getByTestId('embed-enlarge');
  await expect(enlarge).toHaveAccessibleName('Enlarge the chat');
  await expect(enlarge).toHaveAttribute('aria-pressed', 'false');
  const floating = await panel(page).boundingBox();
  expect(floating?.width).toBe(420);

  await enlarge.click();
  await expect(enlarge).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await panel(page).boundingBox())?.width).toBeGreaterThan(800);
  // Closed and opened again, the panel keeps the size the visitor chose.
  await page.keyboard.press('Escape');
  await launcher(page).click();
  await expect(enlarge).toHaveAttribute('aria-pressed', 'true');

  await enlarge.click();
  await expect(enlarge).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await panel(page).boundingBox())?.width).toBe(420);

  // Narrowed to a phone's width, the panel takes the screen and has nothing to enlarge.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(enlarge).toHaveCount(0);
  expect(await panel(page).boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
});

test.describe('an origin not in CHAT_EMBED_ORIGINS', () => {
  // The browser refusing the frame is the expected outcome here.
  test.use({ expectedCspViolations: [/frame-ancestors/] });

  test('§10 an unlisted origin shows no chat: no launcher, a console line for the owner, and a frame made by hand is refused', async ({ page, baseURL }) => {
    expect(unlisted.origin).not.toBe(allowed.origin);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`${unlisted.origin}/`);
    await expect.poll(() => warnings).toContain(`ask-me embed.js: ${unlisted.origin} is not in CHAT_EMBED_ORIGINS of ${baseURL}, so the chat is not shown on this page.`);
    await expect(page.locator('ask-me-chat')).toHaveCount(0);
    expect(await page.evaluate(() => 'askMeEmbed' in window)).toBe(false);

    await page.goto(`${unlisted.origin}/framed-by-hand`);
    const frame = () => page.frames().find((candidate) => candidate !== page.mainFrame());
    await expect.poll(() => frame()?.url()).toMatch(/^chrome-error:/);
    await expect(page.frameLocator('#by-hand').getByTestId('chat-input')).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('§10 the open panel takes the whole screen, and its close button leads back', async ({ page }) => {
    await page.goto(`${allowed.origin}/`);
    await openPanel(page);
    expect(await panel(page).boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await expect(chat(page).getByTestId('embed-enlarge')).toHaveCount(0);
    await chat(page).getByTestId('embed-close').click();
    await expect(panel(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`the open panel (${colorScheme})`, () => {
    test.use({ colorScheme });

    test('§10 has no WCAG violations, with an answer on screen', async ({ page }) => {
      // axe runs in the host page and again inside the frame.
      test.slow();
      await page.goto(`${allowed.origin}/`);
      await openPanel(page);
      await askInPanel(page, 'Where do you work now?');
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) }))).toEqual([]);
    });
  });
}
