import { loadFitScenarios, type FitPostingScenario } from '@/evals/fit/fit-scenario-schema';
import { checkFit, type FitResult } from '@/lib/fit';
import { buildChunks } from '@/lib/knowledge';
import { fixtureProfile, type FixtureId } from '@/test/fixtures/profiles';

export interface FitFileRun {
  /** Runs one posting of the file against the fixture person it was labelled for, on the file's pinned date. */
  run: (posting: FitPostingScenario) => FitResult;
  postings: FitPostingScenario[];
  /** The file's pinned date (YYYY-MM-DD). */
  today: string;
}

/**
 * Loads a label file and prepares its runs. The eval script and the false-claim test share this so the test
 * command judges the tuned sets exactly as `npm run eval:fit` reports them.
 */
export function prepareFitFile({ path }: { path: string }): FitFileRun {
  const file = loadFitScenarios({ path });
  const today = new Date(`${file.today}T00:00:00Z`);
  const chunksOf = new Map<FixtureId, ReturnType<typeof buildChunks>>();
  const chunksFor = (id: FixtureId) => chunksOf.get(id) ?? chunksOf.set(id, buildChunks({ profile: fixtureProfile({ id }), today })).get(id)!;
  return {
    postings: file.postings,
    today: file.today,
    run: (posting) => checkFit({ jobDescription: posting.text, locale: posting.locale, profile: fixtureProfile({ id: posting.profile }), chunks: chunksFor(posting.profile), today }),
  };
}
