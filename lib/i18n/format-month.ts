import type { Locale } from '@/lib/contracts';

/** "March 2022", "marzo de 2022", "mars 2022", "März 2022": profile dates are UTC month starts. */
export function formatMonth({ date, locale }: { date: Date; locale: Locale }): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** Formats an employment period, e.g. “March 2022 – present”: the portfolio page and the fact catalog show the same. */
export function formatMonthRange({ start, end, locale, presentLabel }: { start: Date; end: Date | null; locale: Locale; presentLabel: string }): string {
  const until = end === null ? presentLabel : formatMonth({ date: end, locale });
  return `${formatMonth({ date: start, locale })} – ${until}`;
}
