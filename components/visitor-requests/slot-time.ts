import type { Locale } from '@/lib/contracts';

/** A slot's start on a clock (`timeZone` unset: the browser's own), in the page's language. */
export function formatSlot({ iso, locale, timeZone }: { iso: string; locale: Locale; timeZone?: string }): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(iso));
}

/** A zone's short name (`CET`, `GMT-6`), or its IANA id when the browser has none. */
export function zoneName({ locale, timeZone }: { locale: Locale; timeZone?: string }): string {
  const part = new Intl.DateTimeFormat(locale, { timeZoneName: 'short', timeZone }).formatToParts(new Date()).find((entry) => entry.type === 'timeZoneName');
  return part?.value ?? timeZone ?? '';
}
