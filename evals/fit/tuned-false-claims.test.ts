import { describe, expect, it } from 'vitest';
import { prepareFitFile } from '@/evals/fit/run-fit-file';
import { isFalseClaim, scorePosting } from '@/evals/fit/score-fit';

/**
 * A false claim tells a recruiter the person has what the profile does not say: the worst outcome of the fit
 * check. The test command fails on any in the sets the engine is tuned on (the blind and holdout sets are
 * reported by `npm run eval:fit`, never gated, so nobody is tempted to tune on them).
 */
const TUNED_FILES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((version) => `evals/fit/labels.tuned.v${version}.json`);

describe('the tuned fit sets', () => {
  it.each(TUNED_FILES)('%s: no requirement labelled without evidence is reported as evidence', (path) => {
    const file = prepareFitFile({ path });
    const falseClaims = file.postings.flatMap((posting) =>
      scorePosting({ scenario: posting, result: file.run(posting) })
        .labels.filter(isFalseClaim)
        .map((label) => `${label.postingId}: "${label.fragment}" labelled ${label.expected}`),
    );
    expect(file.postings.length).toBeGreaterThan(0);
    expect(falseClaims).toEqual([]);
  });
});
