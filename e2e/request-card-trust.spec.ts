import AxeBuilder from '@axe-core/playwright';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { getDictionary } from '../lib/i18n/dictionary';
import { profile } from '../lib/knowledge/profile';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { openChat, warmUp } from './chat-helpers';
import { runOwnerCli } from './owner-cli';
import { OFFLINE_PORT } from './ports';

/**
 * The request card of issue "visitor requests an owner can trust", on the offline build (SQLite): the real state
 * after a cancel and after the owner's answer, the time on both clocks, the calendar file, early and late slots, the
 * message counter, a send of unknown outcome, and a plain-http origin that is not localhost.
 */

const copy = getDictionary({ locale: 'en' }).requests;
const screenshots = process.env.REQUEST_CARD_SCREENSHOTS;
const OWNER_STORE = { CHAT_DB_PATH: join(process.env.E2E_DATA_DIR ?? tmpdir(), 'offline.db') };
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

// Each test speaks as its own client (the servers trust `x-test-client`): its creations and lookups count against its
// own allowance, not the one the other browser specs share. Shots in four sizes and schemes take longer than a test's time.
test.beforeAll(warmUp);
test.beforeEach(async ({ page }) => {
  if (screenshots) test.slow();
  await page.setExtraHTTPHeaders({ 'x-test-client': `card-${unique()}` });
});

/** Desktop and phone shots of the card in the current colour scheme, when REQUEST_CARD_SCREENSHOTS names a folder. */
async function shoot(page: Page, name: string) {
  if (!screenshots) return;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [width, height] of [[1280, 900], [375, 740]] as const) {
      await page.setViewportSize({ width, height });
      await page.getByTestId('request-card').scrollIntoViewIfNeeded();
      await page.getByTestId('request-card').screenshot({ path: `${screenshots}/${name}-${width}-${scheme}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function openCard(page: Page, origin = '') {
  await page.goto(`${origin}/en#contact`);
  await page.getByTestId('request-open').click();
  await expect(page.getByTestId('request-card')).toHaveAttribute('data-state', 'form');
}

async function fillCard(page: Page, { message = 'Hello! I would like to talk about a staff engineering role.', slot = 'last' }: { message?: string; slot?: 'first' | 'last' } = {}) {
  const card = page.getByTestId('request-card');
  if (profile.scheduling) await card.getByTestId('request-slot')[slot]().check();
  await card.getByTestId('request-name').fill('Jordan Visitor');
  await card.getByTestId('request-email').fill(`jordan.${unique()}@example.org`);
  await card.getByTestId('request-message').fill(message);
  await card.getByTestId('request-consent').check();
}

/** The .ics the card offers, decoded from its data URL. */
async function calendarText(page: Page): Promise<string> {
  const href = (await page.getByTestId('request-ics').getAttribute('href'))!;
  return decodeURIComponent(href.slice(href.indexOf(',') + 1));
}

test('the card shows the real state after a cancel and after the owner confirms; the .ics is tentative until then', async ({ page }) => {
  await openCard(page);
  await fillCard(page);
  await page.getByTestId('request-confirm').click();
  const card = page.getByTestId('request-card');
  await expect(card).toHaveAttribute('data-state', 'sent');
  await expect(page.getByTestId('request-title')).toHaveText(copy.card.sentTitle);
  const reference = /R-[A-Z0-9]{6}/.exec((await page.getByTestId('request-reference').textContent())!)![0];
  if (profile.scheduling) {
    // The confirmation shows the time on the visitor's clock and on the owner's, each with its zone.
    const time = page.getByTestId('request-time');
    await expect(time).toContainText('your time');
    await expect(time).toContainText(`For ${profile.person.firstName}:`);
    const ics = await calendarText(page);
    expect(ics).toContain('\r\nSTATUS:TENTATIVE\r\n');
    expect(ics).toContain(`\r\nORGANIZER;CN="${profile.person.name}":mailto:${profile.contact.email}\r\n`);
    expect(ics).toContain(`SUMMARY:Intro call with ${profile.person.firstName} (pending)`);
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  }
  await shoot(page, 'card-sent');

  // The owner's list shows the request on the owner's clock.
  const listed = runOwnerCli({ args: ['list', '--limit', '50'], store: OWNER_STORE });
  expect(listed.stdout).toContain(`times in ${profile.scheduling?.timeZone ?? ''}`);
  expect(listed.stdout).toMatch(new RegExp(`${reference}  (message|intro_call)  requested  created .+ (CET|CEST|GMT[+-]\\d+|UTC)`));
});

test('a restored card reads the real state: confirmed by the owner, then cancelled by the visitor', async ({ page }) => {
  await openChat(page, '/en/ai');
  await page.getByTestId('chat-input').fill('Can I book a call with you?');
  await page.getByTestId('chat-send').click();
  const card = page.getByTestId('request-card');
  // The answer that offers the card comes from the chat route, slower than a click on a busy machine.
  await expect(card).toHaveAttribute('data-state', 'form', { timeout: 15_000 });
  await fillCard(page);
  await page.getByTestId('request-confirm').click();
  await expect(card).toHaveAttribute('data-state', 'sent');
  const reference = /R-[A-Z0-9]{6}/.exec((await page.getByTestId('request-reference').textContent())!)![0];
  expect(runOwnerCli({ args: ['confirm', reference], store: OWNER_STORE }).status).toBe(0);
  await page.reload();
  await expect(page.getByTestId('request-card')).toHaveAttribute('data-status', 'confirmed');
  await expect(page.getByTestId('request-title')).toHaveText(copy.card.confirmedTitle);
  if (profile.scheduling) {
    const ics = await calendarText(page);
    expect(ics).toContain('\r\nSTATUS:CONFIRMED\r\n');
    expect(ics).toContain(`SUMMARY:Intro call with ${profile.person.firstName}\r\n`);
  }
  await page.getByTestId('request-cancel').click();
  await expect(page.getByTestId('request-status')).toHaveAttribute('data-status', 'cancelled');
  // The card no longer says "Request sent", and offers neither the calendar file nor another cancel.
  await expect(page.getByTestId('request-title')).toHaveText(copy.card.cancelledTitle);
  await expect(page.getByTestId('request-ics')).toHaveCount(0);
  await expect(page.getByTestId('request-cancel')).toHaveCount(0);
  await expect(page.getByTestId('request-reference')).toHaveText(`Reference: ${reference}`);
  await shoot(page, 'card-cancelled');
  await page.reload();
  await expect(page.getByTestId('request-title')).toHaveText(copy.card.cancelledTitle);
});

test.describe('a visitor in Mexico City', () => {
  test.use({ timezoneId: 'America/Mexico_City' });

  test('slots outside 07:00–21:00 of the visitor’s clock are marked as early or late for them', async ({ page }) => {
    test.skip(!profile.scheduling, 'the live profile offers no intro calls');
    // Many slots to check one by one, and two axe runs.
    test.slow();
    await openCard(page);
    const slots = page.getByTestId('request-slots').locator('label');
    await expect(slots.first()).toBeVisible();
    const count = await slots.count();
    let marked = 0;
    for (let index = 0; index < count; index += 1) {
      const slot = slots.nth(index);
      const start = (await slot.locator('input').getAttribute('value'))!;
      const hour = Number(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: 'America/Mexico_City' }).format(new Date(start)));
      const mark = slot.getByTestId('request-slot-mark');
      if (hour < 7) {
        await expect(mark).toHaveAttribute('data-mark', 'early');
        await expect(mark).toHaveText(copy.card.earlyForYou);
        marked += 1;
      } else if (hour >= 21) {
        await expect(mark).toHaveAttribute('data-mark', 'late');
        marked += 1;
      } else {
        await expect(mark).toHaveCount(0);
      }
    }
    // The owner's mornings in Madrid are the small hours in Mexico City.
    expect(marked).toBeGreaterThan(0);
    await fillCard(page, { message: 'x'.repeat(2100), slot: 'first' });
    // The marks and the over-limit counter keep the card free of WCAG violations, light and dark.
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const results = await new AxeBuilder({ page }).include('[data-testid="request-card"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) }))).toEqual([]);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await shoot(page, 'card-form-mexico-over-limit');
  });
});

test('a message over the limit is refused with the limit named before sending, and the page shows the counter', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/requests') posts.push(request.url());
  });
  await openCard(page);
  const counter = page.getByTestId('request-message-counter');
  await expect(counter).toHaveText('0 of 2,000 characters');
  await fillCard(page, { message: 'x'.repeat(5000) });
  // Nothing is cut: the whole paste stays, and the counter says by how much it is over.
  await expect(page.getByTestId('request-message')).toHaveValue('x'.repeat(5000));
  await expect(counter).toHaveAttribute('data-over', 'true');
  await expect(counter).toHaveText('Your message is 3,000 characters over the limit of 2,000. Please shorten it.');
  await page.getByTestId('request-confirm').click();
  await expect(page.getByTestId('request-error')).toContainText('limit of 2,000');
  expect(posts).toEqual([]);
  await page.getByTestId('request-message').fill('x'.repeat(2000));
  await expect(counter).toHaveText('2,000 of 2,000 characters');
  await page.getByTestId('request-confirm').click();
  await expect(page.getByTestId('request-card')).toHaveAttribute('data-state', 'sent');
});

test('a send whose outcome is unknown says a retry is safe, and the retry with the same key makes one request', async ({ page }) => {
  const creates: { key: string; body: string; status: number; replayed: boolean }[] = [];
  let lost = true;
  // The first answer is lost after the server applied the write, as when the store times out after the command.
  await page.route('**/api/requests', async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.continue();
    const response = await route.fetch();
    creates.push({ key: request.headers()['idempotency-key']!, body: request.postData()!, status: response.status(), replayed: response.headers()['idempotent-replayed'] === 'true' });
    if (!lost) return route.fulfill({ response });
    lost = false;
    return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { type: 'SYSTEM', code: 'outcome_unknown', message: copy.errors.outcome_unknown } }) });
  });
  await openCard(page);
  await fillCard(page);
  await page.getByTestId('request-confirm').click();
  await expect(page.getByTestId('request-error')).toHaveText(copy.errors.outcome_unknown);
  const confirm = page.getByTestId('request-confirm');
  await expect(confirm).toHaveText(copy.card.sendAgain);
  await expect(confirm).toHaveAttribute('data-retry', 'true');
  // The form is locked, so the retry is the very same call.
  await expect(page.getByTestId('request-message')).toBeDisabled();
  await shoot(page, 'card-outcome-unknown');
  await confirm.click();
  await expect(page.getByTestId('request-card')).toHaveAttribute('data-state', 'sent');
  expect(creates).toHaveLength(2);
  expect(creates[1]!.key).toBe(creates[0]!.key);
  expect(creates[1]!.body).toBe(creates[0]!.body);
  expect(creates.map((entry) => [entry.status, entry.replayed])).toEqual([[201, false], [201, true]]);
});

test('works where it is served: on a plain-http origin that is not localhost the card sends, with no secure-context API', async () => {
  // lan.test resolves to the loopback server, as a LAN address or a staging host over plain http would.
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP lan.test 127.0.0.1'] });
  try {
    const page = await browser.newPage({ extraHTTPHeaders: { 'x-test-client': `card-${unique()}` } });
    const origin = `http://lan.test:${OFFLINE_PORT}`;
    await openCard(page, origin);
    expect(await page.evaluate(() => ({ secure: window.isSecureContext, subtle: typeof crypto.subtle, uuid: typeof crypto.randomUUID }))).toEqual({ secure: false, subtle: 'undefined', uuid: 'undefined' });
    await fillCard(page);
    const created = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/requests' && response.request().method() === 'POST');
    await page.getByTestId('request-confirm').click();
    expect((await created).status()).toBe(201);
    await expect(page.getByTestId('request-card')).toHaveAttribute('data-state', 'sent');
    await expect(page.getByTestId('request-error')).toHaveCount(0);
    await page.getByTestId('request-cancel').click();
    await expect(page.getByTestId('request-title')).toHaveText(copy.card.cancelledTitle);
  } finally {
    await browser.close();
  }
});
