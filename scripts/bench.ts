/**
 * `npm run bench` (after `npm run build`): the product's `/api/chat` against a bare baseline route that only
 * proxies the same upstream with `streamText` (`/api/bench-baseline`, enabled by CHAT_BENCH_BASELINE=1 and
 * a 404 otherwise), in one run of the built app (`npm start`) against the fake upstream streaming at a
 * realistic pace, with the classifier skipped.
 *
 * Throughput is compared in alternating rounds (product then baseline, baseline then product, …) at 50 and
 * 200 concurrent streams, so that drift of a shared machine falls on both routes alike; the figure is the
 * median of the per-round ratios. The product's visitors behave like the page: refused as busy, they ask again
 * once after Retry-After, and their times count from the first attempt. Then 10,000 product requests at 200
 * concurrent, with every failure counted by cause and the server's RSS sampled after the warm-up and after them.
 *
 *   npm run bench -- [--rounds 6] [--answer-chars 480] [--levels 50,200] [--skip-memory] [--max-answers N]
 *   npm run bench -- --overload [--burst 1000] [--burst-concurrency 300] [--max-answers 64]   (cold burst, both routes)
 *   npm run bench -- --faults [--stores sqlite,redis]   (the store fails and comes back under load)
 *   npm run bench -- --cpu-profile DIR [--profile-requests 3000]   (a CPU profile of each route, summarized)
 *
 * `--max-answers` sets the product's CHAT_MAX_CONCURRENT_ANSWERS (default: the product's own default).
 *
 * Nothing is asserted: it prints.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { alternatingOrder, countCauses, summarizeRounds, throughput, type BenchRoute, type RoundsSummary } from '@/scripts/bench/bench-statistics';
import { burstTable, summarizeBurst, type BurstSummary } from '@/scripts/bench/cold-burst';
import { sourceMappedLocation, summarizeCpuProfile, type CpuProfile } from '@/scripts/bench/cpu-profile-summary';
import { startFakeUpstreamThread, type FakeUpstreamThread } from '@/scripts/bench/fake-upstream-thread';
import { serverPids, totalCpuMilliseconds, totalResidentMegabytes } from '@/scripts/bench/server-process';
import { measureFault, redisFreezeFault, redisKillFault, sqliteLockFault, sqliteReadOnlyFault, type StoreFault } from '@/scripts/bench/store-fault-load';
import { runRawLoad } from '@/scripts/bench/raw-http-ask';
import { runLoad, visitorAddresses, visitorAgents, type LoadRun } from '@/scripts/bench/stream-load';
import { startBuiltApp, type BuiltApp } from '@/scripts/built-app';
import { startRedisTestServer } from '@/test/redis-test-server';

const TOKEN_DELAY_MS = 15;
/** Groq streams about one token (four characters) per chunk. */
const CHUNK_CHARS = 4;
const CONCURRENCY_LEVELS = [50, 200];
/** Each run is this many waves of the concurrency: long enough that start-up and tail are a small part. */
const WAVES_PER_RUN = 5;
const MEMORY_REQUESTS = 10_000;
const MEMORY_CONCURRENCY = 200;
const WARM_UP_REQUESTS = 2_000;
const SETTLE_MS = 5_000;
const QUESTIONS = [
  'Where do you work now?',
  'What projects are you proudest of?',
  '¿Cuántos años de experiencia tienes?',
  'Quels sont tes projets ?',
  'Wie lange warst du in deiner letzten Stelle?',
];
/** Distinct visitors (source addresses) the load comes from. */
const VISITORS = 200;
const agents = visitorAgents({ count: VISITORS });
/** The product marks every answer's source; a bench answer that did not come from the model would flatter it. */
const MODEL_MODE_MARKER = '"mode":"model"';
/** A model that failed before any text is replaced by the offline answer (the mode part changes): not a success here. */
const FALLBACK_MODE_MARKER = '"mode":"offline"';

const { values: options } = parseArgs({
  options: {
    rounds: { type: 'string', default: '6' },
    levels: { type: 'string', default: CONCURRENCY_LEVELS.join(',') },
    'skip-memory': { type: 'boolean', default: false },
    'answer-chars': { type: 'string', default: '480' },
    'cpu-profile': { type: 'string' },
    'profile-requests': { type: 'string', default: '3000' },
    'max-answers': { type: 'string' },
    overload: { type: 'boolean', default: false },
    burst: { type: 'string', default: '1000' },
    'burst-concurrency': { type: 'string', default: '300' },
    faults: { type: 'boolean', default: false },
    stores: { type: 'string', default: 'sqlite,redis' },
  },
});
/** The product's own setting unless the run names one. */
const productEnvironment: Record<string, string> = options['max-answers'] ? { CHAT_MAX_CONCURRENT_ANSWERS: options['max-answers'] } : {};
const rounds = Math.max(5, Number(options.rounds));
const answerChars = Number(options['answer-chars']);

/** A plain answer of about `chars` characters, the same for both routes. */
function benchAnswer({ chars }: { chars: number }): string {
  const sentence = 'I lead the design system work and measure what ships, with budgets enforced in continuous integration. ';
  return sentence.repeat(Math.ceil(chars / sentence.length)).slice(0, chars).trim();
}

async function startBench({ nodeArguments, environment = {} }: { nodeArguments?: string[]; environment?: Record<string, string> } = {}): Promise<{ fake: FakeUpstreamThread; app: BuiltApp; routes: Record<BenchRoute, string>; stop: () => Promise<void> }> {
  const fake = await startFakeUpstreamThread({
    tokenDelayMs: TOKEN_DELAY_MS,
    recordRequests: false,
    stream: { kind: 'answer', text: benchAnswer({ chars: answerChars }), chunkChars: CHUNK_CHARS },
  });
  const app = await startBuiltApp({
    environment: { GROQ_API_KEY: 'bench-key', GROQ_BASE_URL: fake.url, CHAT_BENCH_BASELINE: '1', CHAT_SKIP_CLASSIFIER: '1', ...productEnvironment, ...environment },
    ...(nodeArguments ? { nodeArguments } : {}),
  }).catch(async (error: unknown) => {
    await fake.close();
    throw error;
  });
  const routes = { baseline: `${app.base}/api/bench-baseline`, product: `${app.base}/api/chat` };
  return { fake, app, routes, stop: async () => Promise.all([app.stop(), fake.close()]).then(() => undefined) };
}

/** One run of a route; with the server's `pids`, also the CPU time the server spent on it. */
async function load({ route, url, total, concurrency, pids }: { route: BenchRoute; url: string; total: number; concurrency: number; pids?: number[] }): Promise<LoadRun> {
  const cpuBefore = pids === undefined ? 0 : totalCpuMilliseconds({ pids });
  const run = await runLoad({ url, total, concurrency, questions: QUESTIONS, agents, ...(route === 'product' ? { requiredMarker: MODEL_MODE_MARKER, fallbackMarker: FALLBACK_MODE_MARKER, likeThePage: true } : {}) });
  return pids === undefined ? run : { ...run, serverCpuMs: totalCpuMilliseconds({ pids }) - cpuBefore };
}

const causes = (list: Array<{ cause: string; count: number }>) => (list.length === 0 ? 'none' : list.map(({ cause, count }) => `${count} × ${cause}`).join(', '));
const fixed = (value: number, digits = 1) => value.toFixed(digits);

function roundsTable({ concurrency, runs, summary }: { concurrency: number; runs: Array<Record<BenchRoute, LoadRun>>; summary: RoundsSummary }): string[] {
  const rows = runs.map((round, index) => {
    const order = alternatingOrder({ rounds })[index]!.join(' → ');
    return `  round ${index + 1} (${order.padEnd(20)}): product ${fixed(throughput({ run: round.product })).padStart(6)}/s, baseline ${fixed(throughput({ run: round.baseline })).padStart(6)}/s, ratio ${fixed(summary.ratios[index]! * 100)}%`;
  });
  return [
    `${concurrency} concurrent, ${runs.length} rounds of ${concurrency * WAVES_PER_RUN} requests per route:`,
    ...rows,
    `  median ratio ${fixed(summary.medianRatio * 100)}% (rounds ${fixed(summary.minimumRatio * 100)}–${fixed(summary.maximumRatio * 100)}%); ` +
      `median throughput product ${fixed(summary.medianThroughput.product)}/s, baseline ${fixed(summary.medianThroughput.baseline)}/s`,
    `  server CPU per answer (median): product ${fixed(summary.cpuPerAnswer.product, 2)} ms, baseline ${fixed(summary.cpuPerAnswer.baseline, 2)} ms; ` +
      `median per-round ratio ${fixed(summary.medianCpuRatio * 100)}%`,
    `  first text ms median/p99: product ${fixed(summary.firstText.product.median)}/${fixed(summary.firstText.product.p99)}, baseline ${fixed(summary.firstText.baseline.median)}/${fixed(summary.firstText.baseline.p99)}; ` +
      `finished: product ${fixed(summary.finished.product.median)}/${fixed(summary.finished.product.p99)}, baseline ${fixed(summary.finished.baseline.median)}/${fixed(summary.finished.baseline.p99)}`,
    `  errors: product ${causes(summary.failures.product)} of ${summary.requests.product}; baseline ${causes(summary.failures.baseline)} of ${summary.requests.baseline}`,
    `  product visitors refused as busy and answered on their one retry (times include the wait): ${runs.flatMap((round) => round.product.samples).filter((sample) => sample.retried && sample.ok).length}`,
  ];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function compare(): Promise<void> {
  const bench = await startBench();
  try {
    const { routes, app, fake } = bench;
    const pids = serverPids({ port: app.port });
    process.stdout.write(
      `Fake upstream: ${answerChars}-character answer in ${CHUNK_CHARS}-character chunks, ${TOKEN_DELAY_MS} ms apart. Throughput in completed streams per second. ` +
        `Product: CHAT_MAX_CONCURRENT_ANSWERS=${options['max-answers'] ?? 'default'}.\n`,
    );
    for (const route of ['product', 'baseline'] as const) await load({ route, url: routes[route], total: 400, concurrency: 50 });
    for (const concurrency of options.levels.split(',').map(Number)) {
      const runs: Array<Record<BenchRoute, LoadRun>> = [];
      for (const order of alternatingOrder({ rounds })) {
        const round: Partial<Record<BenchRoute, LoadRun>> = {};
        for (const route of order) round[route] = await load({ route, url: routes[route], total: concurrency * WAVES_PER_RUN, concurrency, pids });
        runs.push(round as Record<BenchRoute, LoadRun>);
      }
      process.stdout.write(`${roundsTable({ concurrency, runs, summary: summarizeRounds({ rounds: runs }) }).join('\n')}\n`);
    }

    if (options['skip-memory']) return;
    // RSS grows until V8 needs its pages back, so both samples are taken the same way: after a run and a pause.
    const warmUp = await load({ route: 'product', url: routes.product, total: WARM_UP_REQUESTS, concurrency: MEMORY_CONCURRENCY });
    await pause(SETTLE_MS);
    const afterWarmUp = totalResidentMegabytes({ pids });
    const run = await load({ route: 'product', url: routes.product, total: MEMORY_REQUESTS, concurrency: MEMORY_CONCURRENCY });
    const peak = totalResidentMegabytes({ pids });
    await pause(SETTLE_MS);
    const afterRun = totalResidentMegabytes({ pids });
    process.stdout.write(
      [
        `${MEMORY_REQUESTS} product requests at ${MEMORY_CONCURRENCY} concurrent (after ${WARM_UP_REQUESTS} more to warm up, errors there: ${causes(countCauses({ samples: warmUp.samples }))}):`,
        `  errors: ${causes(countCauses({ samples: run.samples }))}; ${fixed(throughput({ run }))} streams/s`,
        `  server RSS: ${fixed(afterWarmUp, 0)} MB after warm-up, ${fixed(peak, 0)} MB at the end of the run, ${fixed(afterRun, 0)} MB ${SETTLE_MS / 1000} s later ` +
          `(${afterRun >= afterWarmUp ? '+' : ''}${fixed(((afterRun - afterWarmUp) / afterWarmUp) * 100)}% over warm-up)`,
        `  upstream exchanges still open afterwards: ${await fake.openConnections()}`,
      ].join('\n') + '\n',
    );
  } finally {
    await bench.stop();
  }
}

/** A CPU profile of the server under each route's load alone, summarized in the repository's own files. */
async function profile({ directory }: { directory: string }): Promise<void> {
  const requests = Number(options['profile-requests']);
  for (const route of ['product', 'baseline'] as const) {
    const folder = resolve(directory, route);
    mkdirSync(folder, { recursive: true });
    const bench = await startBench({ nodeArguments: ['--cpu-prof', `--cpu-prof-dir=${folder}`] });
    let pids: number[];
    let cpuMs: number;
    try {
      pids = serverPids({ port: bench.app.port });
      const cpuBefore = totalCpuMilliseconds({ pids });
      await load({ route, url: bench.routes[route], total: 400, concurrency: 50 });
      await load({ route, url: bench.routes[route], total: requests, concurrency: 50 });
      cpuMs = totalCpuMilliseconds({ pids }) - cpuBefore;
    } finally {
      await bench.stop();
    }
    // The profile's file name carries the process's pid: the server's own is the last of its processes.
    const appPid = pids.at(-1)!;
    const file = readdirSync(folder).find((name) => name.includes(`.${appPid}.`) && name.endsWith('.cpuprofile'));
    if (!file) throw new Error(`no CPU profile of pid ${appPid} in ${folder}`);
    const summary = summarizeCpuProfile({ profile: JSON.parse(readFileSync(join(folder, file), 'utf8')) as CpuProfile, locate: sourceMappedLocation({ root: process.cwd() }) });
    const answers = requests + 400;
    const share = (ms: number) => `${fixed((ms / summary.busyMs) * 100).padStart(5)}%`;
    const lines = [
      `${route}: ${answers} answers at 50 concurrent; busy ${fixed(summary.busyMs / 1000)} s of CPU, ${fixed(summary.busyMs / answers, 2)} ms per answer (profile ${join(folder, file)})`,
      // The profile's sample times are wall clock: on a busy machine they include time the server waited for a core.
      `  server CPU time (user + system, from /proc, all its processes): ${fixed(cpuMs / answers, 2)} ms per answer, profiler included`,
      '  top functions by self time (share of busy time, self ms per answer):',
      ...summary.byFunction.slice(0, 25).map((entry) => `  ${share(entry.selfMs)} ${fixed(entry.selfMs / answers, 3).padStart(7)}  ${entry.key}`),
      '  top files by self time (self share, inclusive share):',
      ...summary.byFile.slice(0, 20).map((entry) => `  ${share(entry.selfMs)} ${share(entry.totalMs)}  ${entry.key}`),
    ];
    writeFileSync(join(directory, `summary-${route}.txt`), `${lines.join('\n')}\n`);
    process.stdout.write(`${lines.join('\n')}\n\n`);
  }
}

/**
 * Each route on a freshly started server (no warm-up at all), hit by one burst; nothing retried. The burst's client
 * is the raw one (`askRaw`): Node's own HTTP client, at hundreds in flight, measured mostly itself.
 */
async function overload(): Promise<void> {
  const total = Number(options.burst);
  const concurrency = Number(options['burst-concurrency']);
  const maxAnswers = options['max-answers'] ?? '64';
  const bursts: Partial<Record<BenchRoute, BurstSummary>> = {};
  for (const route of ['product', 'baseline'] as const) {
    const bench = await startBench({ environment: { CHAT_MAX_CONCURRENT_ANSWERS: maxAnswers } });
    try {
      const run = await runRawLoad({ url: bench.routes[route], total, concurrency, questions: QUESTIONS, addresses: visitorAddresses({ count: VISITORS }) });
      bursts[route] = summarizeBurst({ run });
    } finally {
      await bench.stop();
    }
  }
  process.stdout.write(`${burstTable({ total, concurrency, maxAnswers, bursts: bursts as Record<BenchRoute, BurstSummary> }).join('\n')}\n`);
}

/** Visitors per fault run, and its phases: long enough for several answers before, during and after the fault. */
const FAULT_VISITORS = 20;
const FAULT_TIMELINE = { beforeMs: 4000, duringMs: 6000, afterMs: 8000 };

/** Each store fault on a freshly started product (offline fallback on, the default), under a steady load. */
async function faults(): Promise<void> {
  const stores = options.stores.split(',');
  const scenarios: Array<{ redis: boolean; fault: (context: { database: string; redis: { signal: (name: NodeJS.Signals) => void; restart: () => Promise<void> } | null }) => StoreFault }> = [];
  if (stores.includes('sqlite')) scenarios.push({ redis: false, fault: ({ database }) => sqliteLockFault({ database }) }, { redis: false, fault: ({ database }) => sqliteReadOnlyFault({ database }) });
  if (stores.includes('redis')) scenarios.push({ redis: true, fault: ({ redis }) => redisKillFault(redis!) }, { redis: true, fault: ({ redis }) => redisFreezeFault(redis!) });
  for (const scenario of scenarios) {
    const redis = scenario.redis ? await startRedisTestServer() : null;
    if (scenario.redis && !redis) continue;
    const bench = await startBench({ environment: { ...(redis ? { REDIS_URL: redis.url } : {}), CHAT_FALLBACK: 'offline' } });
    try {
      const fault = scenario.fault({ database: bench.app.database, redis });
      // A first answer loads the route, so the phase before the fault measures a warm server.
      await load({ route: 'product', url: bench.routes.product, total: 40, concurrency: FAULT_VISITORS });
      const lines = await measureFault({ fault, url: bench.routes.product, base: bench.app.base, concurrency: FAULT_VISITORS, timeline: FAULT_TIMELINE, questions: QUESTIONS, agents });
      process.stdout.write(`${lines.join('\n')}\n`);
    } finally {
      await bench.stop();
      await redis?.stop();
    }
  }
}

const mode = options['cpu-profile'] ? profile({ directory: options['cpu-profile'] }) : options.overload ? overload() : options.faults ? faults() : compare();
mode
  .catch((error: unknown) => {
    process.stderr.write(`bench: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  })
  // The visitors' keep-alive sockets would otherwise hold the process open.
  .finally(() => agents.forEach((agent) => agent.destroy()));
