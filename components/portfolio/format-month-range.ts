import type { Locale } from '@/lib/i18n/locales';

/** Formats a profile month (stored as the first of the month, UTC) for the locale, e.g. “March 2022”. */
export function formatMonth({ date, locale }: { date: Date; locale: Locale }): string {
  // UTC so a server in another time zone never shifts the first of the month into the previous one.
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** Formats an employment period, e.g. “March 2022 – present”. */
export function formatMonthRange({ start, end, locale, presentLabel }: { start: Date; end: Date | null; locale: Locale; presentLabel: string }): string {
  const until = end === null ? presentLabel : formatMonth({ date: end, locale });
  return `${formatMonth({ date: start, locale })} – ${until}`;
}
