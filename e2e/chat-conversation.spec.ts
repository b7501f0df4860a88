import { expect, test, type Page } from './fixtures';
import { MAX_FOLLOW_UPS, MAX_SOURCES } from '@/lib/contracts';
import { getDictionary } from '@/lib/i18n';
import { ask, openChat, waitUntilSettled } from './chat-helpers';
import { currentJob, profile } from './profile-facts';
import { QUESTIONS, siteLocale } from './site-locales';

/**
 * The job before the current one in the live profile, as the career reads backwards: of the jobs that
 * ended before the current one began, the one that ended last. An explained break that ended later
 * would come first instead; then there is no job to expect.
 */
const endedBefore = <T extends { end: Date | null }>(stops: readonly T[]) => stops.filter((stop) => stop.end !== null && stop.end < currentJob.start);
const lastEnded = <T extends { end: Date | null; start: Date }>(stops: readonly T[]) =>
  [...stops].sort((left, right) => right.end!.getTime() - left.end!.getTime() || right.start.getTime() - left.start.getTime())[0];
const previousJob = lastEnded(endedBefore(profile.experience));
const breakInBetween = previousJob && endedBefore(profile.careerBreaks ?? []).some((entry) => entry.end! > previousJob.end!);

async function expectCompletedAnswer(page: Page, index: number) {
  await waitUntilSettled(page);
  const answer = page.getByTestId('chat-message-assistant').nth(index);
  await expect(answer).toHaveAttribute('data-complete', 'true');
  return answer;
}

// English and a second of the site's locales (German where the site has it).
for (const locale of [...new Set(['en', siteLocale('de')] as const)]) {
  test.describe(`a three-turn conversation in ${locale} (offline engine)`, () => {
    test.skip(!previousJob || Boolean(breakInBetween), 'no job directly before the current one in the live profile');
    const copy = getDictionary({ locale });

    test('follows "and before that?", suggests follow-ups under the latest answer and asks the one clicked', async ({ page }) => {
      await openChat(page, `/${locale}/ai`);
      await ask(page, copy.followUps.currentJob);
      const first = await expectCompletedAnswer(page, 0);
      await expect(first.getByTestId('chat-answer-text')).toContainText(currentJob.company);
      await expect(first.getByTestId('chat-answer-mode')).toHaveText(copy.page.chat.modeOffline);

      await ask(page, QUESTIONS[locale].beforeThat);
      const second = await expectCompletedAnswer(page, 1);
      // The follow-up is about the previous job, stated first, not the bio or the current job again.
      const text = (await second.getByTestId('chat-answer-text').innerText()).trim();
      expect(text.split(/(?<=[.!?])\s/)[0]).toContain(previousJob!.company);
      const sources = second.getByTestId('chat-source');
      expect(await sources.count()).toBeGreaterThanOrEqual(1);
      expect(await sources.count()).toBeLessThanOrEqual(MAX_SOURCES);
      await expect(second.getByTestId('chat-answer-mode')).toHaveText(copy.page.chat.modeOffline);

      // Chips under the latest answer only, in the page's language, about the job just discussed.
      await expect(first.getByTestId('chat-follow-ups')).toHaveCount(0);
      const chips = second.getByTestId('chat-follow-up');
      await expect(chips.first()).toBeVisible();
      const offered = await chips.allInnerTexts();
      expect(offered.length).toBeGreaterThanOrEqual(2);
      expect(offered.length).toBeLessThanOrEqual(MAX_FOLLOW_UPS);
      expect(offered[0]).toContain(previousJob!.company);
      expect(offered).toContain(copy.followUps.howLongAt(previousJob!.company));

      // Keyboard: the chip is a button that Enter activates, and it asks its question.
      await chips.first().focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('chat-message-user').nth(2)).toContainText(offered[0]!);
      const third = await expectCompletedAnswer(page, 2);
      await expect(third.getByTestId('chat-answer-text')).toContainText(previousJob!.company);
      await expect(second.getByTestId('chat-follow-ups')).toHaveCount(0);
      await expect(third.getByTestId('chat-follow-up').first()).toBeVisible();
      expect(await third.getByTestId('chat-follow-up').allInnerTexts()).not.toContain(offered[0]);
    });

    test('rates an answer with the thumbs, and a change of mind is sent with the rating it replaces', async ({ page }) => {
      await openChat(page, `/${locale}/ai`);
      await ask(page, copy.followUps.currentJob);
      const answer = await expectCompletedAnswer(page, 0);
      const up = answer.getByTestId('chat-feedback-up');
      const down = answer.getByTestId('chat-feedback-down');
      await expect(up).toHaveAttribute('aria-pressed', 'false');
      await expect(up).toHaveAccessibleName(copy.feedback.up);

      const [upSent] = await Promise.all([page.waitForResponse((response) => response.url().endsWith('/api/feedback')), up.click()]);
      expect(upSent.status()).toBe(204);
      const upBody = upSent.request().postDataJSON() as Record<string, unknown>;
      expect(upBody).toMatchObject({ locale, rating: 'up', mode: 'offline' });
      expect(upBody).not.toHaveProperty('previous');
      // What is counted: mode, intent and cited facts; never the question or the answer.
      expect(Object.keys(upBody).sort()).toEqual(['chunkIds', 'intent', 'locale', 'mode', 'rating']);
      expect(JSON.stringify(upBody)).not.toContain(currentJob.company);
      await expect(up).toHaveAttribute('aria-pressed', 'true');
      await expect(answer.getByTestId('chat-feedback-status')).toHaveText(copy.feedback.thanks);

      const [downSent] = await Promise.all([page.waitForResponse((response) => response.url().endsWith('/api/feedback')), down.click()]);
      expect(downSent.status()).toBe(204);
      expect(downSent.request().postDataJSON()).toMatchObject({ rating: 'down', previous: 'up' });
      await expect(down).toHaveAttribute('aria-pressed', 'true');
      await expect(up).toHaveAttribute('aria-pressed', 'false');

      // After a reload the counted rating is still shown, so a further change is still sent as a change.
      await openChat(page, `/${locale}/ai`);
      await expect(page.getByTestId('chat-feedback-down')).toHaveAttribute('aria-pressed', 'true');
    });

    test('a feedback failure shows a small localized message and the chat goes on', async ({ page }) => {
      await page.route('**/api/feedback', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'feedback_unavailable', message: copy.feedback.apiErrors.feedback_unavailable } }) }));
      await openChat(page, `/${locale}/ai`);
      await ask(page, copy.followUps.currentJob);
      const answer = await expectCompletedAnswer(page, 0);
      await answer.getByTestId('chat-feedback-up').click();
      await expect(answer.getByTestId('chat-feedback-status')).toHaveText(copy.feedback.apiErrors.feedback_unavailable);
      await expect(answer.getByTestId('chat-feedback-up')).toHaveAttribute('aria-pressed', 'false');
      await page.route('**/api/feedback', (route) => route.abort());
      await answer.getByTestId('chat-feedback-down').click();
      await expect(answer.getByTestId('chat-feedback-status')).toHaveText(copy.feedback.failed);
      await ask(page, QUESTIONS[locale].beforeThat);
      await expectCompletedAnswer(page, 1);
      await expect(page.getByTestId('chat-error')).toHaveCount(0);
    });
  });
}
