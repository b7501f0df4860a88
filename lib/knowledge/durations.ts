import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';

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

/** Total professional months: from the earliest start to `today`, the way a CV counts a career. */
export function totalCareerMonths({ starts, today }: { starts: Date[]; today: Date }): number {
  const earliest = earliestStart({ starts });
  return earliest === null ? 0 : monthsWorked({ start: earliest, end: null, today });
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

/** "March 2022", "marzo de 2022", "mars 2022", "März 2022": profile dates are UTC month starts. */
export function formatMonth({ date, locale }: { date: Date; locale: Locale }): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}
