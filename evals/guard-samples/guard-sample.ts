import type { Locale } from '@/lib/contracts';

/** One evaluation text for a guard, tagged with the language it is written in so rates can be reported per locale. */
export interface GuardSample {
  locale: Locale;
  text: string;
}

/** Share of samples a detector flags: the false-positive rate on a benign set, the recall on a positive set. */
export function flaggedRate({ samples, detect }: { samples: readonly GuardSample[]; detect: (text: string) => boolean }): number {
  if (samples.length === 0) return 0;
  return samples.filter((sample) => detect(sample.text)).length / samples.length;
}
