import { expect, test } from './fixtures';
import { getDictionary } from '@/lib/i18n';
import { profile } from '@/lib/knowledge/profile';
import { buildCorePrompt } from '@/lib/prompt';
import { ask, openChat, waitUntilSettled, warmUp } from './chat-helpers';
import { QUESTIONS, siteLocale } from './site-locales';

/** The model-mode app against a fake upstream that recites the system prompt mid-answer. */

const coreWords = (buildCorePrompt({ profile }).match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => word.toLowerCase());

test.beforeAll(warmUp);

test('stops an answer that starts reciting the core prompt, and says why in the visitor’s language', async ({ page }) => {
  const locale = siteLocale('fr');
  await openChat(page, `/${locale}/ai`);
  await ask(page, `${QUESTIONS[locale].whereWork} [[fake:echo-system]]`);

  const answer = page.getByTestId('chat-message-assistant');
  await waitUntilSettled(page);
  await expect(page.getByTestId('chat-status')).toHaveAttribute('data-status', 'ready');
  await expect(answer.getByTestId('chat-answer-notice')).toHaveText(getDictionary({ locale }).page.chat.leakStopped);
  await expect(answer.getByTestId('chat-answer-text')).toContainText('Fake upstream answer');
  const shown = ((await answer.getByTestId('chat-answer-text').textContent()) ?? '').toLowerCase();
  // Not even the start of the prompt made it to the page.
  expect(shown).not.toContain(coreWords.slice(0, 6).join(' '));
  await expect(answer.getByTestId('chat-answer-interrupted')).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('chat-composer')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByTestId('chat-answer-notice')).toHaveText(getDictionary({ locale }).page.chat.leakStopped);
});
