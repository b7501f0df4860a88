import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request as PlaywrightRequest } from './fixtures';
import { getDictionary } from '../lib/i18n/dictionary';
import { profile } from '../lib/knowledge/profile';
import { ask, openChat, waitUntilSettled } from './chat-helpers';
import { QUESTIONS, SITE_LOCALES } from './site-locales';

/** The request card on the offline build: proposed by the chat's request intent, or opened from the contact section. */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const screenshots = process.env.REQUEST_CARD_SCREENSHOTS;

async function fillCard(page: Page, { email }: { email: string }) {
  const card = page.getByTestId('request-card');
  if (profile.scheduling) {
    await expect(card.getByTestId('request-kind-intro_call')).toBeChecked();
    await card.getByTestId('request-slot').last().check();
  }
  await card.getByTestId('request-name').fill('Jordan Visitor');
  await card.getByTestId('request-email').fill(email);
  await card.getByTestId('request-company').fill('Acme Hiring');
  await card.getByTestId('request-message').fill('Hello! I would like to talk about a staff engineering role.');
  await card.getByTestId('request-consent').check();
}

test('propose → review → confirm → double-confirm (one request) → cancel → replay', async ({ page }) => {
  await openChat(page, '/en/ai');
  await ask(page, 'Can I book a call with you?');
  await waitUntilSettled(page);
  const card = page.getByTestId('request-card');
  await expect(card).toHaveAttribute('data-state', 'form');
  const { chat } = getDictionary({ locale: 'en' }).requests;
  await expect(page.getByTestId('chat-message-assistant').last()).toContainText(profile.scheduling ? chat.proposalLead : chat.messageOnlyLead);
  await expect(card.getByTestId('request-privacy')).toContainText(profile.person.firstName);
  await fillCard(page, { email: `jordan.${Date.now()}@example.org` });

  const creates: PlaywrightRequest[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/requests') creates.push(request);
  });
  // A double click: both clicks land before the card re-renders, so the browser sends the request twice.
  await card.getByTestId('request-confirm').evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });
  await expect(card).toHaveAttribute('data-state', 'sent');
  await expect.poll(() => creates.length).toBeGreaterThanOrEqual(1);
  const bodies = await Promise.all(creates.map(async (request) => (await request.response())!.json() as Promise<{ request: { reference: string } }>));
  expect(new Set(bodies.map((body) => body.request.reference)).size).toBe(1);
  expect(new Set(creates.map((request) => request.headers()['idempotency-key'])).size).toBe(1);
  const reference = bodies[0]!.request.reference;
  await expect(page.getByTestId('request-reference')).toContainText(reference);
  await expect(page.getByTestId('request-status')).toHaveAttribute('data-status', 'requested');
  if (profile.scheduling) await expect(page.getByTestId('request-ics')).toHaveAttribute('download', `${reference}.ics`);
  // The token stays in this browser only.
  expect(await page.evaluate(() => window.localStorage.getItem('ask-me:requests'))).toContain(reference);

  if (screenshots) await card.screenshot({ path: `${screenshots}/card-sent-1280-light.png` });
  await page.getByTestId('request-cancel').click();
  await expect(page.getByTestId('request-status')).toHaveAttribute('data-status', 'cancelled');
  // A reload shows the same request again, not a blank form.
  await openChat(page, '/en/ai');
  await expect(page.getByTestId('request-card')).toHaveAttribute('data-state', 'sent');
  await expect(page.getByTestId('request-status')).toHaveAttribute('data-status', 'cancelled');

  // Replaying the confirm with its key returns the first result and creates nothing.
  const first = creates[0]!;
  const replay = await page.request.post('/api/requests', { headers: { 'content-type': 'application/json', 'idempotency-key': first.headers()['idempotency-key']! }, data: first.postData()! });
  expect(replay.status()).toBe(201);
  expect(replay.headers()['idempotent-replayed']).toBe('true');
  expect(((await replay.json()) as { request: { reference: string } }).request.reference).toBe(reference);
});

for (const locale of SITE_LOCALES.filter((candidate) => candidate !== 'en')) {
  test(`the request intent opens the card without a model in ${locale}`, async ({ page }) => {
    await openChat(page, `/${locale}/ai`);
    await ask(page, QUESTIONS[locale].bookCall);
    await waitUntilSettled(page);
    await expect(page.getByTestId('request-card')).toBeVisible();
    await expect(page.getByTestId('chat-message-assistant').last()).toHaveAttribute('data-mode', 'local');
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the contact section opens the card; axe finds no violations (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/en#contact');
    await page.getByTestId('request-open').click();
    const card = page.getByTestId('request-card');
    await expect(card).toBeVisible();
    if (profile.scheduling) await expect(card.getByTestId('request-slot').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).include('[data-testid="request-card"]').withTags(WCAG_TAGS).analyze();
    expect(results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) }))).toEqual([]);
    // Sending without consent or fields is stopped by the form itself: nothing reaches the server.
    await card.getByTestId('request-confirm').click();
    await expect(card).toHaveAttribute('data-state', 'form');
    if (screenshots) {
      for (const [width, height] of [[1280, 800], [375, 667]] as const) {
        await page.setViewportSize({ width, height });
        await card.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${screenshots}/card-${width}-${colorScheme}.png`, fullPage: false });
      }
    }
  });
}
