/**
 * `npm run bench` (after `npm run build`): the product's `/api/chat` against a bare baseline route that
 * only proxies the same upstream with `streamText` (`/api/bench-baseline`, enabled by
 * CHAT_BENCH_BASELINE=1 and a 404 otherwise), side by side in one run of the built app (`npm start`)
 * against the fake upstream streaming at a realistic pace. At 1, 50 and 200 concurrent streams it prints
 * each route's throughput and errors alone, and time to first text (median, p99) with both routes
 * interleaved; then the server's memory before and after 10,000 product requests and the upstream
 * connections left open. Nothing is asserted: it prints.
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

/**
 * Runs `total` questions with `concurrency` in flight, cycling through `urls`: with two routes, each one
 * sees the same load at the same moment, which is the only fair way to compare their latency.
 */
async function load({ urls, total, concurrency }: { urls: string[]; total: number; concurrency: number }): Promise<{ samples: Sample[][]; seconds: number }> {
  const samples: Sample[][] = urls.map(() => []);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const index = next++;
        const route = index % urls.length;
        samples[route]!.push(await ask({ url: urls[route]!, question: QUESTIONS[index % QUESTIONS.length]! }));
      }
    }),
  );
  return { samples, seconds: (performance.now() - started) / 1000 };
}

const firstText = (samples: Sample[]) => samples.filter((sample) => sample.ok).map((sample) => sample.firstTextMs);
const errors = (samples: Sample[]) => samples.filter((sample) => !sample.ok).length;

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
    const routes = { baseline: `${base}/api/bench-baseline`, product: `${base}/api/chat` };
    await load({ urls: Object.values(routes), total: 40, concurrency: 5 });

    const rows: string[] = [
      `Fake upstream pace: ${TOKEN_DELAY_MS} ms per chunk. Times to first text in ms; throughput in completed streams per second.`,
      '"alone": the route under load by itself; "mixed": both routes interleaved in one load, so they see the same conditions.',
      'concurrency | route    | alone: requests errors throughput | mixed: requests errors first-text median p99 | added by the product: median p99',
    ];
    for (const concurrency of CONCURRENCY_LEVELS) {
      const total = Math.max(40, concurrency * 3);
      const alone = {
        baseline: await load({ urls: [routes.baseline], total, concurrency }),
        product: await load({ urls: [routes.product], total, concurrency }),
      };
      const mixed = await load({ urls: [routes.baseline, routes.product], total: total * 2, concurrency });
      const [baselineMixed, productMixed] = [mixed.samples[0]!, mixed.samples[1]!];
      const stats = (samples: Sample[]) => ({ median: quantile(firstText(samples), 0.5), p99: quantile(firstText(samples), 0.99) });
      const baseStats = stats(baselineMixed);
      for (const [route, samples] of [['baseline', baselineMixed], ['product', productMixed]] as const) {
        const own = alone[route];
        const { median, p99 } = stats(samples);
        const added = route === 'product' ? `${(median - baseStats.median).toFixed(1)} ${(p99 - baseStats.p99).toFixed(1)}` : '—';
        rows.push(
          `${String(concurrency).padStart(11)} | ${route.padEnd(8)} | ${String(own.samples[0]!.length).padStart(15)} ${String(errors(own.samples[0]!)).padStart(6)} ${(own.samples[0]!.length / own.seconds).toFixed(1).padStart(10)} | ` +
            `${String(samples.length).padStart(15)} ${String(errors(samples)).padStart(6)} ${median.toFixed(1).padStart(17)} ${p99.toFixed(1).padStart(7)} | ${added}`,
        );
      }
    }

    // RSS only grows until V8 needs the pages back, so a leak shows as growth between two equal halves.
    const pid = listenerPid({ port });
    const before = residentMegabytes({ pid });
    const halves = [];
    for (let half = 0; half < 2; half += 1) {
      const run = await load({ urls: [routes.product], total: MEMORY_REQUESTS / 2, concurrency: MEMORY_CONCURRENCY });
      halves.push({ run, megabytes: residentMegabytes({ pid }) });
    }
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const settled = residentMegabytes({ pid });
    const failed = halves.reduce((sum, { run }) => sum + errors(run.samples[0]!), 0);
    const seconds = halves.reduce((sum, { run }) => sum + run.seconds, 0);
    rows.push(
      '',
      `Memory (server RSS) over ${MEMORY_REQUESTS} product requests at ${MEMORY_CONCURRENCY} concurrent (${failed} errors, ${(MEMORY_REQUESTS / seconds).toFixed(0)} streams/s): ` +
        `${before.toFixed(0)} MB before, ${halves[0]!.megabytes.toFixed(0)} MB after ${MEMORY_REQUESTS / 2}, ${halves[1]!.megabytes.toFixed(0)} MB after ${MEMORY_REQUESTS}, ` +
        `${settled.toFixed(0)} MB after 10 s idle.`,
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
