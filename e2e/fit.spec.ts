import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { profile } from '@/lib/knowledge/profile';
import { getDictionary } from '@/lib/i18n';
import type { Locale } from '@/lib/contracts';
import { openChat } from './chat-helpers';
import { siteLocale } from './site-locales';

/** Expectations come from the live profile, so an owner who replaces it keeps a green build. */
const job = profile.experience[0]!;
const technology = job.stack[0]!.replace(/\s*\(.*\)$/, '');
const portfolioText = JSON.stringify(profile).toLowerCase();
const absent = ['Haskell', 'Erlang', 'Fortran', 'COBOL', 'OCaml'].find((name) => !portfolioText.includes(name.toLowerCase()))!;
/** The portfolio anchors of the entries that list the technology. */
const anchors = [
  ...profile.experience.filter((entry) => entry.stack.some((item) => item.startsWith(technology))).map((entry) => `experience-${entry.id}`),
  ...profile.projects.filter((project) => project.stack.some((item) => item.startsWith(technology))).map((project) => `project-${project.slug}`),
  ...(profile.skills.groups.some((group) => group.skills.some((skill) => skill.startsWith(technology))) ? ['skills'] : []),
];

const POSTING = `Senior Engineer

About us
We build software for logistics companies across Europe, and we have been doing it for ten years with a small team.

Requirements
- Experience with ${technology}
- Experience with ${absent}

Nice to have
- Contributions to open-source projects

What we offer
- A competitive salary and 30 days of holiday
- A yearly learning budget

We are an equal opportunity employer. Send your CV to jobs@example.com.`;

/** A posting's words in each language: its requirements heading and how a requirement starts. */
const POSTING_WORDS: Record<Locale, { requirements: string; experienceWith: string }> = {
  en: { requirements: 'Requirements', experienceWith: 'Experience with' },
  es: { requirements: 'Requisitos', experienceWith: 'Experiencia con' },
  fr: { requirements: 'Exigences', experienceWith: 'Expérience avec' },
  de: { requirements: 'Anforderungen', experienceWith: 'Erfahrung mit' },
};

async function checkPosting(page: Page, posting = POSTING) {
  await page.getByTestId('fit-open').click();
  await page.getByTestId('fit-input').fill(posting);
  await page.getByTestId('fit-check').click();
  await expect(page.getByTestId('fit-table')).toBeVisible();
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test.describe('job description fit check', () => {
  test('checks a pasted posting: a table of requirements with verdicts, evidence links and coverage; benefits skipped', async ({ page }) => {
    await openChat(page, '/en/ai');
    await checkPosting(page);
    const rows = page.getByTestId('fit-row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText(technology);
    await expect(rows.nth(0)).toHaveAttribute('data-verdict', 'evidence');
    await expect(rows.nth(1)).toHaveAttribute('data-verdict', 'no_evidence');
    await expect(rows.nth(1).getByTestId('fit-evidence-link')).toHaveCount(0);
    // Each verdict says which words matched which words of the profile, or that nothing did.
    await expect(rows.nth(0).getByTestId('fit-matches')).toContainText(`Matched: “${technology}” → “`);
    // A technology the vocabulary does not know names nothing to match: the row says the profile is silent on it.
    await expect(rows.nth(1)).toContainText(getDictionary({ locale: 'en' }).fit.silent);
    await expect(page.getByTestId('fit-table')).not.toContainText('salary');
    await expect(page.getByTestId('fit-coverage')).toContainText('Coverage:');
    await expect(page.getByTestId('fit-summary')).toContainText('of 3 requirements');
    // No provider on this server: no AI summary is offered.
    await expect(page.getByTestId('fit-summarize')).toHaveCount(0);
  });

  test('an evidence link leads to the portfolio section that holds it, and going back finds the table again', async ({ page }) => {
    await openChat(page, '/en/ai');
    await checkPosting(page);
    const link = page.getByTestId('fit-row').nth(0).getByTestId('fit-evidence-link').first();
    const href = await link.getAttribute('href');
    expect(anchors.map((anchor) => `/en#${anchor}`)).toContain(href);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/en#${href!.split('#')[1]}$`));
    await expect(page.locator(`#${href!.split('#')[1]}`)).toBeInViewport();
    await page.goBack();
    await expect(page.getByTestId('fit-table')).toBeVisible();
    await expect(page.getByTestId('fit-row')).toHaveCount(3);
  });

  test('a job description pasted into the chat is offered to the fit check instead of being sent', async ({ page }) => {
    await openChat(page, '/en/ai');
    await page.getByTestId('chat-input').evaluate((input, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, POSTING);
    await expect(page.getByTestId('fit-offer')).toBeVisible();
    await expect(page.getByTestId('chat-message-user')).toHaveCount(0);
    await page.getByTestId('fit-offer-check').click();
    await expect(page.getByTestId('fit-table')).toBeVisible();
    await expect(page.getByTestId('fit-input')).toHaveValue(POSTING.trim());
    await expect(page.getByTestId('chat-message-user')).toHaveCount(0);
  });

  test('a long paste that is no job description goes into the chat input as usual', async ({ page }) => {
    await openChat(page, '/en/ai');
    const question = `I would like to understand how you approached ${technology} in your last role, which decisions you made and why. `.repeat(4).trim();
    await page.getByTestId('chat-input').focus();
    await page.getByTestId('chat-input').evaluate((input, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, question);
    await expect(page.getByTestId('chat-input')).toHaveValue(question);
    await expect(page.getByTestId('fit-offer')).toHaveCount(0);
  });

  test('copies the table as Markdown with absolute evidence links', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await openChat(page, '/en/ai');
    await checkPosting(page);
    await page.getByTestId('fit-copy-markdown').click();
    await expect(page.getByTestId('fit-copy-markdown')).toHaveAttribute('data-status', 'copied');
    const markdown = await page.evaluate(() => navigator.clipboard.readText());
    expect(markdown).toContain('| Requirement | Priority | Verdict | From the profile |');
    expect(markdown).toContain(`${baseURL}/en#`);
  });

  // Spanish where the site has it, else another of its locales, with a posting's headings in that language.
  const locale = siteLocale('es');
  test(`works in ${locale}, and at phone width without horizontal scrolling`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await openChat(page, `/${locale}/ai`);
    const copy = getDictionary({ locale }).page.fit;
    await expect(page.getByTestId('fit-open')).toHaveText(copy.open);
    const words = POSTING_WORDS[locale];
    await checkPosting(page, POSTING.replace('Requirements', words.requirements).replaceAll('Experience with', words.experienceWith));
    await expect(page.getByTestId('fit-row').first().getByTestId('fit-verdict')).toHaveText(copy.verdicts.evidence);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`has no WCAG violations with the panel open and filled (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await openChat(page, '/en/ai');
      await checkPosting(page);
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) }))).toEqual([]);
    });
  }
});
