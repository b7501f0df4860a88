/**
 * The benchmark's fault mode: a steady load of visitors while the store fails and comes back, and what they got in
 * each phase (before, during, after the fault), how soon they were admitted again, and how fast pages and a
 * store-reading route answered meanwhile.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { quantile } from '@/scripts/bench/bench-statistics';
import { runFor, type StreamSample } from '@/scripts/bench/stream-load';
import type { Agent } from 'node:http';

/** One fault: how to cause it on a running app and how to end it. */
export interface StoreFault {
  name: string;
  /** What happens, in words, for the table. */
  description: string;
  inject: () => Promise<void>;
  clear: () => Promise<void>;
}

/** Another process takes the SQLite file's write lock and holds it (test/sqlite-lock-holder.mjs) until cleared. */
export function sqliteLockFault({ database }: { database: string }): StoreFault {
  let holder: ReturnType<typeof spawn> | null = null;
  return {
    name: 'sqlite lock',
    description: 'another process holds the SQLite write lock',
    inject: async () => {
      holder = spawn(process.execPath, ['test/sqlite-lock-holder.mjs', database], { stdio: ['pipe', 'pipe', 'inherit'] });
      await once(holder.stdout!, 'data');
    },
    clear: async () => {
      const exited = once(holder!, 'exit');
      holder!.stdin!.write('commit\n');
      await exited;
    },
  };
}

/** The SQLite file and its log become unwritable, even for root (`chattr +i`), until cleared. */
export function sqliteReadOnlyFault({ database }: { database: string }): StoreFault {
  const files = () => [database, `${database}-wal`].filter((file) => existsSync(file));
  const chattr = (flag: string) => {
    const result = spawnSync('chattr', [flag, ...files()], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`chattr ${flag} failed (needs root and a file system with attributes): ${result.stderr}`);
  };
  return { name: 'sqlite read-only', description: 'the SQLite file turns read-only', inject: async () => chattr('+i'), clear: async () => chattr('-i') };
}

/** Redis is killed (SIGKILL) and started again, empty, when cleared. */
export function redisKillFault({ signal, restart }: { signal: (name: NodeJS.Signals) => void; restart: () => Promise<void> }): StoreFault {
  return { name: 'redis kill', description: 'Redis is killed (SIGKILL), then started again empty', inject: async () => signal('SIGKILL'), clear: restart };
}

/** Redis is frozen (SIGSTOP) and thawed (SIGCONT) when cleared. */
export function redisFreezeFault({ signal }: { signal: (name: NodeJS.Signals) => void }): StoreFault {
  return { name: 'redis freeze', description: 'Redis stops answering (SIGSTOP), then goes on (SIGCONT)', inject: async () => signal('SIGSTOP'), clear: async () => signal('SIGCONT') };
}

/** A page, and a route that reads the store (the open intro-call slots): what an operator's health check would call. */
const PROBED_PATHS = ['/en/ai', '/api/requests/slots?limit=5'];

export interface FaultTimeline {
  beforeMs: number;
  duringMs: number;
  afterMs: number;
}

interface ProbeSample {
  path: string;
  atMs: number;
  ms: number;
  status: number | null;
}

/** GETs each of `paths` every `intervalMs` (one loop per path) until stopped: how fast a page and a store-reading route answer. */
function probe({ base, paths, intervalMs }: { base: string; paths: string[]; intervalMs: number }) {
  const samples: ProbeSample[] = [];
  let running = true;
  const loops = paths.map(async (path) => {
    while (running) {
      const atMs = performance.now();
      const status = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(30_000) }).then(async (response) => (await response.arrayBuffer(), response.status), () => null);
      samples.push({ path, atMs, ms: performance.now() - atMs, status });
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  });
  return {
    samples,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Runs the load through one fault and returns its report lines. */
export async function measureFault({ fault, url, base, concurrency, timeline, questions, agents }: {
  fault: StoreFault;
  url: string;
  base: string;
  concurrency: number;
  timeline: FaultTimeline;
  questions: readonly string[];
  agents: readonly Agent[];
}): Promise<string[]> {
  const probes = probe({ base, paths: PROBED_PATHS, intervalMs: 100 });
  const started = performance.now();
  const load = runFor({ url, durationMs: timeline.beforeMs + timeline.duringMs + timeline.afterMs, concurrency, questions, agents });
  await new Promise((resolve) => setTimeout(resolve, timeline.beforeMs));
  const injectedAt = performance.now();
  await fault.inject();
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, timeline.duringMs - (performance.now() - injectedAt))));
  const clearedAt = performance.now();
  await fault.clear();
  const run = await load;
  await probes.stop();

  const phaseOf = (atMs: number) => (atMs < injectedAt ? 'before' : atMs < clearedAt ? 'during' : 'after');
  const phases = [
    { name: 'before', seconds: (injectedAt - started) / 1000 },
    { name: 'during', seconds: (clearedAt - injectedAt) / 1000 },
    { name: 'after', seconds: (performance.now() - clearedAt) / 1000 },
  ];
  const rows = phases.map(({ name, seconds }) => phaseRow({ name: `${name} (${seconds.toFixed(1)} s)`, samples: run.samples.filter((sample) => phaseOf(sample.startedAtMs) === name) }));
  const admittedAgain = run.samples.filter((sample) => sample.startedAtMs >= clearedAt && sample.mode === 'model').sort((left, right) => left.startedAtMs - right.startedAtMs)[0];
  const pages = PROBED_PATHS.map((path) => {
    const during = probes.samples.filter((sample) => sample.path === path && phaseOf(sample.atMs) === 'during');
    const times = during.map((sample) => sample.ms);
    const failed = during.filter((sample) => sample.status === null || sample.status >= 500).length;
    return `${path} p50 ${Math.round(quantile({ values: times, q: 0.5 }))} ms, max ${Math.round(Math.max(...times))} ms over ${during.length}${failed ? `, ${failed} answered 5xx or failed` : ''}`;
  });
  return [
    `${fault.name}: ${fault.description}; ${concurrency} visitors asking continuously (CHAT_FALLBACK=offline):`,
    '  phase            questions   model  offline   busy  unavailable  other   to the end p99 / max (ms)',
    ...rows,
    `  first question admitted again (model answer) sent ${admittedAgain ? `${((admittedAgain.startedAtMs - clearedAt) / 1000).toFixed(1)} s` : 'never (within the run)'} after the fault ended`,
    `  during the fault: ${pages.join('; ')}`,
    ...otherCauses({ samples: run.samples }),
  ];
}

/** The failures that are neither an answer nor a clear refusal, by cause (none is the goal). */
function otherCauses({ samples }: { samples: StreamSample[] }): string[] {
  const counts = new Map<string, number>();
  for (const sample of samples) {
    if (sample.ok || sample.code === 'busy' || sample.code === 'store_unavailable') continue;
    counts.set(sample.cause ?? 'unknown', (counts.get(sample.cause ?? 'unknown') ?? 0) + 1);
  }
  return counts.size === 0 ? [] : [`  other failures: ${[...counts].map(([cause, count]) => `${count} × ${cause}`).join(', ')}`];
}

function phaseRow({ name, samples }: { name: string; samples: StreamSample[] }): string {
  const count = (test: (sample: StreamSample) => boolean) => samples.filter(test).length;
  const model = count((sample) => sample.ok && sample.mode === 'model');
  const offline = count((sample) => sample.ok && sample.mode === 'offline');
  const busy = count((sample) => sample.code === 'busy');
  const unavailable = count((sample) => sample.code === 'store_unavailable');
  const other = samples.length - model - offline - busy - unavailable;
  const times = samples.map((sample) => sample.finishedMs);
  const p99 = Math.round(quantile({ values: times, q: 0.99 }));
  const max = Math.round(Math.max(...times));
  return `  ${name.padEnd(16)} ${String(samples.length).padStart(9)} ${String(model).padStart(7)} ${String(offline).padStart(8)} ${String(busy).padStart(6)} ${String(unavailable).padStart(12)} ${String(other).padStart(6)}   ${`${p99} / ${max}`.padStart(14)}`;
}
