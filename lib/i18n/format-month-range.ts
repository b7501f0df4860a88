import type { Locale } from '@/lib/i18n/locales';
import { formatMonth } from '@/lib/knowledge/durations';

/** Formats an employment period, e.g. “March 2022 – present”: the portfolio page and the fact catalog show the same. */
export function formatMonthRange({ start, end, locale, presentLabel }: { start: Date; end: Date | null; locale: Locale; presentLabel: string }): string {
  const until = end === null ? presentLabel : formatMonth({ date: end, locale });
  return `${formatMonth({ date: start, locale })} – ${until}`;
}
