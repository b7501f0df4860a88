import { getDictionary } from '@/lib/i18n';
import type { Locale } from '@/lib/contracts';

function monthIndex(date: Date): number {
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

function countWord({ count, forms }: { count: number; forms: [string, string] }): string {
  return `${count} ${count === 1 ? forms[0] : forms[1]}`;
}

/**
 * Whole months worked: a past job's end month counts as worked (end − start + 1); a current job
 * (`end: null`) counts only the months completed before `today`'s month.
 */
export function monthsWorked({ start, end, today }: { start: Date; end: Date | null; today: Date }): number {
  const months = end === null ? monthIndex(today) - monthIndex(start) : monthIndex(end) - monthIndex(start) + 1;
  return Math.max(0, months);
}

/** The earliest of the start dates (when the career began), or null for none. */
export function earliestStart({ starts }: { starts: Date[] }): Date | null {
  return starts.reduce<Date | null>((first, start) => (first === null || start < first ? start : first), null);
}

/** A stretch of whole months as month indexes, `end` exclusive: what `monthsWorked` counts. */
interface MonthSpan {
  start: number;
  end: number;
}

function spanOf({ start, end, today }: { start: Date; end: Date | null; today: Date }): MonthSpan {
  return { start: monthIndex(start), end: end === null ? monthIndex(today) : monthIndex(end) + 1 };
}

/** Jobs merged where they overlap or touch: each month worked counts once. */
function mergeSpans(spans: MonthSpan[]): MonthSpan[] {
  const sorted = spans.filter((span) => span.end > span.start).sort((left, right) => left.start - right.start);
  const merged: MonthSpan[] = [];
  for (const span of sorted) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/** Employment periods: each job from its start month to its end month (a current job up to today). */
export interface EmploymentPeriod {
  start: Date;
  end: Date | null;
}

/**
 * Total professional months: the union of the employment periods, so overlapping jobs count once
 * and the months between jobs are not counted (a CV that adds up every job double-counts overlaps).
 */
export function totalCareerMonths({ periods, today }: { periods: EmploymentPeriod[]; today: Date }): number {
  return mergeSpans(periods.map((period) => spanOf({ ...period, today }))).reduce((sum, span) => sum + span.end - span.start, 0);
}

/** Career gaps shorter than this are moves between jobs, not gaps worth stating. */
export const CAREER_GAP_MIN_MONTHS = 3;

/** A stretch without any job, from its first to its last month (both inclusive). */
export interface CareerGap {
  firstMonth: Date;
  lastMonth: Date;
  months: number;
}

function monthDate(index: number): Date {
  return new Date(Date.UTC(Math.floor(index / 12), index % 12, 1));
}

/** The stretches of at least CAREER_GAP_MIN_MONTHS between the first job and today with no job at all. */
export function careerGaps({ periods, today }: { periods: EmploymentPeriod[]; today: Date }): CareerGap[] {
  const merged = mergeSpans(periods.map((period) => spanOf({ ...period, today })));
  const gaps: CareerGap[] = [];
  for (let index = 1; index < merged.length; index += 1) {
    const previous = merged[index - 1];
    const next = merged[index];
    if (!previous || !next) continue;
    const months = next.start - previous.end;
    if (months >= CAREER_GAP_MIN_MONTHS) gaps.push({ firstMonth: monthDate(previous.end), lastMonth: monthDate(next.start - 1), months });
  }
  return gaps;
}

/** "4 years and 8 months", "1 year", "8 months" and their es/fr/de equivalents. */
export function formatDuration({ months, locale }: { months: number; locale: Locale }): string {
  const words = getDictionary({ locale }).durations;
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (years === 0) return countWord({ count: rest, forms: words.month });
  const yearText = countWord({ count: years, forms: words.year });
  if (rest === 0) return yearText;
  return `${yearText} ${words.and} ${countWord({ count: rest, forms: words.month })}`;
}

/** A rounded-down career length: "over 10 years" ("10 years" when exact), "más de 10 años", ... */
export function formatYearsAtLeast({ months, locale }: { months: number; locale: Locale }): string {
  const words = getDictionary({ locale }).durations;
  const years = Math.floor(months / 12);
  if (years === 0) return formatDuration({ months, locale });
  const yearText = countWord({ count: years, forms: words.year });
  return months % 12 === 0 ? yearText : `${words.over} ${yearText}`;
}
