/**
 * Screenshots of the built app for design review (run `npm run build` first): the portfolio and the chat
 * (empty and with an answer) at desktop 1280×800 and phone 375×667, light and dark, first screen and full page
 * (and, on the phone, the first screen of the longer sections).
 *
 *   npm run screenshots -- --out /tmp/screens [--locale en] [--question "Where do you work now?"]… [--rate up|down]
 *
 * The chat answers from the offline engine; the question defaults to the profile's first suggested question.
 * Repeat `--question` for a conversation; `--rate` rates its first answer.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@/e2e/chromium';
import { startBuiltApp } from '@/scripts/built-app';
import { defaultSiteLocale, siteLocaleOf, siteLocales } from '@/lib/knowledge';
import { profile } from '@/lib/knowledge/profile';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800, isMobile: false },
  { name: 'phone', width: 375, height: 667, isMobile: true },
] as const;
const SCHEMES = ['light', 'dark'] as const;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, locale: { type: 'string', default: defaultSiteLocale({ profile }) }, question: { type: 'string', multiple: true }, rate: { type: 'string' } },
  });
  if (!values.out) throw new Error('--out <folder> is required');
  const locale = siteLocaleOf({ profile, value: values.locale ?? '' });
  if (!locale) throw new Error(`--locale must be one of the profile's locales, ${siteLocales({ profile }).join(', ')} (got ${values.locale})`);
  // Several questions make a conversation, asked in order.
  const questions = values.question?.length ? values.question : [profile.suggestedQuestions[0]?.[locale] ?? ''];
  if (values.rate !== undefined && values.rate !== 'up' && values.rate !== 'down') throw new Error('--rate must be up or down');
  mkdirSync(values.out, { recursive: true });
  const app = await startBuiltApp({ environment: { CHAT_PROVIDER: 'offline', GROQ_API_KEY: '' } });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const viewport of VIEWPORTS) {
      for (const colorScheme of SCHEMES) {
        const context = await browser.newContext({
          viewport: { width: viewport.width, height: viewport.height },
          isMobile: viewport.isMobile,
          hasTouch: viewport.isMobile,
          deviceScaleFactor: 1,
          colorScheme,
        });
        const page = await context.newPage();
        const shoot = async (name: string, fullPage: boolean) => {
          const file = join(values.out!, `${name}-${viewport.name}-${colorScheme}${fullPage ? '-full' : ''}.png`);
          await page.screenshot({ path: file, fullPage });
          console.log(file);
        };
        await page.goto(`${app.base}/${locale}`);
        await shoot('portfolio', false);
        await shoot('portfolio', true);
        // A phone's full page is too tall to read as one picture: each section's first screen as well.
        if (viewport.isMobile) {
          for (const section of ['experience', 'projects', 'contact']) {
            await page.evaluate((id) => document.getElementById(id)?.scrollIntoView({ behavior: 'instant' }), section);
            await shoot(`portfolio-${section}`, false);
          }
        }
        await page.goto(`${app.base}/${locale}/ai`);
        await page.getByTestId('chat-composer').and(page.locator('[data-hydrated="true"]')).waitFor();
        await shoot('chat-empty', false);
        for (const [index, question] of questions.entries()) {
          await page.getByTestId('chat-input').fill(question);
          await page.getByTestId('chat-send').click();
          await page.getByTestId('chat-copy').nth(index).waitFor();
          await page.locator('[data-testid="chat-status"][data-status="ready"]').waitFor();
        }
        // A rated first answer shows the pressed thumb and its thanks.
        if (values.rate) {
          await page.getByTestId(`chat-feedback-${values.rate}`).first().click();
          await page.locator('[data-testid="chat-feedback-status"][data-status="thanks"]').first().waitFor();
        }
        await page.waitForLoadState('networkidle');
        await shoot('chat-answer', false);
        await shoot('chat-answer', true);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    app.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
