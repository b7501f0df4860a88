import { formatPercent, rate, type EvalSummary } from '@/evals/summarize-results';

/**
 * What `npm run eval -- --floor` enforces, in every locale: the generated questions name the entry
 * they ask about, so a profile that retrieval cannot serve shows here first.
 */
export const PROFILE_FLOORS = { minRecallPerLocale: 0.9, minAnswerPassRatePerLocale: 0.85 };

/** Every per-locale floor the summary misses, as readable sentences. */
export function profileFloorViolations({ summary }: { summary: EvalSummary }): string[] {
  return Object.entries(summary.locales).flatMap(([locale, group]) => {
    const recall = rate({ ratio: group.recall });
    const answer = rate({ ratio: group.answer });
    return [
      ...(recall !== null && recall < PROFILE_FLOORS.minRecallPerLocale
        ? [`${locale}: recall@5 ${formatPercent({ value: recall })} < ${formatPercent({ value: PROFILE_FLOORS.minRecallPerLocale })}`]
        : []),
      ...(answer !== null && answer < PROFILE_FLOORS.minAnswerPassRatePerLocale
        ? [`${locale}: answer checks ${formatPercent({ value: answer })} < ${formatPercent({ value: PROFILE_FLOORS.minAnswerPassRatePerLocale })}`]
        : []),
    ];
  });
}
