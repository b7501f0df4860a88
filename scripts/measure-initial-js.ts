import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

/**
 * Measures the compressed initial JavaScript of the chat page, /en/ai, from the build output (run
 * `npm run build` first): every `<script src>` of the prerendered page (.next/server/app/en/ai.html),
 * read from .next/static and gzipped at the default level, as a compressing server would send it.
 * Inline scripts (the RSC payload) are data, not code, and `nomodule` polyfills never load in a modern
 * browser: neither is counted.
 *
 *   tsx scripts/measure-initial-js.ts              prints the per-file and total sizes
 *   tsx scripts/measure-initial-js.ts --budget 160 also exits 1 when the total is above 160 KB
 *
 * `npm run js:budget` uses a budget of 240 KB (1 KB = 1024 bytes). Measured on 2026-11-30 (Next 16.4.6,
 * React 19.3.1, ai 7.0.173, @ai-sdk/react 4.0.177): 229.1 KB. Of that, 135.3 KB is what the portfolio page
 * /en loads too (React, React DOM, Next's router); about 89 KB is the AI SDK's chat client with the zod
 * schemas it validates every stream chunk with; the chat's own code is a few KB. franc-min (language check)
 * and the Markdown renderer are separate chunks, loaded on first use.
 */

const PAGE_HTML = join('.next', 'server', 'app', 'en', 'ai.html');

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

function main(): void {
  const { values } = parseArgs({ options: { budget: { type: 'string' } } });
  const budgetKb = values.budget === undefined ? null : Number(values.budget);
  if (budgetKb !== null && !(budgetKb > 0)) throw new Error(`--budget must be a positive number of KB, got "${values.budget}"`);
  if (!existsSync(PAGE_HTML)) {
    console.error(`${PAGE_HTML} is missing: run \`npm run build\` first.`);
    process.exit(2);
  }
  const sources = scriptSources({ html: readFileSync(PAGE_HTML, 'utf8') });
  let totalBytes = 0;
  for (const source of sources) {
    const file = join('.next', decodeURIComponent(source.replace(/^\/_next\//, '').split('?')[0] ?? ''));
    const gzipped = gzipSync(readFileSync(file)).byteLength;
    totalBytes += gzipped;
    console.log(`${(gzipped / 1024).toFixed(1).padStart(7)} KB  ${source}`);
  }
  const totalKb = totalBytes / 1024;
  console.log(`initial JS of /en/ai: ${totalKb.toFixed(1)} KB gzip in ${sources.length} scripts`);
  if (budgetKb !== null) {
    if (totalKb > budgetKb) {
      console.error(`over budget: ${totalKb.toFixed(1)} KB > ${budgetKb} KB`);
      process.exit(1);
    }
    console.log(`within budget: ${totalKb.toFixed(1)} KB <= ${budgetKb} KB`);
  }
}

if (process.argv[1]?.endsWith('measure-initial-js.ts')) main();
