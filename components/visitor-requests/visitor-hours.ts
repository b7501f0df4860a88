/** The visitor's waking day: a slot outside it is marked on the card (07:00 to 21:00 on the visitor's clock). */
export const VISITOR_DAY = { startMinutes: 7 * 60, endMinutes: 21 * 60 } as const;

function minutesOfDay({ iso, timeZone }: { iso: string; timeZone?: string }): number {
  const parts = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).formatToParts(new Date(iso));
  const value = (type: 'hour' | 'minute') => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return value('hour') * 60 + value('minute');
}

/**
 * Whether a slot is early or late for the visitor: it starts before 07:00 or ends after 21:00 on their clock
 * (`timeZone` unset: the browser's own), so a 3 a.m. call is never offered without a word.
 */
export function visitorHourMark({ start, end, timeZone }: { start: string; end: string; timeZone?: string }): 'early' | 'late' | null {
  const from = minutesOfDay({ iso: start, timeZone });
  const to = minutesOfDay({ iso: end, timeZone });
  if (from < VISITOR_DAY.startMinutes) return 'early';
  if (from >= VISITOR_DAY.endMinutes || to > VISITOR_DAY.endMinutes || to < from) return 'late';
  return null;
}
