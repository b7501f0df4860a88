import type { DayStats, OutcomeEvent } from '@/lib/admission/admission-store';

/** Counter names of one outcome event. */
export function outcomeCounters(event: OutcomeEvent): string[] {
  return [
    ...(event.rejectionCode ? [`rejection:${event.rejectionCode}`] : []),
    ...(event.mode ? [`mode:${event.mode}`] : []),
    ...(event.retrievedNothing ? ['retrieved_nothing'] : []),
  ];
}

/** Folds stored counters back into the per-day stats fields. */
export function countersToStats(rows: { counter: string; count: number }[]): Pick<DayStats, 'rejections' | 'modes' | 'retrievedNothing'> {
  const rejections: Record<string, number> = {};
  const modes: Record<string, number> = {};
  let retrievedNothing = 0;
  for (const { counter, count } of rows) {
    if (counter.startsWith('rejection:')) rejections[counter.slice('rejection:'.length)] = count;
    else if (counter.startsWith('mode:')) modes[counter.slice('mode:'.length)] = count;
    else if (counter === 'retrieved_nothing') retrievedNothing = count;
  }
  return { rejections, modes, retrievedNothing };
}
