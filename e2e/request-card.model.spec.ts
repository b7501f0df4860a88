import { expect, test } from './fixtures';
import { profile } from '../lib/knowledge/profile';
import { ask, openChat, waitUntilSettled } from './chat-helpers';
import { FAKE_UPSTREAM_URL } from './fake-upstream-url';

/** The model proposes through its tool; the page opens the card from the `data-proposal` part; nothing is written. */
test('a proposal from the model opens the card prefilled, and writes nothing', async ({ page, request }) => {
  const draft = 'Hi, I would like to talk about a staff role on my team.';
  const encoded = Buffer.from(JSON.stringify({ kind: 'message', messageDraft: draft })).toString('base64url');
  await openChat(page, '/en/ai');
  // A unique suffix in letters and digits: a bare 13-digit timestamp can pass the Luhn check and be refused as a card number.
  await ask(page, `I would love to get in touch about a role [[fake:tool=propose_visitor_request|${encoded}]] ${Date.now().toString(36)}`);
  await waitUntilSettled(page);
  const card = page.getByTestId('request-card');
  await expect(card).toBeVisible();
  await expect(card.getByTestId('request-message')).toHaveValue(draft);
  // Without availability in the profile only messages are offered, so the card has no kind to choose.
  if (profile.scheduling) await expect(card.getByTestId('request-kind-message')).toBeChecked();
  else await expect(card.getByTestId('request-kind-intro_call')).toHaveCount(0);
  const recorded = (await (await request.get(`${FAKE_UPSTREAM_URL}/__requests`)).json()) as { body: { tools?: unknown[] } }[];
  expect(recorded.at(-1)!.body.tools).toHaveLength(3);
});
