import type { DayStats, FeedbackCount, FeedbackEvent, IdentityNotice, OutcomeEvent } from '@/lib/store/admission-store';

const FEEDBACK_PREFIX = 'feedback';
/** Cited chunks and intents are ids (lowercase, digits, hyphens, underscores): the separator never appears in them. */
const SEPARATOR = '|';
/** An answer that cited no chunk is counted under this chunk id. */
const NO_CHUNK = '-';

/** Counter names of one outcome event. */
export function outcomeCounters(event: OutcomeEvent): string[] {
  return [
    ...(event.rejectionCode ? [`rejection:${event.rejectionCode}`] : []),
    ...(event.mode ? [`mode:${event.mode}`] : []),
    ...(event.retrievedNothing ? ['retrieved_nothing'] : []),
    ...(event.identityNotice ? [`identity:${event.identityNotice}`] : []),
  ];
}

/** The counters a rating changes, each with +1 (the new rating) or -1 (the earlier one it replaces). */
export function feedbackDeltas(event: FeedbackEvent): Array<{ counter: string; delta: 1 | -1 }> {
  const chunks = event.chunkIds.length > 0 ? event.chunkIds : [NO_CHUNK];
  const counter = (rating: string, chunkId: string) => [FEEDBACK_PREFIX, rating, event.mode, event.intent, chunkId].join(SEPARATOR);
  return chunks.flatMap((chunkId) => [
    { counter: counter(event.rating, chunkId), delta: 1 as const },
    ...(event.previous && event.previous !== event.rating ? [{ counter: counter(event.previous, chunkId), delta: -1 as const }] : []),
  ]);
}

/** Folds stored counters back into the per-day stats fields. */
export function countersToStats(rows: { counter: string; count: number }[]): Pick<DayStats, 'rejections' | 'modes' | 'retrievedNothing' | 'feedback' | 'identityNotices'> {
  const rejections: Record<string, number> = {};
  const identityNotices: Partial<Record<IdentityNotice, number>> = {};
  const modes: Record<string, number> = {};
  const feedback = new Map<string, FeedbackCount>();
  let retrievedNothing = 0;
  for (const { counter, count } of rows) {
    if (counter.startsWith('rejection:')) rejections[counter.slice('rejection:'.length)] = count;
    else if (counter.startsWith('mode:')) modes[counter.slice('mode:'.length)] = count;
    else if (counter === 'retrieved_nothing') retrievedNothing = count;
    else if (counter.startsWith('identity:')) identityNotices[counter.slice('identity:'.length) as IdentityNotice] = count;
    else if (counter.startsWith(`${FEEDBACK_PREFIX}${SEPARATOR}`)) {
      const [, rating, mode = '', intent = '', chunkId = ''] = counter.split(SEPARATOR);
      const key = [mode, intent, chunkId].join(SEPARATOR);
      const entry = feedback.get(key) ?? { mode, intent, chunkId, up: 0, down: 0 };
      if (rating === 'up') entry.up += count;
      if (rating === 'down') entry.down += count;
      feedback.set(key, entry);
    }
  }
  return { rejections, modes, retrievedNothing, identityNotices, feedback: [...feedback.values()].sort((left, right) => left.chunkId.localeCompare(right.chunkId) || left.mode.localeCompare(right.mode)) };
}
