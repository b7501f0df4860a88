import { describe, expect, it } from 'vitest';
import { alternatingOrder, countCauses, cpuPerAnswer, median, quantile, summarizeRounds, throughput } from '@/scripts/bench/bench-statistics';
import type { LoadRun, StreamSample } from '@/scripts/bench/stream-load';

const base = { startedAtMs: 0, firstByteMs: 1, status: 200, code: null, mode: 'model', retryAfterSeconds: null, retried: false };
const ok = (ms: number): StreamSample => ({ ...base, ok: true, firstTextMs: ms, finishedMs: ms * 2 });
const failed = (cause: string): StreamSample => ({ ...base, ok: false, cause, firstTextMs: Number.NaN, finishedMs: 1 });
const run = ({ completed, seconds, failures = [] }: { completed: number; seconds: number; failures?: string[] }): LoadRun => ({
  samples: [...Array.from({ length: completed }, (_, index) => ok(10 + index)), ...failures.map(failed)],
  seconds,
});

describe('bench statistics', () => {
  it('alternates which route goes first, so each goes second in half the rounds', () => {
    const order = alternatingOrder({ rounds: 6 });
    expect(order.map((round) => round.join(','))).toEqual([
      'product,baseline',
      'baseline,product',
      'product,baseline',
      'baseline,product',
      'product,baseline',
      'baseline,product',
    ]);
    expect(order.filter((round) => round[1] === 'product')).toHaveLength(3);
  });

  it('takes medians and nearest-rank quantiles, NaN for nothing', () => {
    expect(median({ values: [3, 1, 2] })).toBe(2);
    expect(median({ values: [4, 1, 3, 2] })).toBe(2.5);
    expect(median({ values: [] })).toBeNaN();
    expect(quantile({ values: [5, 1, 4, 2, 3], q: 0.99 })).toBe(5);
    expect(quantile({ values: [5, 1, 4, 2, 3], q: 0.5 })).toBe(3);
  });

  it('counts only completed streams as throughput', () => {
    expect(throughput({ run: run({ completed: 90, seconds: 2, failures: ['status 429', 'status 429'] }) })).toBe(45);
  });

  it('groups failures by cause, most frequent first', () => {
    const samples = [failed('socket ECONNRESET'), failed('status 503'), failed('status 503'), ok(1)];
    expect(countCauses({ samples })).toEqual([
      { cause: 'status 503', count: 2 },
      { cause: 'socket ECONNRESET', count: 1 },
    ]);
  });

  it('reports the median of per-round ratios, not the ratio of pooled throughput', () => {
    // One outlier round where the baseline stalled must not decide the figure.
    const rounds = [
      { product: run({ completed: 95, seconds: 1 }), baseline: run({ completed: 100, seconds: 1 }) },
      { product: run({ completed: 90, seconds: 1 }), baseline: run({ completed: 100, seconds: 1 }) },
      { product: run({ completed: 100, seconds: 1 }), baseline: run({ completed: 10, seconds: 1 }) },
    ];
    const summary = summarizeRounds({ rounds });
    expect(summary.ratios).toEqual([0.95, 0.9, 10]);
    expect(summary.medianRatio).toBe(0.95);
    expect(summary.minimumRatio).toBe(0.9);
    expect(summary.maximumRatio).toBe(10);
    expect(summary.medianThroughput).toEqual({ product: 95, baseline: 100 });
    expect(summary.requests).toEqual({ product: 285, baseline: 210 });
    expect(summary.failures.product).toEqual([]);
  });

  it('divides the server CPU time of a run by its completed streams, and compares the routes round by round', () => {
    expect(cpuPerAnswer({ run: { ...run({ completed: 50, seconds: 1, failures: ['status 503'] }), serverCpuMs: 1000 } })).toBe(20);
    expect(cpuPerAnswer({ run: run({ completed: 50, seconds: 1 }) })).toBeNaN();
    const round = (product: number, baseline: number) => ({
      product: { ...run({ completed: 10, seconds: 1 }), serverCpuMs: product * 10 },
      baseline: { ...run({ completed: 10, seconds: 1 }), serverCpuMs: baseline * 10 },
    });
    const summary = summarizeRounds({ rounds: [round(21, 20), round(40, 20), round(30, 30)] });
    expect(summary.cpuPerAnswer).toEqual({ product: 30, baseline: 20 });
    expect(summary.medianCpuRatio).toBe(1.05);
  });
});
