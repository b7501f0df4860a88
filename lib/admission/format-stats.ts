import type { DayStats } from '@/lib/admission/admission-store';

const HEADERS = ['day', 'spent USD', 'upstream calls', 'admitted', 'rejections', 'answers by mode', 'retrieved nothing'];

/** `code=count` pairs sorted by name, or `-` when empty. */
function pairs(counts: Record<string, number>): string {
  const entries = Object.entries(counts).sort(([a], [b]) => a.localeCompare(b));
  return entries.length ? entries.map(([name, count]) => `${name}=${count}`).join(' ') : '-';
}

/** The per-day table of `npm run stats`: spend, calls, rejections by code, answers by mode, empty retrievals. */
export function formatStats({ days }: { days: DayStats[] }): string {
  const rows = days.map((day) => [
    day.day,
    (day.spentMicroUsd / 1_000_000).toFixed(6),
    String(day.upstreamCalls),
    String(day.admittedUpstream),
    pairs(day.rejections),
    pairs(day.modes),
    String(day.retrievedNothing),
  ]);
  const widths = HEADERS.map((header, column) => Math.max(header.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd();
  return [line(HEADERS), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}
