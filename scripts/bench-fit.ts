/**
 * `npm run bench:fit` (after `npm run build`): server time of the fit check for a 12,000-character posting
 * (the contract's maximum), built from the tuned evaluation postings of all four locales. It measures the
 * engine alone (`checkFit`), the whole pipeline in-process (guards, admission, engine, JSON), and the built
 * app over HTTP (`npm start`): the round trip and the handler's own time from its `Server-Timing` header.
 * In-process runs also report this process's CPU time, which a busy shared machine does not inflate.
 * Warm-up excluded; nothing is asserted: it prints.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { loadFitScenarios } from '@/evals/fit/fit-scenario-schema';
import { checkFit, handleFitRequest } from '@/lib/fit';
import { FIT_LIMITS } from '@/lib/contracts';
import { buildChunks } from '@/lib/knowledge';
import { BENCH_LIMITS, startBuiltApp } from '@/scripts/built-app';
import { createTestDependencies } from '@/test/chat-test-dependencies';
import { profile } from '@/test/fixtures/profiles/sample-profile';

const WARM_UP = 20;
const RUNS = 300;
const HTTP_RUNS = 200;

/** The tuned postings one after another (about 20,000 characters), cut to the contract's maximum. */
function posting12k(): string {
  const all = loadFitScenarios({ path: 'evals/fit/labels.tuned.v1.json' }).postings.map((scenario) => scenario.text).join('\n\n');
  if (all.length < FIT_LIMITS.maxJobDescriptionChars) throw new Error('the tuned postings are shorter than the benchmark posting');
  return all.slice(0, FIT_LIMITS.maxJobDescriptionChars);
}

function summarize(label: string, values: number[]): string {
  const sorted = [...values].sort((left, right) => left - right);
  const at = (quantile: number) => sorted[Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))] ?? Number.NaN;
  return `${label.padEnd(48)} n=${sorted.length}  median ${at(0.5).toFixed(2)} ms  p95 ${at(0.95).toFixed(2)} ms  max ${sorted.at(-1)?.toFixed(2)} ms`;
}

/** Wall time and this process's CPU time per run: on a shared machine the wall time includes waiting for a core. */
async function time(runs: number, run: () => Promise<unknown> | unknown): Promise<{ wall: number[]; cpu: number[] }> {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let index = 0; index < WARM_UP + runs; index += 1) {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    await run();
    const elapsed = performance.now() - started;
    const used = process.cpuUsage(cpuBefore);
    if (index < WARM_UP) continue;
    wall.push(elapsed);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wall, cpu };
}

async function main(): Promise<void> {
  const jobDescription = posting12k();
  const today = new Date();
  const chunks = buildChunks({ profile, today });
  const coldStarted = performance.now();
  const first = checkFit({ jobDescription, locale: 'en', profile, chunks, today });
  const coldMs = performance.now() - coldStarted;
  const engine = await time(RUNS, () => checkFit({ jobDescription, locale: 'en', profile, chunks, today }));

  const { dependencies } = createTestDependencies({ environment: BENCH_LIMITS, now: () => today });
  const body = JSON.stringify({ jobDescription, locale: 'en' });
  const request = () => new Request('http://localhost/api/fit', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const pipeline = await time(RUNS, async () => (await handleFitRequest({ request: request(), dependencies })).text());

  const app = await startBuiltApp({ environment: {} });
  const roundTrips: number[] = [];
  const serverTimings: number[] = [];
  try {
    for (let index = 0; index < WARM_UP + HTTP_RUNS; index += 1) {
      const started = performance.now();
      const response = await fetch(`${app.base}/api/fit`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      await response.text();
      const elapsed = performance.now() - started;
      if (response.status !== 200) throw new Error(`request ${index} got HTTP ${response.status}`);
      if (index < WARM_UP) continue;
      roundTrips.push(elapsed);
      serverTimings.push(Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? Number.NaN));
    }
  } finally {
    await app.stop();
  }
  process.stdout.write(
    [
      `Fit check of a ${jobDescription.length}-character posting (${first.requirements.length} requirements extracted), sample profile, warm-up excluded:`,
      `first call in a fresh process (builds the profile's evidence index): ${coldMs.toFixed(1)} ms`,
      `load average while measuring: ${loadavg().map((value) => value.toFixed(1)).join(', ')} (${cpus().length} cores)`,
      summarize('engine in-process (checkFit), wall', engine.wall),
      summarize('engine in-process (checkFit), CPU', engine.cpu),
      summarize('pipeline in-process (guards, admission), wall', pipeline.wall),
      summarize('pipeline in-process (guards, admission), CPU', pipeline.cpu),
      summarize('built app: handler time (Server-Timing)', serverTimings),
      summarize('built app: HTTP round trip (npm start)', roundTrips),
    ].join('\n') + '\n',
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:fit: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
