import { OVERRIDE_BENIGN_SAMPLES, SENSITIVE_BENIGN_SAMPLES } from '@/evals/guard-samples/benign-samples';
import { flaggedRate, type GuardSample } from '@/evals/guard-samples/guard-sample';
import { detectInstructionOverride, detectSensitiveInput } from '@/lib/filters';
import { OVERRIDE_POSITIVE_SAMPLES, SENSITIVE_POSITIVE_SAMPLES } from '@/evals/guard-samples/positive-samples';

/** Rates of one input filter: false positives on benign look-alikes and on real visitor questions, recall on attacks. */
export interface FilterRates {
  benignFalsePositiveRate: number;
  scenarioFalsePositiveRate: number;
  positiveCatchRate: number;
  benignCount: number;
  scenarioCount: number;
  positiveCount: number;
}

export interface GuardEvaluation {
  sensitiveInput: FilterRates;
  instructionOverride: FilterRates;
}

function rates(options: { detect: (text: string) => boolean; benign: readonly GuardSample[]; positive: readonly GuardSample[]; scenarios: readonly GuardSample[] }): FilterRates {
  const { detect, benign, positive, scenarios } = options;
  return {
    benignFalsePositiveRate: flaggedRate({ samples: benign, detect }),
    scenarioFalsePositiveRate: flaggedRate({ samples: scenarios, detect }),
    positiveCatchRate: flaggedRate({ samples: positive, detect }),
    benignCount: benign.length,
    scenarioCount: scenarios.length,
    positiveCount: positive.length,
  };
}

/** Runs both input filters over their sample sets and over the scenario questions, which are all legitimate. */
export function evaluateGuards({ scenarioQuestions }: { scenarioQuestions: readonly GuardSample[] }): GuardEvaluation {
  return {
    sensitiveInput: rates({
      detect: (text) => detectSensitiveInput({ text }) !== null,
      benign: SENSITIVE_BENIGN_SAMPLES,
      positive: SENSITIVE_POSITIVE_SAMPLES,
      scenarios: scenarioQuestions,
    }),
    instructionOverride: rates({
      detect: (text) => detectInstructionOverride({ text }) !== null,
      benign: OVERRIDE_BENIGN_SAMPLES,
      positive: OVERRIDE_POSITIVE_SAMPLES,
      scenarios: scenarioQuestions,
    }),
  };
}

/** Floor violations of the filters: false positives at or above `maxFalsePositiveRate`, recall below `minCatchRate`. */
export function checkGuardFloors({ evaluation, maxFalsePositiveRate, minCatchRate }: { evaluation: GuardEvaluation; maxFalsePositiveRate: number; minCatchRate: number }): string[] {
  return Object.entries(evaluation).flatMap(([filter, filterRates]: [string, FilterRates]) => [
    ...(filterRates.benignFalsePositiveRate >= maxFalsePositiveRate ? [`${filter}: false positives on the benign set ${(filterRates.benignFalsePositiveRate * 100).toFixed(1)}%`] : []),
    ...(filterRates.scenarioFalsePositiveRate >= maxFalsePositiveRate ? [`${filter}: false positives on scenario questions ${(filterRates.scenarioFalsePositiveRate * 100).toFixed(1)}%`] : []),
    ...(filterRates.positiveCatchRate < minCatchRate ? [`${filter}: catch rate ${(filterRates.positiveCatchRate * 100).toFixed(1)}%`] : []),
  ]);
}

/** The filters' lines of the report. */
export function formatGuardReport({ evaluation }: { evaluation: GuardEvaluation }): string {
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
  const rows = Object.entries(evaluation).map(
    ([filter, filterRates]: [string, FilterRates]) =>
      `${filter.padEnd(20)} false positives: benign set ${percent(filterRates.benignFalsePositiveRate)} (n=${filterRates.benignCount}), ` +
      `scenario questions ${percent(filterRates.scenarioFalsePositiveRate)} (n=${filterRates.scenarioCount}); caught ${percent(filterRates.positiveCatchRate)} (n=${filterRates.positiveCount})`,
  );
  return ['Input filters:', ...rows.map((row) => `  ${row}`)].join('\n');
}
