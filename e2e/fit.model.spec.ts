import { expect, test } from './fixtures';
import { profile } from '@/lib/knowledge/profile';
import { openChat } from './chat-helpers';
import { FAKE_UPSTREAM_URL } from './fake-upstream-url';

const technology = profile.experience[0]!.stack[0]!.replace(/\s*\(.*\)$/, '');
/** A summary that stays inside the table: it names only what the posting asks for. */
const SUMMARY = `${technology} is shown in the profile. English is covered too. Nothing in the posting is declined.`;

test('with a provider configured, the table offers an AI summary that is labelled as the model’s', async ({ page, request }) => {
  // The summary is the fake upstream's non-streaming answer; the chat's classifier default is put back after.
  await request.post(`${FAKE_UPSTREAM_URL}/__control`, { data: { classifier: { kind: 'answer', text: SUMMARY } } });
  try {
    await openChat(page, '/en/ai');
    await page.getByTestId('fit-open').click();
    await page.getByTestId('fit-input').fill(`Requirements\n- Experience with ${technology}\n- Fluent English`);
    await page.getByTestId('fit-check').click();
    await expect(page.getByTestId('fit-table')).toBeVisible();
    await page.getByTestId('fit-summarize').click();
    const summary = page.getByTestId('fit-model-summary');
    await expect(summary).toContainText('AI summary: written by a language model from this table only');
    await expect(summary).toContainText(SUMMARY);
    // The table never depends on the model: it is the same before and after.
    await expect(page.getByTestId('fit-row')).toHaveCount(2);
  } finally {
    await request.post(`${FAKE_UPSTREAM_URL}/__control`, { data: { classifier: { kind: 'classifier', verdict: 'CAREER' } } });
  }
});
