import { expect, test } from './fixtures';
import { getDictionary } from '../lib/i18n/dictionary';
import { profile } from '../lib/knowledge/profile';
import { ask, openChat, waitUntilSettled, warmUp } from './chat-helpers';
import { FAKE_UPSTREAM_URL } from './fake-upstream-url';

// The first answer of a fresh server loads the route, which on a busy machine can outlast an expectation.
test.beforeAll(async ({ playwright, baseURL }) => warmUp({ playwright, baseURL }));

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

test('every tool fault is a bounded result: an invalid proposal goes back to the model, whose answer the visitor reads', async ({ page, request }) => {
  const { stepLimit } = getDictionary({ locale: 'en' }).requests.chat;
  const encode = (value: string) => Buffer.from(value).toString('base64url');
  await openChat(page, '/en/ai');
  const suffix = Date.now().toString(36);
  // A wrong kind: the answer goes on, and no card shows.
  await ask(page, `Tell me about your projects [[fake:tool=propose_visitor_request|${encode('{"kind":"meeting"}')}]] ${suffix}`);
  await waitUntilSettled(page);
  const answer = page.getByTestId('chat-message-assistant').last();
  await expect(answer).toContainText('Fake upstream answer:');
  await expect(answer).not.toContainText(stepLimit);
  await expect(page.getByTestId('request-card')).toHaveCount(0);
  const recorded = (await (await request.get(`${FAKE_UPSTREAM_URL}/__requests`)).json()) as { body: { stream?: boolean; messages: { role: string; content?: string }[] } }[];
  const second = recorded.filter((entry) => entry.body.stream === true).at(-1)!;
  const result = second.body.messages.find((message) => message.role === 'tool')!;
  expect(JSON.parse(result.content!)).toMatchObject({ ok: false, error: { type: 'VALIDATION', code: 'invalid_arguments' } });

  // An extra key, then a valid proposal: only the valid one ends the loop, with its card.
  const extra = encode(JSON.stringify({ kind: 'message', messageDraft: 'Hello', bcc: 'all@example.org' }));
  const valid = encode(JSON.stringify({ kind: 'message', messageDraft: 'Hello about a role' }));
  await ask(page, `Tell me more please [[fake:tool=propose_visitor_request|${extra}]] [[fake:tool=propose_visitor_request|${valid}]] ${suffix}b`);
  await waitUntilSettled(page);
  await expect(page.getByTestId('request-card')).toBeVisible();
  await expect(page.getByTestId('request-message')).toHaveValue('Hello about a role');
});
