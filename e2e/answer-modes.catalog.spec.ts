import { expect, test, type APIRequestContext } from './fixtures';
import { buildFactCatalog } from '@/lib/catalog';
import { answerSources, usedChunks } from '@/lib/retrieval';
import { getDictionary } from '@/lib/i18n';
import { buildChunks } from '@/lib/knowledge';
import { profile } from '@/lib/knowledge/profile';
import { SMUGGLED_PROSE } from '@/test/fake-upstream/catalog-replies';
import { ask, openChat, waitUntilSettled, warmUp } from './chat-helpers';
import { FAKE_UPSTREAM_URL } from './fake-upstream-url';
import { QUESTIONS, siteLocale } from './site-locales';

/** The built app in closed-catalog mode (CHAT_ANSWER_MODE=catalog) against the fake upstream; expectations come from the live profile. */

interface RecordedRequest {
  body: { response_format?: unknown; messages?: { role: string; content: string }[] };
}

const catalog = buildFactCatalog({ profile });
const runToken = () => `run${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** The facts the catalog prompt of the request carrying `token` offered, in order. */
async function offeredIds(request: APIRequestContext, token: string): Promise<string[]> {
  const recorded = (await (await request.get(`${FAKE_UPSTREAM_URL}/__requests`)).json()) as RecordedRequest[];
  const mine = recorded.find((entry) => entry.body.response_format !== undefined && JSON.stringify(entry.body.messages).includes(token));
  const system = mine?.body.messages?.find((message) => message.role === 'system')?.content ?? '';
  return [...system.matchAll(/^\[fact:([^\]\s]+)\]/gm)].map((match) => match[1] ?? '');
}

/** What the page shows of a fact's Markdown: its lines without bullets and bold marks. */
function visibleLines(text: string): string[] {
  return text.split('\n').map((line) => line.replace(/^- /, '').replaceAll('**', '').trim()).filter((line) => line.length > 0);
}

test.describe('chat page in closed-catalog mode', () => {
  // This server serves only these tests, so nothing else has loaded its route yet.
  test.beforeAll(warmUp);

  test('shows only the approved wording of the fact the model selected, labelled, with that fact as the source', async ({ page, request }) => {
    const token = runToken();
    await openChat(page, '/en/ai');
    await ask(page, `${profile.faq[0]?.question.en ?? 'Who are you?'} ${token}`);

    const answer = page.getByTestId('chat-message-assistant');
    await waitUntilSettled(page);
    await expect(answer).toHaveAttribute('data-mode', 'catalog');
    await expect(answer.getByTestId('chat-answer-mode')).toHaveText(getDictionary({ locale: 'en' }).page.chat.modeCatalog);
    const [selected] = await offeredIds(request, token);
    const fact = catalog[selected ?? ''];
    expect(fact, `fact ${selected}`).toBeDefined();
    for (const line of visibleLines(fact?.text.en ?? '')) await expect(answer.getByTestId('chat-answer-text')).toContainText(line);
    // A fact shares its section's chunk id: its source is that section, as for any answer (none for a fact the page has no section for).
    const expected = answerSources({ chunks: usedChunks({ usedChunkIds: [selected ?? ''], index: buildChunks({ profile, today: new Date() }) }), locale: 'en' });
    const chips = answer.getByTestId('chat-source');
    await expect(chips).toHaveCount(expected.length);
    for (const [position, source] of expected.entries()) await expect(chips.nth(position)).toHaveAttribute('href', source.href);
  });

  for (const scenario of ['extra-key', 'prose', 'inherited', 'four'] as const) {
    test(`answers a hostile selection (${scenario}) with the owner's fixed refusal, in the visitor's language, and no model text`, async ({ page }) => {
      const locale = siteLocale('de');
      await openChat(page, `/${locale}/ai`);
      await ask(page, `${QUESTIONS[locale].whereWork} [[fake:catalog=${scenario}]]`);

      const answer = page.getByTestId('chat-message-assistant');
      await waitUntilSettled(page);
      await expect(answer).toHaveAttribute('data-mode', 'catalog');
      await expect(answer.getByTestId('chat-answer-text')).toHaveText(profile.assistant.unknown[locale]);
      await expect(page.locator('body')).not.toContainText(SMUGGLED_PROSE.slice(0, 20));
      await expect(answer.getByTestId('chat-source')).toHaveCount(0);
    });
  }

  test('speaks the same stream protocol over the API', async ({ request }) => {
    const response = await request.post('/api/chat', {
      headers: { 'content-type': 'application/json' },
      data: JSON.stringify({ message: 'How can I contact you?', locale: siteLocale('fr') }),
    });
    expect(response.status()).toBe(200);
    const types = (await response.text())
      .split('\n')
      .filter((line) => line.startsWith('data: ') && line !== 'data: [DONE]')
      .map((line) => (JSON.parse(line.slice(6)) as { type: string; data?: { mode?: string } }));
    expect(types.find((part) => part.type === 'data-mode')?.data?.mode).toBe('catalog');
    expect(types.map((part) => part.type)).toEqual(expect.arrayContaining(['start', 'data-mode', 'data-sources', 'text-start', 'text-delta', 'text-end', 'finish']));
  });
});
