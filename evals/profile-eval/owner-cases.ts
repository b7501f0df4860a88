import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { caseSchema, type ScenarioCase } from '@/evals/scenario-schema';

/** Where an owner keeps hand-written cases for their own profile, beside the profile file. */
export const OWNER_CASES_PATH = 'lib/knowledge/profile-cases.json';

/**
 * The owner's cases file: scenario cases (the format of evals/scenarios.*.json) plus the name of the
 * person they were written for, so a file left over from another profile is skipped, not failed.
 */
const ownerCasesFileSchema = z.strictObject({
  version: z.literal(1),
  profileName: z.string().min(1),
  cases: z.array(caseSchema),
});

export type OwnerCases =
  | { status: 'absent' }
  | { status: 'other-profile'; profileName: string }
  | { status: 'loaded'; cases: ScenarioCase[] };

/** Reads the owner's cases for the profile of `ownerName`; throws with every problem when the file is malformed. */
export function loadOwnerCases({ path = OWNER_CASES_PATH, ownerName }: { path?: string; ownerName: string }): OwnerCases {
  if (!existsSync(path)) return { status: 'absent' };
  const parsed = ownerCasesFileSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new Error(`${path} is invalid:\n${z.prettifyError(parsed.error)}`);
  if (parsed.data.profileName !== ownerName) return { status: 'other-profile', profileName: parsed.data.profileName };
  return { status: 'loaded', cases: parsed.data.cases };
}
