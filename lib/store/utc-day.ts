const DAY_MS = 86_400_000;

/** The UTC day `YYYY-MM-DD` of an instant: the unit of daily limits, budgets and identity rotation. */
export function utcDay({ at }: { at: Date }): string {
  return at.toISOString().slice(0, 10);
}

/** Whole seconds from `nowMs` until the next UTC midnight (at least 1), for a daily limit's Retry-After. */
export function secondsUntilNextUtcDay({ nowMs }: { nowMs: number }): number {
  const nextDay = (Math.floor(nowMs / DAY_MS) + 1) * DAY_MS;
  return Math.max(1, Math.ceil((nextDay - nowMs) / 1000));
}

/** The `count` UTC days ending with `today`, newest first. */
export function recentUtcDays({ today, count }: { today: Date; count: number }): string[] {
  return Array.from({ length: count }, (_, index) => utcDay({ at: new Date(today.getTime() - index * DAY_MS) }));
}
