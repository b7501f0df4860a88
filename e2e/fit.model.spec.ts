import { expect, test } from '@playwright/test';
import { profile } from '@/lib/knowledge/profile';
import { openChat } from './chat-helpers';

const technology = profile.experience[0]!.stack[0]!.replace(/\s*\(.*\)$/, '');

test('with a provider configured, the table offers an AI summary that is labelled as the model’s', async ({ page }) => {
  await openChat(page, '/en/ai');
  await page.getByTestId('fit-open').click();
  await page.getByTestId('fit-input').fill(`Requirements\n- Experience with ${technology}\n- Fluent English`);
  await page.getByTestId('fit-check').click();
  await expect(page.getByTestId('fit-table')).toBeVisible();
  await page.getByTestId('fit-summarize').click();
  const summary = page.getByTestId('fit-model-summary');
  await expect(summary).toBeVisible();
  await expect(summary).toContainText('AI summary: written by a language model from the table above only');
  // The table never depends on the model: it is the same before and after.
  await expect(page.getByTestId('fit-row')).toHaveCount(2);
});
