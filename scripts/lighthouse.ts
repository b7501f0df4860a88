/**
 * Lighthouse against the built app (run `npm run build` first), the way a visitor's browser sees it: the portfolio
 * and the chat in the profile's default locale (`/en` and `/en/ai` for most), on Debian's Chromium, Lighthouse's
 * default mobile emulation. Accessibility, best practices and SEO must each score at least 0.95 (exit 1 otherwise,
 * naming the failing audits); performance is printed, not gated: it swings with the load of a shared machine.
 *
 *   npm run lighthouse                       both pages, gated
 *   npm run lighthouse -- --page /fr --json  one page, the category scores as JSON
 *
 * CHROME_PATH overrides the browser (default /usr/bin/chromium, installed by scripts/install-system-deps.sh).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@/e2e/chromium';
import { defaultSiteLocale } from '@/lib/knowledge';
import { profile } from '@/lib/knowledge/profile';
import { startBuiltApp } from '@/scripts/built-app';

const run = promisify(execFile);

export const GATED_CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const;
export const MIN_SCORE = 0.95;
const CATEGORIES = ['performance', ...GATED_CATEGORIES] as const;
type Category = (typeof CATEGORIES)[number];

// Shared memory is small in containers: Lighthouse's own advice for headless runs.
const CHROME_FLAGS = [...CHROMIUM_ARGS, '--disable-dev-shm-usage'];

interface LighthouseAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
}

interface LighthouseReport {
  categories: Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, LighthouseAudit>;
  runtimeError?: { code: string; message: string };
}

/** One page's category scores and, for the gated categories, the weighted audits that did not pass. */
export interface PageResult {
  path: string;
  scores: Record<Category, number | null>;
  failing: string[];
}

/** Scores and failing audits from a Lighthouse JSON report. */
export function summarizeReport({ path, report }: { path: string; report: LighthouseReport }): PageResult {
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, report.categories[category]?.score ?? null])) as Record<Category, number | null>;
  const failing = GATED_CATEGORIES.flatMap((category) =>
    (report.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => report.audits[ref.id])
      .filter((audit): audit is LighthouseAudit => audit !== undefined && audit.scoreDisplayMode === 'binary' && audit.score !== 1)
      .map((audit) => `${category}: ${audit.id} (${audit.title})`),
  );
  return { path, scores, failing };
}

/** The pages' scores as a Markdown table, gated categories marked. */
export function formatTable({ results }: { results: PageResult[] }): string {
  const header = `| page | ${CATEGORIES.map((category) => (GATED_CATEGORIES.includes(category as never) ? `${category} (≥ ${MIN_SCORE})` : category)).join(' | ')} |`;
  const divider = `| --- | ${CATEGORIES.map(() => '---').join(' | ')} |`;
  const rows = results.map((result) => `| ${result.path} | ${CATEGORIES.map((category) => result.scores[category]?.toFixed(2) ?? 'n/a').join(' | ')} |`);
  return [header, divider, ...rows].join('\n');
}

/** Whether every gated category of every page reaches the minimum. */
export function passesGate({ results }: { results: PageResult[] }): boolean {
  return results.every((result) => GATED_CATEGORIES.every((category) => (result.scores[category] ?? 0) >= MIN_SCORE));
}

async function audit({ url, path, folder }: { url: string; path: string; folder: string }): Promise<PageResult> {
  const output = join(folder, `${path.replace(/\W+/g, '_') || 'root'}.json`);
  await run(
    join('node_modules', '.bin', 'lighthouse'),
    [url, '--quiet', '--output=json', `--output-path=${output}`, `--only-categories=${CATEGORIES.join(',')}`, `--chrome-flags=${CHROME_FLAGS.join(' ')}`],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
  if (report.runtimeError) throw new Error(`Lighthouse could not audit ${path}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  return summarizeReport({ path, report });
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { page: { type: 'string', multiple: true }, json: { type: 'boolean', default: false } } });
  const home = `/${defaultSiteLocale({ profile })}`;
  const paths = values.page ?? [home, `${home}/ai`];
  const app = await startBuiltApp({ environment: { CHAT_PROVIDER: 'offline', GROQ_API_KEY: '' } });
  const folder = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const results: PageResult[] = [];
  try {
    // One page at a time: two audits at once on a small machine would measure each other.
    for (const path of paths) results.push(await audit({ url: `${app.base}${path}`, path, folder }));
  } finally {
    app.stop();
    rmSync(folder, { recursive: true, force: true });
  }
  if (values.json) console.log(JSON.stringify(results, null, 2));
  else console.log(formatTable({ results }));
  for (const result of results) for (const failure of result.failing) console.log(`  ${result.path} ${failure}`);
  if (!passesGate({ results })) {
    console.error(`Lighthouse gate failed: accessibility, best practices and SEO must each be at least ${MIN_SCORE}.`);
    process.exit(1);
  }
  console.log(`Lighthouse gate passed: accessibility, best practices and SEO at least ${MIN_SCORE} (performance reported only).`);
}

if (process.argv[1]?.endsWith('lighthouse.ts')) {
  void main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
