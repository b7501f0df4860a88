import type { z } from 'zod';
import type { Locale } from '@/lib/contracts';
import { describeProfileIssues, safeParseProfile, type ProfileInput } from '@/lib/knowledge';
import { jsonResumeSchema } from '@/scripts/profile-import/json-resume-schema';
import { mapJsonResume } from '@/scripts/profile-import/map-json-resume';
import { profileSource } from '@/scripts/profile-import/profile-source';
import { pathText } from '@/scripts/profile-import/resume-values';

/** The imported profile as a file's source, with notes on what was left out; or every problem, each naming its field. */
export type ImportedProfile = { source: string; profileInput: ProfileInput; notes: string[] } | { errors: string[] };

const SECTIONS = Object.keys(jsonResumeSchema.shape).join(', ');

function describeIssue(issue: z.core.$ZodIssue): string[] {
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => `${pathText([...issue.path, key])}: not a field of JSON Resume${issue.path.length === 0 ? ` (its sections: ${SECTIONS})` : ''}`);
  }
  return [`${pathText(issue.path)}: ${issue.message}`];
}

/**
 * A JSON Resume document (its text) as a profile in this product's schema, in the first of `locales`: validated as
 * JSON Resume, mapped, then validated as a profile. Nothing is returned to write unless all three pass.
 */
export function importJsonResume({ documentText, from, locales, today }: { documentText: string; from: string; locales: readonly Locale[]; today: Date }): ImportedProfile {
  let document: unknown;
  try {
    document = JSON.parse(documentText);
  } catch (error) {
    return { errors: [`document: not JSON (${error instanceof Error ? error.message : 'unreadable'})`] };
  }
  const resume = jsonResumeSchema.safeParse(document);
  if (!resume.success) return { errors: resume.error.issues.flatMap(describeIssue) };
  const mapped = mapJsonResume({ resume: resume.data, locales, today });
  if ('errors' in mapped) return mapped;
  const checked = safeParseProfile(mapped.profileInput);
  if (!checked.success) {
    return { errors: describeProfileIssues({ issues: checked.error.issues, input: mapped.profileInput }).map((problem) => `the imported profile does not validate: ${problem}`) };
  }
  return { source: profileSource({ profileInput: mapped.profileInput, from }), profileInput: mapped.profileInput, notes: mapped.notes };
}
