import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { Locale } from '@/lib/contracts';
import { defaultSiteLocale } from '@/lib/knowledge';
import { profile } from '@/lib/knowledge/profile';

/**
 * Measures the compressed initial JavaScript of pages from the build output (run `npm run build` first): every
 * `<script src>` of a prerendered page (e.g. .next/server/app/en/ai.html), read from .next/static and gzipped
 * at the default level, as a compressing server would send it. Inline scripts (the RSC payload) are data, not
 * code, and `nomodule` polyfills never load in a modern browser: neither is counted.
 *
 *   tsx scripts/measure-initial-js.ts                         prints the chat page's per-file and total sizes
 *   tsx scripts/measure-initial-js.ts --page '/[locale]/ai=160' --page '/[locale]=140'
 *                                                             each page within its budget in KB, else exit 1
 *
 * `[locale]` is the profile's default locale: a site without English has no /en to measure.
 * `npm run js:budget` holds the chat page to 160 KB and the portfolio to 140 KB (1 KB = 1024 bytes). Measured on 2026-11-30
 * (Next 16.4.6, React 19.3.1, ai 7.0.173, @ai-sdk/react 4.0.177): /en/ai 144.7 KB (with the fit check panel), /en 135.7 KB. Before the AI
 * SDK's chat client was deferred, /en/ai was 229.1 KB: about 89 KB of it is that client (useChat, the transport
 * and the zod schemas it checks every stream part with), now loaded when the visitor first focuses the composer
 * or picks a suggested question. What both pages share (~135 KB) is React, React DOM and Next's router: the
 * framework's floor. franc-min (language check) and the Markdown renderer are separate chunks, loaded on use.
 */

/**
 * The same-origin script files a modern browser loads for a page's HTML, in order, without repeats.
 * `nomodule` scripts (legacy polyfills) are skipped: browsers with ES modules never fetch them.
 */
export function scriptSources({ html }: { html: string }): string[] {
  const sources = [...html.matchAll(/<script\b[^>]*>/gi)]
    .map((match) => match[0])
    .filter((tag) => !/\bnomodule\b/i.test(tag))
    .map((tag) => /\bsrc="([^"]+)"/.exec(tag)?.[1] ?? '');
  return [...new Set(sources.filter((source) => source.startsWith('/_next/')))];
}

/** `/[locale]/ai=160` → the page in `locale` (`/en/ai`) and its budget in KB (no budget: only measured). */
export function parsePageArgument({ value, locale }: { value: string; locale: Locale }): { path: string; budgetKb: number | null } {
  const [pattern = '', budget] = value.split('=');
  const path = pattern.replaceAll('[locale]', locale);
  if (!/^\/[\w/-]*$/.test(path)) throw new Error(`--page wants a path such as /[locale]/ai, /en/ai or /en/ai=160, got "${value}"`);
  if (budget === undefined) return { path, budgetKb: null };
  const budgetKb = Number(budget);
  if (!(budgetKb > 0)) throw new Error(`--page budget must be a positive number of KB, got "${value}"`);
  return { path, budgetKb };
}

/** The page's total initial JavaScript in bytes (gzip), printing each file. */
function measurePage({ path }: { path: string }): number {
  const html = join('.next', 'server', 'app', `${path.replace(/^\//, '')}.html`);
  if (!existsSync(html)) {
    console.error(`${html} is missing: run \`npm run build\` first.`);
    process.exit(2);
  }
  const sources = scriptSources({ html: readFileSync(html, 'utf8') });
  let totalBytes = 0;
  for (const source of sources) {
    const file = join('.next', decodeURIComponent(source.replace(/^\/_next\//, '').split('?')[0] ?? ''));
    const gzipped = gzipSync(readFileSync(file)).byteLength;
    totalBytes += gzipped;
    console.log(`${(gzipped / 1024).toFixed(1).padStart(7)} KB  ${source}`);
  }
  console.log(`initial JS of ${path}: ${(totalBytes / 1024).toFixed(1)} KB gzip in ${sources.length} scripts`);
  return totalBytes;
}

function main(): void {
  const { values } = parseArgs({ options: { page: { type: 'string', multiple: true } } });
  const locale = defaultSiteLocale({ profile });
  const pages = (values.page ?? ['/[locale]/ai']).map((value) => parsePageArgument({ value, locale }));
  let failed = false;
  for (const { path, budgetKb } of pages) {
    const totalKb = measurePage({ path }) / 1024;
    if (budgetKb === null) continue;
    if (totalKb > budgetKb) {
      console.error(`over budget: ${path} ${totalKb.toFixed(1)} KB > ${budgetKb} KB`);
      failed = true;
    } else {
      console.log(`within budget: ${path} ${totalKb.toFixed(1)} KB <= ${budgetKb} KB`);
    }
    console.log('');
  }
  if (failed) process.exit(1);
}

if (process.argv[1]?.endsWith('measure-initial-js.ts')) main();
