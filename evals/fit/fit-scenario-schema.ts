import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { type Locale } from '@/lib/contracts';
import { localeSchema } from '@/lib/platform';
import { FIXTURE_IDS } from '@/test/fixtures/profiles';

const verdictSchema = z.enum(['evidence', 'partial', 'no_evidence', 'not_offered']);

/** One labelled requirement: a fragment of its text, whether it is a must or a nice-to-have, and the right verdict. */
const labelSchema = z.strictObject({
  fragment: z.string().trim().min(3),
  importance: z.enum(['must', 'nice']),
  verdict: verdictSchema,
});

const postingSchema = z.strictObject({
  id: z.string().regex(/^(en|es|fr|de)-[a-z0-9-]+$/),
  locale: localeSchema,
  /** close to the profile, far from it, or long with a lot of boilerplate. */
  kind: z.enum(['close', 'far', 'boilerplate']),
  /** The fixture person the labels were written against (test/fixtures/profiles); the shipped sample by default. */
  profile: z.enum(FIXTURE_IDS).default('sample'),
  /** The posting's text file, relative to the label file. */
  file: z.string().min(1),
  expect: z.array(labelSchema).min(3),
  /** Fragments of boilerplate that must not come out as requirements. */
  forbid: z.array(z.string().trim().min(3)).default([]),
});

const fileSchema = z
  .strictObject({ version: z.literal(1), today: z.iso.date(), provenance: z.string().min(1).optional(), postings: z.array(postingSchema).min(1) })
  .superRefine((file, context) => {
    const ids = new Set<string>();
    file.postings.forEach((posting, index) => {
      if (ids.has(posting.id)) context.addIssue({ code: 'custom', path: ['postings', index, 'id'], message: `duplicate id ${posting.id}` });
      ids.add(posting.id);
      if (!posting.id.startsWith(`${posting.locale}-`)) context.addIssue({ code: 'custom', path: ['postings', index, 'id'], message: 'the id must start with its locale' });
    });
  });

export type FitLabel = z.infer<typeof labelSchema>;
export type FitPostingScenario = z.infer<typeof postingSchema> & { text: string; locale: Locale };
export interface FitScenarioFile {
  today: string;
  postings: FitPostingScenario[];
}

/** Reads and validates a label file and the posting texts it names (a missing or bad file throws with its path). */
export function loadFitScenarios({ path }: { path: string }): FitScenarioFile {
  const parsed = fileSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  const folder = dirname(resolve(path));
  return {
    today: parsed.today,
    postings: parsed.postings.map((posting) => ({ ...posting, text: readFileSync(resolve(folder, posting.file), 'utf8') })),
  };
}
