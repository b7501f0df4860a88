/**
 * Intro-call slots from the profile's availability (owner's time zone, weekly windows, notice,
 * horizon) and the check of a slot at write time. Imports knowledge.
 */
export { listOpenSlots } from '@/lib/scheduling/list-open-slots';
export { checkSlot } from '@/lib/scheduling/open-slots';
