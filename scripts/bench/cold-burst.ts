/** The benchmark's overload mode: a burst on a freshly started server, what every visitor got and how fast. */
import { quantile, type BenchRoute } from '@/scripts/bench/bench-statistics';
import type { LoadRun, StreamSample } from '@/scripts/bench/stream-load';

/** What one cold burst gave its visitors. */
export interface BurstSummary {
  requests: number;
  answered: number;
  busy: number;
  timedOut: number;
  /** Any other failure, by cause. */
  other: Array<{ cause: string; count: number }>;
  firstByte: { p50: number; p99: number };
  /** Over the answered requests. */
  firstText: { p50: number; p99: number };
  /** Over the busy refusals: how long a refused visitor waited to hear it. */
  refusal: { p50: number; p99: number };
  streamsPerSecond: number;
}

const spread = (values: number[]) => ({ p50: quantile({ values, q: 0.5 }), p99: quantile({ values, q: 0.99 }) });

export function summarizeBurst({ run }: { run: LoadRun }): BurstSummary {
  const { samples } = run;
  const isBusy = (sample: StreamSample) => sample.code === 'busy';
  const isTimeout = (sample: StreamSample) => sample.cause === 'client timeout';
  const answered = samples.filter((sample) => sample.ok);
  const busy = samples.filter(isBusy);
  const other = new Map<string, number>();
  for (const sample of samples) {
    if (sample.ok || isBusy(sample) || isTimeout(sample)) continue;
    other.set(sample.cause ?? 'unknown', (other.get(sample.cause ?? 'unknown') ?? 0) + 1);
  }
  return {
    requests: samples.length,
    answered: answered.length,
    busy: busy.length,
    timedOut: samples.filter(isTimeout).length,
    other: [...other].map(([cause, count]) => ({ cause, count })).sort((left, right) => right.count - left.count),
    firstByte: spread(samples.map((sample) => sample.firstByteMs).filter((ms) => !Number.isNaN(ms))),
    firstText: spread(answered.map((sample) => sample.firstTextMs)),
    refusal: spread(busy.map((sample) => sample.finishedMs)),
    streamsPerSecond: answered.length / run.seconds,
  };
}

const ms = (value: number) => (Number.isNaN(value) ? '–' : `${Math.round(value)}`);

/** The table of both routes' bursts. */
export function burstTable({ total, concurrency, maxAnswers, bursts }: { total: number; concurrency: number; maxAnswers: string; bursts: Record<BenchRoute, BurstSummary> }): string[] {
  const row = (name: string, burst: BurstSummary) =>
    `  ${name.padEnd(11)} ${String(burst.answered).padStart(8)} ${String(burst.busy).padStart(6)} ${String(burst.timedOut).padStart(10)} ${String(burst.other.reduce((sum, entry) => sum + entry.count, 0)).padStart(6)}` +
    `   ${`${ms(burst.firstByte.p50)} / ${ms(burst.firstByte.p99)}`.padStart(13)}   ${`${ms(burst.firstText.p50)} / ${ms(burst.firstText.p99)}`.padStart(13)}   ${`${ms(burst.refusal.p50)} / ${ms(burst.refusal.p99)}`.padStart(11)}`;
  const others = (['product', 'baseline'] as const)
    .filter((route) => bursts[route].other.length > 0)
    .map((route) => `  other failures (${route}): ${bursts[route].other.map(({ cause, count }) => `${count} × ${cause}`).join(', ')}`);
  return [
    `Cold burst: ${total} requests at ${concurrency} concurrent on a freshly started server, no warm-up (product: CHAT_MAX_CONCURRENT_ANSWERS=${maxAnswers}); times in ms:`,
    '  route       answered   busy  timed out  other   first byte p50/p99  first text p50/p99  refusal p50/p99',
    row('product', bursts.product),
    row('bare proxy', bursts.baseline),
    ...others,
  ];
}
