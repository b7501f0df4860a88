import { formatPercent, rate, type EvalSummary, type GroupSummary, type Ratio } from '@/evals/summarize-results';

const COLUMNS = ['locale', 'cases', 'recall@5', 'intent', 'canonical', 'answer', 'false offers (short)', 'missed offers (cross)'];

function ratioCell({ ratio }: { ratio: Ratio }): string {
  const value = rate({ ratio });
  return value === null ? 'n/a' : `${formatPercent({ value })} (${ratio.count}/${ratio.total})`;
}

function groupRow({ label, group }: { label: string; group: GroupSummary }): string[] {
  return [
    label,
    String(group.cases),
    ...[group.recall, group.intent, group.canonical, group.answer, group.falseOffers, group.missedOffers].map((ratio) => ratioCell({ ratio })),
  ];
}

function alignRows({ rows }: { rows: string[][] }): string[] {
  const widths = COLUMNS.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd());
}

/** The human-readable report: per-locale table, overall row, token and timing figures, failing cases. */
export function formatReport({ summary }: { summary: EvalSummary }): string {
  const localeRows = Object.entries(summary.locales).map(([locale, group]) => groupRow({ label: locale, group }));
  const [header = '', ...body] = alignRows({ rows: [COLUMNS, ...localeRows, groupRow({ label: 'overall', group: summary.overall })] });
  const failures = summary.failures.map((failure) => `  ${failure.id}  [${failure.check}]  expected ${failure.expected}  got ${failure.got}`);
  return [
    `Scenario evaluation (today = ${summary.today})`,
    '',
    header,
    '-'.repeat(header.length),
    ...body,
    '',
    `System prompt tokens: median ${summary.systemPromptTokens.median}, p95 ${summary.systemPromptTokens.p95}`,
    `In-process time per question (median): retrieval ${summary.timingMs.retrieval.toFixed(2)} ms, whole offline pipeline ${summary.timingMs.pipeline.toFixed(2)} ms`,
    '',
    failures.length === 0 ? 'Failing cases: none' : `Failing cases (${failures.length}):`,
    ...failures,
  ].join('\n');
}
