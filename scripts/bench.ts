/**
 * `npm run bench` (after `npm run build`): the product's `/api/chat` against a bare baseline route that
 * only proxies the same upstream with `streamText` (`/api/bench-baseline`, enabled by
 * CHAT_BENCH_BASELINE=1 and a 404 otherwise), side by side in one run of the built app (`npm start`)
 * against the fake upstream streaming at a realistic pace. It prints time to first text (median, p99),
 * throughput and errors at 1, 50 and 200 concurrent streams, then the server's memory before and after
 * 10,000 product requests and the upstream connections left open. Nothing is asserted: it prints.
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { startBuiltApp } from '@/scripts/built-app';
import { startFakeUpstream } from '@/test/fake-upstream/fake-upstream';

const TOKEN_DELAY_MS = 15;
const CONCURRENCY_LEVELS = [1, 50, 200];
const MEMORY_REQUESTS = 10_000;
const MEMORY_CONCURRENCY = 200;
const QUESTIONS = ['Where do you work now?', 'What is Harbor?', '¿Cuántos años de experiencia tienes?', 'Quels sont tes projets ?', 'Wie lange warst du bei Quanta?'];

interface Sample {
  ok: boolean;
  firstTextMs: number;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

/** One streamed question; the first text delta (not the first byte: the product sends its data parts first) stops the clock. */
async function ask({ url, question }: { url: string; question: string }): Promise<Sample> {
  const started = performance.now();
  try {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message: question, locale: 'en' }) });
    if (response.status !== 200 || !response.body) {
      await response.body?.cancel();
      return { ok: false, firstTextMs: Number.NaN };
    }
    const decoder = new TextDecoder();
    let firstTextMs = Number.NaN;
    let text = '';
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      if (Number.isNaN(firstTextMs) && text.includes('"type":"text-delta"')) firstTextMs = performance.now() - started;
    }
    return { ok: !Number.isNaN(firstTextMs) && text.includes('"type":"finish"') && !text.includes('"type":"error"'), firstTextMs };
  } catch {
    return { ok: false, firstTextMs: Number.NaN };
  }
}

/** Runs `total` questions with `concurrency` in flight at a time. */
async function load({ url, total, concurrency }: { url: string; total: number; concurrency: number }): Promise<{ samples: Sample[]; seconds: number }> {
  const samples: Sample[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const index = next++;
        samples.push(await ask({ url, question: QUESTIONS[index % QUESTIONS.length]! }));
      }
    }),
  );
  return { samples, seconds: (performance.now() - started) / 1000 };
}

function residentMegabytes({ pid }: { pid: number }): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kilobytes / 1024;
}

/** The pid of the process listening on `port` (npm start runs the server as a child). */
function listenerPid({ port }: { port: number }): number {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inode = readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .find((fields) => fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A')?.[9];
  if (!inode) throw new Error(`nothing listens on port ${port}`);
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        if (readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`) return Number(pid);
      }
    } catch {
      // Processes come and go, and some are not ours to read.
    }
  }
  throw new Error(`no process owns the socket of port ${port}`);
}

async function main(): Promise<void> {
  const fake = await startFakeUpstream({ tokenDelayMs: TOKEN_DELAY_MS });
  const app = await startBuiltApp({
    environment: { GROQ_API_KEY: 'bench-key', GROQ_BASE_URL: fake.url, CHAT_BENCH_BASELINE: '1', CHAT_SKIP_CLASSIFIER: '1' },
  }).catch(async (error: unknown) => {
    await fake.close();
    throw error;
  });
  const { base, port } = app;
  try {
    const routes = { product: `${base}/api/chat`, baseline: `${base}/api/bench-baseline` };
    for (const url of Object.values(routes)) await load({ url, total: 20, concurrency: 5 });

    const rows: string[] = [
      `Fake upstream pace: ${TOKEN_DELAY_MS} ms per chunk. Time to first text in ms; throughput in completed streams per second.`,
      'concurrency | route    | requests | errors | first text median | first text p99 | throughput | added median | added p99',
    ];
    for (const concurrency of CONCURRENCY_LEVELS) {
      const total = Math.max(40, concurrency * 3);
      const results = {
        baseline: await load({ url: routes.baseline, total, concurrency }),
        product: await load({ url: routes.product, total, concurrency }),
      };
      const firstText = (samples: Sample[]) => samples.filter((sample) => sample.ok).map((sample) => sample.firstTextMs);
      const base50 = quantile(firstText(results.baseline.samples), 0.5);
      const base99 = quantile(firstText(results.baseline.samples), 0.99);
      for (const [route, result] of Object.entries(results)) {
        const times = firstText(result.samples);
        const median = quantile(times, 0.5);
        const p99 = quantile(times, 0.99);
        const added = route === 'product' ? `${(median - base50).toFixed(1)} | ${(p99 - base99).toFixed(1)}` : '— | —';
        rows.push(
          `${String(concurrency).padStart(11)} | ${route.padEnd(8)} | ${String(result.samples.length).padStart(8)} | ${String(result.samples.filter((sample) => !sample.ok).length).padStart(6)} | ` +
            `${median.toFixed(1).padStart(16)} | ${p99.toFixed(1).padStart(14)} | ${(result.samples.length / result.seconds).toFixed(1).padStart(10)} | ${added}`,
        );
      }
    }

    const pid = listenerPid({ port });
    const before = residentMegabytes({ pid });
    const memoryRun = await load({ url: routes.product, total: MEMORY_REQUESTS, concurrency: MEMORY_CONCURRENCY });
    const after = residentMegabytes({ pid });
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const settled = residentMegabytes({ pid });
    rows.push(
      '',
      `Memory (server RSS): ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB right after ${MEMORY_REQUESTS} requests at ${MEMORY_CONCURRENCY} concurrent ` +
        `(${memoryRun.samples.filter((sample) => !sample.ok).length} errors, ${(memoryRun.samples.length / memoryRun.seconds).toFixed(0)} streams/s), ${settled.toFixed(0)} MB after 5 s idle.`,
      `Upstream exchanges still open afterwards: ${fake.openConnections()}.`,
    );
    process.stdout.write(`${rows.join('\n')}\n`);
  } finally {
    app.stop();
    await fake.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
