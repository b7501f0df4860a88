import { expect, test } from './fixtures';
import { getDictionary } from '@/lib/i18n';
import { ask, openChat, waitUntilSettled } from './chat-helpers';
import { FAKE_UPSTREAM_URL } from './fake-upstream-url';
import { currentJob, profile, showcaseProject } from './profile-facts';

interface RecordedRequest {
  body: unknown;
}

test.describe('chat page (model through the fake upstream)', () => {
  test('streams the model answer with source chips', async ({ page }) => {
    await openChat(page, '/en/ai');
    await ask(page, `What did you build at ${currentJob.company}?`);

    const answer = page.getByTestId('chat-message-assistant');
    await expect(answer).toContainText(`Fake upstream answer: What did you build at ${currentJob.company}?`);
    await waitUntilSettled(page);
    await expect(answer).toHaveAttribute('data-mode', 'model');
    await expect(answer.getByTestId('chat-answer-mode')).toHaveText(getDictionary({ locale: 'en' }).page.chat.modeModel);
    // The model path suggests what to ask next about what it was given.
    const followUps = answer.getByTestId('chat-follow-up');
    await expect(followUps.first()).toBeVisible();
    expect(await followUps.count()).toBeLessThanOrEqual(3);
    const chips = answer.getByTestId('chat-source');
    await expect(chips.first()).toBeVisible();
    for (const href of await chips.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) expect(href).toMatch(/^\/en#[\w-]+$/);
  });

  test('refuses an off-topic question with the local, labelled answer', async ({ page }) => {
    await openChat(page, '/en/ai');
    await ask(page, 'What is the best pizza in Naples? [[fake:offtopic]]');

    const answer = page.getByTestId('chat-message-assistant');
    await expect(answer).toContainText(profile.assistant.offTopic.en);
    await expect(answer).toHaveAttribute('data-mode', 'local');
    await expect(answer.getByTestId('chat-answer-mode')).toContainText('Automatic reply');
  });

  test('refuses sensitive input locally, and nothing of it reaches the upstream', async ({ page, request }) => {
    await openChat(page, '/en/ai');
    await ask(page, 'My card number is 4111 1111 1111 1111, can you keep it for me?');

    const answer = page.getByTestId('chat-message-assistant');
    await expect(answer).toContainText('sensitive data');
    await waitUntilSettled(page);
    await expect(answer).toHaveAttribute('data-mode', 'local');
    const recorded = (await (await request.get(`${FAKE_UPSTREAM_URL}/__requests`)).json()) as RecordedRequest[];
    // Bodies only: a recorded timestamp may contain these digits by chance.
    expect(JSON.stringify(recorded.map((entry) => entry.body))).not.toContain('4111');
  });

  test('stops a stalled answer and keeps what arrived', async ({ page }) => {
    await openChat(page, '/en/ai');
    await ask(page, `Tell me about ${showcaseProject?.name} [[fake:stall=3]]`);

    const answer = page.getByTestId('chat-message-assistant');
    await expect(answer.getByTestId('chat-answer-text')).toContainText('Fake upstr');
    await expect(page.getByTestId('chat-send')).toBeDisabled();
    // Nothing speaks while an answer streams: the announcer is the page's only live region, and it is silent.
    await expect(page.locator('main').locator('[aria-live], [role="status"], [role="log"], [role="alert"]')).toHaveCount(1);
    await expect(page.getByTestId('chat-announcer')).toHaveText('');
    await page.getByTestId('chat-stop').click();

    await expect(page.getByTestId('chat-status')).toHaveAttribute('data-status', 'ready');
    await expect(answer.getByTestId('chat-answer-interrupted')).toHaveAttribute('data-reason', 'stopped');
    await expect(answer.getByTestId('chat-answer-text')).toContainText('Fake upstr');
    await expect(page.getByTestId('chat-stop')).toHaveCount(0);
    // The Stop button is gone: focus is back in the input, not lost to the page.
    await expect(page.getByTestId('chat-input')).toBeFocused();
    // A stopped answer is not announced as a completed one.
    await expect(page.getByTestId('chat-announcer')).toHaveText('');
  });

  test('marks an answer that was still streaming at a reload as incomplete', async ({ page }) => {
    await openChat(page, '/en/ai');
    await ask(page, `Tell me about ${showcaseProject?.name} [[fake:stall=3]]`);
    await expect(page.getByTestId('chat-answer-text')).toContainText('Fake upstr');

    await page.reload();

    await expect(page.getByTestId('chat-composer')).toHaveAttribute('data-hydrated', 'true');
    const answer = page.getByTestId('chat-message-assistant');
    await expect(answer.getByTestId('chat-answer-text')).toContainText('Fake upstr');
    await expect(answer.getByTestId('chat-answer-interrupted')).toHaveAttribute('data-reason', 'failed');
    await expect(page.getByTestId('chat-status')).toHaveAttribute('data-status', 'ready');
  });

  test('keeps a partial answer after an upstream failure, then retries', async ({ page }) => {
    let calls = 0;
    // The first attempt carries a fault marker the visitor never typed; the retry goes through unchanged.
    await page.route('**/api/chat', async (route) => {
      calls += 1;
      if (calls > 1) return route.continue();
      const body = route.request().postDataJSON() as { message: string };
      await route.continue({ postData: JSON.stringify({ ...body, message: `${body.message} [[fake:reset=3]]` }) });
    });
    await openChat(page, '/en/ai');
    await ask(page, `What is ${showcaseProject?.name}?`);

    const answer = page.getByTestId('chat-message-assistant');
    const error = page.getByTestId('chat-error');
    await expect(error).toHaveAttribute('data-kind', 'interrupted');
    await expect(answer.getByTestId('chat-answer-interrupted')).toHaveAttribute('data-reason', 'failed');
    await expect(answer.getByTestId('chat-answer-text')).toContainText('Fake');

    await page.getByTestId('chat-retry').click();
    // The error and its Retry button go away: focus is back in the input, not lost to the page.
    await expect(page.getByTestId('chat-input')).toBeFocused();

    await expect(answer).toContainText(`Fake upstream answer: What is ${showcaseProject?.name}?`);
    await waitUntilSettled(page);
    await expect(error).toHaveCount(0);
    await expect(page.getByTestId('chat-answer-interrupted')).toHaveCount(0);
    await expect(page.getByTestId('chat-message-assistant')).toHaveCount(1);
  });
});
