import { expect, test } from './fixtures';
import { LOCALE_NAMES } from '@/lib/contracts';
import { getDictionary } from '@/lib/i18n';
import { ask, openChat, waitUntilSettled } from './chat-helpers';
import { currentJob, profile, showcaseProject } from './profile-facts';
import { ANSWERED_IN, HOME_LOCALE, QUESTIONS, UNDECLARED_LOCALES, siteLocale } from './site-locales';

test.describe('chat page (offline engine)', () => {
  test('answers an English question with the current employer, labelled as offline', async ({ page }) => {
    await openChat(page, '/en/ai');
    await expect(page.getByTestId('chat-disclosure')).toContainText('AI assistant');
    await expect(page.getByTestId('chat-confidential-note')).toBeVisible();
    if (profile.isSample) {
      const notice = getDictionary({ locale: 'en' }).page.sampleNotice;
      await expect(page.getByTestId('chat-sample-notice')).toHaveText(notice);
      // Said once per page: near the top, where a visitor reads it before asking; the footer leaves it out.
      await expect(page.getByText(notice)).toHaveCount(1);
      await expect(page.getByTestId('sample-notice')).toHaveCount(0);
    }
    const requestBody = page.waitForRequest('**/api/chat').then((request) => request.postDataJSON() as unknown);

    await ask(page, 'Where do you work now?');

    expect(await requestBody).toEqual({ message: 'Where do you work now?', locale: 'en' });
    await expect(page.getByTestId('chat-message-user')).toHaveText(/Where do you work now\?/);
    const answer = page.getByTestId('chat-message-assistant');
    await expect(answer).toContainText(currentJob.company);
    await waitUntilSettled(page);
    await expect(answer).toHaveAttribute('data-mode', 'offline');
    await expect(answer.getByTestId('chat-answer-mode')).toHaveText(getDictionary({ locale: 'en' }).page.chat.modeOffline);
    await expect(page.getByTestId('chat-announcer')).toContainText('New answer:');
    await expect(page.getByTestId('chat-input')).toHaveValue('');
  });

  // Spanish where the site has it, else another of its locales.
  const other = siteLocale('es');

  test(`answers a question on the ${other} page in that language`, async ({ page }) => {
    await openChat(page, `/${other}/ai`);
    await expect(page.locator('html')).toHaveAttribute('lang', other);

    await ask(page, QUESTIONS[other].whereWork);

    const answer = page.getByTestId('chat-message-assistant');
    await expect(answer).toContainText(currentJob.company);
    await waitUntilSettled(page);
    // The page's wording, not the English answer: common function words of the language appear.
    await expect(answer).toHaveText(ANSWERED_IN[other].words);
    await expect(answer).not.toHaveText(ANSWERED_IN[other].notEnglish);
    await expect(answer.getByTestId('chat-answer-mode')).toHaveText(getDictionary({ locale: other }).page.chat.modeOffline);
  });

  test('sends the earlier pair as recent turns, never the whole history', async ({ page }) => {
    await openChat(page, '/en/ai');
    await ask(page, 'Where do you work now?');
    await waitUntilSettled(page);
    const requestBody = page.waitForRequest('**/api/chat').then((request) => request.postDataJSON() as Record<string, unknown>);

    await page.getByTestId('chat-input').fill(`What is ${showcaseProject?.name}?`);
    await page.getByTestId('chat-input').press('Enter');

    const body = await requestBody;
    expect(Object.keys(body).sort()).toEqual(['locale', 'message', 'recentTurns']);
    expect(body).toMatchObject({ message: `What is ${showcaseProject?.name}?`, locale: 'en' });
    const turns = body.recentTurns as { role: string; content: string }[];
    expect(turns.map((turn) => turn.role)).toEqual(['user', 'assistant']);
    expect(turns[0]?.content).toBe('Where do you work now?');
    expect(turns[1]?.content).toContain(currentJob.company);
    await expect(page.getByTestId('chat-message-user')).toHaveCount(2);
    await expect(page.getByTestId('chat-message-assistant').nth(1)).toContainText(showcaseProject?.name ?? '');
  });

  test('offers suggested questions on an empty chat, and clearing brings them back', async ({ page }) => {
    const locale = siteLocale('fr');
    const first = profile.suggestedQuestions[0]?.[locale] ?? '';
    await openChat(page, `/${locale}/ai`);
    const suggestions = page.getByTestId('chat-suggestion');
    await expect(suggestions.first()).toHaveText(first);

    await suggestions.first().click();

    await expect(page.getByTestId('chat-message-user')).toContainText(first);
    await waitUntilSettled(page);
    await expect(page.getByTestId('chat-suggestions')).toHaveCount(0);
    await page.getByTestId('chat-clear').click();
    await expect(page.getByTestId('chat-message-user')).toHaveCount(0);
    await expect(page.getByTestId('chat-suggestions')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('chat-composer')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByTestId('chat-message-user')).toHaveCount(0);
  });

  test('keeps the transcript across a reload', async ({ page }) => {
    await openChat(page, '/en/ai');
    await ask(page, `What is ${showcaseProject?.name}?`);
    await waitUntilSettled(page);
    const answerText = await page.getByTestId('chat-answer-text').innerText();

    await page.reload();

    await expect(page.getByTestId('chat-message-user')).toContainText(`What is ${showcaseProject?.name}?`);
    await expect(page.getByTestId('chat-answer-text')).toHaveText(answerText);
    await expect(page.getByTestId('chat-suggestions')).toHaveCount(0);
  });

  test('announces every completed answer, even one worded like the previous one', async ({ page }) => {
    await openChat(page, '/en/ai');
    // Screen readers speak a live region when its content changes: record each change that carries text.
    await page.getByTestId('chat-announcer').evaluate((announcer) => {
      const spoken: string[] = [];
      Object.assign(window, { spoken });
      new MutationObserver(() => {
        if (announcer.textContent) spoken.push(announcer.textContent);
      }).observe(announcer, { childList: true, subtree: true, characterData: true });
    });
    const spoken = () => page.evaluate(() => (window as unknown as { spoken: string[] }).spoken);

    await ask(page, 'Where do you work now?');
    await waitUntilSettled(page);
    await expect.poll(spoken).toHaveLength(1);
    await ask(page, 'Where do you work now?');
    await waitUntilSettled(page);

    await expect.poll(spoken).toHaveLength(2);
    const [first, second] = await spoken();
    expect(first).toContain(currentJob.company);
    expect(second).toBe(first);
  });

  test('sends with Enter, keeps Shift+Enter as a new line and counts characters', async ({ page }) => {
    await openChat(page, '/en/ai');
    const input = page.getByTestId('chat-input');
    await expect(page.getByTestId('chat-send')).toBeDisabled();
    await input.fill('Who are you?');
    await input.press('Shift+Enter');
    await expect(input).toHaveValue('Who are you?\n');
    await expect(page.getByTestId('chat-counter')).toHaveText('13 of 1500 characters');
    await expect(page.getByTestId('chat-message-user')).toHaveCount(0);

    await input.press('Enter');

    await expect(page.getByTestId('chat-message-user')).toHaveCount(1);
    await waitUntilSettled(page);
    await expect(page.getByTestId('chat-counter')).toHaveText('0 of 1500 characters');
    await expect(input).toHaveAttribute('maxlength', '1500');
  });
});

test.describe('the chat code loads on first use', () => {
  test('answers a question asked while that code is still downloading', async ({ page }) => {
    await openChat(page, '/en/ai');
    // From here on every script arrives late, as on a slow connection, and the language check's code (franc,
    // recognised by its n-gram helper) last of all: the chat engine arrives while the check of the question
    // still runs, and the question must still be sent exactly once.
    await page.route('**/_next/static/chunks/**', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      await new Promise((resolve) => setTimeout(resolve, body.includes('n-gram') ? 3000 : 1000));
      await route.fulfill({ response, body });
    });

    await ask(page, 'Where do you work now?');

    // The question shows at once, is sent once the engine has arrived, and is answered.
    await expect(page.getByTestId('chat-message-user')).toHaveCount(1);
    await expect(page.getByTestId('chat-message-assistant')).toContainText(currentJob.company, { timeout: 15_000 });
    await waitUntilSettled(page);
    await expect(page.getByTestId('chat-message-user')).toHaveCount(1);
  });
});

test.describe('copy an answer', () => {
  test('copies the answer text to the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openChat(page, '/en/ai');
    await ask(page, 'Where do you work now?');
    await waitUntilSettled(page);
    const copyButton = page.getByTestId('chat-message-assistant').getByTestId('chat-copy');
    await copyButton.click();
    await expect(copyButton).toHaveAttribute('data-status', 'copied');
    await expect(copyButton).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(currentJob.company);
  });

  test('says so when the browser offers no clipboard', async ({ page }) => {
    // As on a plain-http site: no Clipboard API at all.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined }));
    const locale = siteLocale('fr');
    await openChat(page, `/${locale}/ai`);
    await ask(page, QUESTIONS[locale].whereWork);
    await waitUntilSettled(page);
    const copyButton = page.getByTestId('chat-message-assistant').getByTestId('chat-copy');
    await copyButton.click();
    await expect(copyButton).toHaveAttribute('data-status', 'unavailable');
    await expect(copyButton).toHaveText(getDictionary({ locale }).page.chat.copyUnavailable);
  });
});

test.describe('language check', () => {
  // On the English page, a question in Spanish where the site has it, else in another of its languages.
  const offered = siteLocale('es');
  const question = QUESTIONS[offered].offerable;
  test.skip(offered === HOME_LOCALE, 'a site in one language offers no other');

  test(`offers the ${offered} page and sends the pending question there`, async ({ page }) => {
    await openChat(page, '/en/ai');
    await ask(page, question);

    const offer = page.getByTestId('language-offer');
    await expect(offer).toContainText(LOCALE_NAMES[offered]);
    await expect(page.getByTestId('chat-message-user')).toHaveCount(0);
    await expect(page.getByTestId('language-offer-switch')).toBeFocused();
    await page.getByTestId('language-offer-switch').click();

    await expect(page).toHaveURL(new RegExp(`/${offered}/ai$`));
    await expect(page.locator('html')).toHaveAttribute('lang', offered);
    await expect(page.getByTestId('chat-message-user')).toContainText(question);
    await expect(page.getByTestId('chat-message-assistant')).toContainText(currentJob.company);
    await waitUntilSettled(page);
    await page.reload();
    // Sent once: the pending question is not sent again on reload.
    await expect(page.getByTestId('chat-message-user')).toHaveCount(1);
  });

  test('can continue on the current page, and short text never asks', async ({ page }) => {
    await openChat(page, '/en/ai');
    await ask(page, 'Hola, ¿qué tal?');
    await expect(page.getByTestId('chat-message-user')).toHaveCount(1);
    await waitUntilSettled(page);
    await expect(page.getByTestId('language-offer')).toHaveCount(0);

    await ask(page, question);
    await page.getByTestId('language-offer-stay').click();

    await expect(page).toHaveURL(/\/en\/ai$/);
    await expect(page.getByTestId('chat-message-user')).toHaveCount(2);
    await expect(page.getByTestId('language-offer')).toHaveCount(0);
  });
});

test.describe('a language the site does not have', () => {
  const [undeclared] = UNDECLARED_LOCALES;
  test.skip(undeclared === undefined, 'the site has all four languages');

  test('gets no offer to switch: the question is answered on this page', async ({ page }) => {
    await openChat(page, '/en/ai');
    await ask(page, QUESTIONS[undeclared ?? 'en'].offerable);
    await expect(page.getByTestId('chat-message-user')).toHaveCount(1);
    await waitUntilSettled(page);
    await expect(page.getByTestId('language-offer')).toHaveCount(0);
    await expect(page.getByTestId('chat-message-assistant')).not.toBeEmpty();
    await expect(page).toHaveURL(/\/en\/ai$/);
  });
});

test.describe('errors', () => {
  const refusals: { status: number; code: string; headers: Record<string, string>; kind: string; text: string }[] = [
    { status: 429, code: 'rate_limited', headers: { 'Retry-After': '42' }, kind: 'rate_limited', text: 'Please wait 42 seconds' },
    { status: 503, code: 'budget_exhausted', headers: {}, kind: 'budget_exhausted', text: 'come back tomorrow' },
    { status: 503, code: 'chat_disabled', headers: {}, kind: 'chat_disabled', text: 'switched off' },
    { status: 413, code: 'payload_too_large', headers: {}, kind: 'too_long', text: 'too long' },
  ];

  for (const refusal of refusals) {
    test(`explains a ${refusal.code} refusal and retries`, async ({ page }) => {
      let calls = 0;
      await page.route('**/api/chat', async (route) => {
        calls += 1;
        if (calls > 1) return route.continue();
        await route.fulfill({
          status: refusal.status,
          headers: { 'Content-Type': 'application/json', ...refusal.headers },
          body: JSON.stringify({ error: { code: refusal.code, message: 'server text' } }),
        });
      });
      await openChat(page, '/en/ai');
      await ask(page, 'Where do you work now?');

      const error = page.getByTestId('chat-error');
      await expect(error).toHaveAttribute('data-kind', refusal.kind);
      await expect(error).toContainText(refusal.text);
      await page.getByTestId('chat-retry').click();

      await expect(page.getByTestId('chat-message-assistant')).toContainText(currentJob.company);
      await expect(page.getByTestId('chat-input')).toBeFocused();
      await expect(error).toHaveCount(0);
      await expect(page.getByTestId('chat-message-user')).toHaveCount(1);
    });
  }

  test('a busy server: counts down in the page’s language, retries once by itself and shows the answer', async ({ page }) => {
    const locale = siteLocale('de');
    const copy = getDictionary({ locale }).page.chat;
    let calls = 0;
    await page.route('**/api/chat', async (route) => {
      calls += 1;
      if (calls > 1) return route.continue();
      await route.fulfill({ status: 503, headers: { 'Content-Type': 'application/json', 'Retry-After': '2' }, body: JSON.stringify({ error: { code: 'busy', message: 'server text' } }) });
    });
    await openChat(page, `/${locale}/ai`);
    await ask(page, QUESTIONS[locale].whereWork);
    const error = page.getByTestId('chat-error');
    await expect(error).toHaveAttribute('data-kind', 'busy');
    await expect(error).toHaveAttribute('data-retrying', 'true');
    await expect(page.getByTestId('chat-busy-countdown')).toHaveText(copy.errorBusyRetrying.replace('{seconds}', '2'));
    await expect(page.getByTestId('chat-busy-countdown')).toHaveText(copy.errorBusyRetrying.replace('{seconds}', '1'));
    // The retry is a real request to the server: on a shared machine its first answer can take a while.
    await expect(page.getByTestId('chat-message-assistant')).toContainText(currentJob.company, { timeout: 20_000 });
    await expect(error).toHaveCount(0);
    expect(calls).toBe(2);
  });

  test('still busy after its one retry: says so and leaves the retry to the visitor', async ({ page }) => {
    const copy = getDictionary({ locale: 'en' }).page.chat;
    let calls = 0;
    await page.route('**/api/chat', async (route) => {
      calls += 1;
      if (calls > 2) return route.continue();
      await route.fulfill({ status: 503, headers: { 'Content-Type': 'application/json', 'Retry-After': '1' }, body: JSON.stringify({ error: { code: 'busy', message: 'server text' } }) });
    });
    await openChat(page, '/en/ai');
    await ask(page, 'Where do you work now?');
    const error = page.getByTestId('chat-error');
    await expect(error).toHaveAttribute('data-kind', 'busy');
    await expect(error).toContainText(copy.errorBusy);
    await expect(error).not.toHaveAttribute('data-retrying', 'true');
    // No third request by itself.
    await page.waitForTimeout(1500);
    expect(calls).toBe(2);
    await page.getByTestId('chat-retry').click();
    await expect(page.getByTestId('chat-message-assistant')).toContainText(currentJob.company);
  });

  test('says when the network is gone', async ({ page, context }) => {
    await openChat(page, '/en/ai');
    await context.setOffline(true);
    await ask(page, 'Where do you work now?');
    await expect(page.getByTestId('chat-error')).toHaveAttribute('data-kind', 'offline');
    await expect(page.getByTestId('chat-error')).toContainText('offline');
    await context.setOffline(false);
    await page.getByTestId('chat-retry').click();
    await expect(page.getByTestId('chat-message-assistant')).toContainText(currentJob.company);
  });
});
