import { Temporal } from 'temporal-polyfill';
import { WEEKDAYS, type Scheduling } from '@/lib/knowledge';

/**
 * Slot arithmetic uses the Temporal polyfill: wall-clock windows in an IANA zone, daylight-saving gaps and
 * overlaps are exactly what it models, and Intl alone would mean hand-rolled offset searches. It runs only
 * on the server (the page formats instants with Intl), so its size never reaches the browser.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** One bookable interval, as epoch milliseconds. */
export interface Slot {
  startMs: number;
  endMs: number;
}

/** Why a requested start cannot be booked at this instant. */
export type SlotRefusal = 'slot_past' | 'slot_too_soon' | 'slot_not_offered';

/**
 * Every slot the schedule offers from `now` plus the minimum notice up to the horizon, earliest first.
 * Windows are wall-clock times in the owner's zone: a week that crosses a daylight-saving change keeps the
 * same local times, so the instants move by the change. A wall-clock start that the change skips or repeats
 * is not offered (it does not name one instant).
 */
export function offeredSlots({ scheduling, now }: { scheduling: Scheduling; now: Date }): Slot[] {
  const { timeZone, slotMinutes } = scheduling;
  const earliestMs = now.getTime() + scheduling.minimumNoticeHours * HOUR_MS;
  const horizonMs = now.getTime() + scheduling.horizonDays * DAY_MS;
  const firstDay = Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(timeZone).toPlainDate();
  const slots: Slot[] = [];
  for (let offset = 0; offset <= scheduling.horizonDays; offset += 1) {
    const date = firstDay.add({ days: offset });
    const weekday = WEEKDAYS[date.dayOfWeek - 1];
    for (const window of scheduling.weekly.filter((candidate) => candidate.weekday === weekday)) {
      const windowEnd = date.toPlainDateTime(Temporal.PlainTime.from(window.end));
      for (let local = date.toPlainDateTime(Temporal.PlainTime.from(window.start)); ; local = local.add({ minutes: slotMinutes })) {
        if (Temporal.PlainDateTime.compare(local.add({ minutes: slotMinutes }), windowEnd) > 0) break;
        const startMs = instantOf({ local, timeZone });
        if (startMs === null || startMs < earliestMs || startMs >= horizonMs) continue;
        slots.push({ startMs, endMs: startMs + slotMinutes * MINUTE_MS });
      }
    }
  }
  return slots.sort((left, right) => left.startMs - right.startMs);
}

/** The instant of a wall-clock time in `timeZone`, or null when a daylight-saving change skips or repeats it. */
function instantOf({ local, timeZone }: { local: Temporal.PlainDateTime; timeZone: string }): number | null {
  try {
    return local.toZonedDateTime(timeZone, { disambiguation: 'reject' }).epochMilliseconds;
  } catch {
    return null;
  }
}

/** The open slots: offered at this instant and not held by a live request, earliest first, at most `limit`. */
export function openSlots({ scheduling, now, takenStartsMs, limit }: { scheduling: Scheduling; now: Date; takenStartsMs: readonly number[]; limit: number }): Slot[] {
  const taken = new Set(takenStartsMs);
  return offeredSlots({ scheduling, now })
    .filter((slot) => !taken.has(slot.startMs))
    .slice(0, limit);
}

/**
 * Checks a requested start against the schedule at this instant (whether another request holds it is the
 * store's atomic check): the offered slot, or why it is refused.
 */
export function checkSlot({ scheduling, now, startMs }: { scheduling: Scheduling; now: Date; startMs: number }): { slot: Slot } | { refusal: SlotRefusal } {
  if (startMs <= now.getTime()) return { refusal: 'slot_past' };
  if (startMs < now.getTime() + scheduling.minimumNoticeHours * HOUR_MS) return { refusal: 'slot_too_soon' };
  const slot = offeredSlots({ scheduling, now }).find((candidate) => candidate.startMs === startMs);
  return slot ? { slot } : { refusal: 'slot_not_offered' };
}

/** The last instant any offered slot can start, for bounded reads of the slots that live requests hold. */
export function slotHorizonMs({ scheduling, now }: { scheduling: Scheduling; now: Date }): number {
  return now.getTime() + scheduling.horizonDays * DAY_MS;
}
