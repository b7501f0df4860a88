import type { DayStats } from '@/lib/store';

const HEADERS = ['day', 'spent USD', 'upstream calls', 'admitted', 'rejections', 'answers by mode', 'retrieved nothing'];

/** `code=count` pairs sorted by name, or `-` when empty. */
function pairs(counts: Record<string, number>): string {
  const entries = Object.entries(counts).sort(([a], [b]) => a.localeCompare(b));
  return entries.length ? entries.map(([name, count]) => `${name}=${count}`).join(' ') : '-';
}

const FEEDBACK_HEADERS = ['day', 'mode', 'intent', 'cited fact', 'up', 'down'];

function alignTable({ headers, rows }: { headers: string[]; rows: string[][] }): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd();
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/**
 * The per-day tables of `npm run stats`: spend, calls, rejections by code, answers by mode and empty
 * retrievals; then the visitors' thumbs up and down by answer mode, intent and cited fact.
 */
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
  const feedback = days.flatMap((day) => day.feedback.map((entry) => [day.day, entry.mode, entry.intent, entry.chunkId, String(entry.up), String(entry.down)]));
  const usage = alignTable({ headers: HEADERS, rows });
  return feedback.length === 0 ? `${usage}\n\nFeedback: none` : `${usage}\n\nFeedback\n${alignTable({ headers: FEEDBACK_HEADERS, rows: feedback })}`;
}
