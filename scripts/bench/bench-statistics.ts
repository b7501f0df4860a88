/** The arithmetic of the benchmark: which route runs when, and how rounds become one fair figure. */
import type { LoadRun, StreamSample } from '@/scripts/bench/stream-load';

export type BenchRoute = 'product' | 'baseline';

/** The q-quantile (0..1) by nearest rank; NaN for no values. */
export function quantile({ values, q }: { values: readonly number[]; q: number }): number {
  const sorted = [...values].sort((left, right) => left - right);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/** The middle value (the mean of the two middle ones for an even count); NaN for no values. */
export function median({ values }: { values: readonly number[] }): number {
  const sorted = [...values].sort((left, right) => left - right);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The order of the routes in each round: product then baseline, then baseline then product, and so on.
 * Whichever route runs second in a round meets a warmer (or more tired) machine, so each one goes second
 * in half the rounds and drift over the run cancels out of the median ratio.
 */
export function alternatingOrder({ rounds }: { rounds: number }): BenchRoute[][] {
  return Array.from({ length: rounds }, (_, round) => (round % 2 === 0 ? ['product', 'baseline'] : ['baseline', 'product']));
}

/** Completed streams per second: failed streams are not throughput. */
export function throughput({ run }: { run: LoadRun }): number {
  return run.samples.filter((sample) => sample.ok).length / run.seconds;
}

/**
 * The server's CPU milliseconds per completed stream of a run: its cost per answer, which contention on a shared
 * machine does not inflate the way it stretches throughput and wall-clock profiles. NaN when not measured.
 */
export function cpuPerAnswer({ run }: { run: LoadRun }): number {
  const completed = run.samples.filter((sample) => sample.ok).length;
  return run.serverCpuMs === undefined || completed === 0 ? Number.NaN : run.serverCpuMs / completed;
}

/** Failures by cause, most frequent first. */
export function countCauses({ samples }: { samples: readonly StreamSample[] }): Array<{ cause: string; count: number }> {
  const counts = new Map<string, number>();
  for (const sample of samples) if (!sample.ok) counts.set(sample.cause ?? 'unknown', (counts.get(sample.cause ?? 'unknown') ?? 0) + 1);
  return [...counts].map(([cause, count]) => ({ cause, count })).sort((left, right) => right.count - left.count || left.cause.localeCompare(right.cause));
}

/** One concurrency level's rounds, reduced to the figures the bench reports. */
export interface RoundsSummary {
  ratios: number[];
  medianRatio: number;
  /** Server CPU ms per answer, median over the rounds, and the median of the per-round product/baseline ratios. */
  cpuPerAnswer: Record<BenchRoute, number>;
  medianCpuRatio: number;
  minimumRatio: number;
  maximumRatio: number;
  medianThroughput: Record<BenchRoute, number>;
  firstText: Record<BenchRoute, { median: number; p99: number }>;
  finished: Record<BenchRoute, { median: number; p99: number }>;
  requests: Record<BenchRoute, number>;
  failures: Record<BenchRoute, Array<{ cause: string; count: number }>>;
}

/** Rounds of both routes (each round one run of each) summarized: the ratio is product over baseline per round. */
export function summarizeRounds({ rounds }: { rounds: ReadonlyArray<Record<BenchRoute, LoadRun>> }): RoundsSummary {
  const ratios = rounds.map((round) => throughput({ run: round.product }) / throughput({ run: round.baseline }));
  const byRoute = <T>(compute: (route: BenchRoute) => T): Record<BenchRoute, T> => ({ product: compute('product'), baseline: compute('baseline') });
  const samplesOf = (route: BenchRoute) => rounds.flatMap((round) => round[route].samples);
  const okTimes = (route: BenchRoute, pick: (sample: StreamSample) => number) => samplesOf(route).filter((sample) => sample.ok).map(pick);
  const spread = (values: number[]) => ({ median: quantile({ values, q: 0.5 }), p99: quantile({ values, q: 0.99 }) });
  return {
    ratios,
    medianRatio: median({ values: ratios }),
    cpuPerAnswer: byRoute((route) => median({ values: rounds.map((round) => cpuPerAnswer({ run: round[route] })) })),
    medianCpuRatio: median({ values: rounds.map((round) => cpuPerAnswer({ run: round.product }) / cpuPerAnswer({ run: round.baseline })) }),
    minimumRatio: Math.min(...ratios),
    maximumRatio: Math.max(...ratios),
    medianThroughput: byRoute((route) => median({ values: rounds.map((round) => throughput({ run: round[route] })) })),
    firstText: byRoute((route) => spread(okTimes(route, (sample) => sample.firstTextMs))),
    finished: byRoute((route) => spread(okTimes(route, (sample) => sample.finishedMs))),
    requests: byRoute((route) => samplesOf(route).length),
    failures: byRoute((route) => countCauses({ samples: samplesOf(route) })),
  };
}
