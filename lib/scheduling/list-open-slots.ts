import type { Profile } from '@/lib/knowledge';
import { openSlots, slotHorizonMs } from '@/lib/scheduling/open-slots';

/** The open slots of one moment, as the API and the chat's slot tool show them. */
export interface OpenSlotList {
  /** The owner's IANA time zone, or null when the profile offers no calls. */
  timeZone: string | null;
  slots: { start: string; end: string }[];
}

/**
 * The open slots right now: the profile's schedule minus the slots live requests hold (read through
 * `heldSlotStarts`), earliest first. No schedule is an empty list.
 */
export async function listOpenSlots({ profile, now, limit, heldSlotStarts }: {
  profile: Profile;
  now: Date;
  limit: number;
  heldSlotStarts: (range: { fromMs: number; toMs: number }) => Promise<number[]>;
}): Promise<OpenSlotList> {
  const scheduling = profile.scheduling;
  if (!scheduling) return { timeZone: null, slots: [] };
  const held = await heldSlotStarts({ fromMs: now.getTime(), toMs: slotHorizonMs({ scheduling, now }) });
  const slots = openSlots({ scheduling, now, takenStartsMs: held, limit });
  return { timeZone: scheduling.timeZone, slots: slots.map((slot) => ({ start: new Date(slot.startMs).toISOString(), end: new Date(slot.endMs).toISOString() })) };
}
