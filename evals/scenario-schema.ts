import { z } from 'zod';
import { localeSchema } from '@/lib/platform';
import { FIXTURE_IDS } from '@/test/fixtures/profiles';
import { INTENTS } from '@/lib/retrieval';

/** Scenario categories; a closed list so that a typo fails validation instead of creating a new group. */
export const CATEGORIES = [
  'experience',
  'project',
  'skills',
  'duration',
  'skill-yes-no',
  'false-premise',
  'boundary',
  'off-topic',
  'canonical-faq',
  'blog',
  'availability',
  'contact',
  'languages',
  'education',
  'location',
  'working-style',
  'mindset',
  'strengths',
  'paraphrase',
  'conversational',
  'portfolio-meta',
  'language-short',
  'language-cross',
] as const;

const nonEmptyTexts = z.array(z.string().trim().min(1)).min(1);

const expectationSchema = z
  .strictObject({
    chunks: nonEmptyTexts.optional(),
    chunksAll: nonEmptyTexts.optional(),
    intent: z.enum(INTENTS).optional(),
    intentAnyOf: z.array(z.enum(INTENTS)).min(2).optional(),
    canonical: z.string().min(1).nullable().optional(),
    answerIncludes: nonEmptyTexts.optional(),
    answerExcludes: nonEmptyTexts.optional(),
    detectedLocale: localeSchema.nullable().optional(),
  })
  .refine((expect) => !(expect.intent && expect.intentAnyOf), { message: 'use either intent or intentAnyOf, not both' })
  .refine((expect) => Object.keys(expect).length > 0, { message: 'a case must expect something' });

export const caseSchema = z
  .strictObject({
    id: z.string().regex(/^(en|es|fr|de)-[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are kebab-case and start with the locale'),
    locale: localeSchema,
    question: z.string().trim().min(1).max(1500),
    category: z.enum(CATEGORIES),
    expect: expectationSchema,
  })
  .refine((scenario) => scenario.id.startsWith(`${scenario.locale}-`), { message: 'the id must start with the case locale' })
  .refine((scenario) => scenario.expect.detectedLocale !== scenario.locale, {
    message: 'detectedLocale is the locale to switch to, so it can never be the page locale (expect null instead)',
  });

/** The versioned scenario file: validated before anything runs, so a malformed file fails loudly. */
export const scenarioFileSchema = z
  .strictObject({
    version: z.literal(1),
    today: z.iso.date(),
    /** The fixture person the cases are about (test/fixtures/profiles); the shipped sample by default. */
    profile: z.enum(FIXTURE_IDS).default('sample'),
    cases: z.array(caseSchema).min(1),
  })
  .superRefine((file, context) => {
    const seen = new Set<string>();
    file.cases.forEach((scenario, index) => {
      if (seen.has(scenario.id)) {
        context.addIssue({ code: 'custom', message: `duplicate case id "${scenario.id}"`, path: ['cases', index, 'id'] });
      }
      seen.add(scenario.id);
    });
  });

export type ScenarioFile = z.infer<typeof scenarioFileSchema>;
export type ScenarioCase = ScenarioFile['cases'][number];
export type CaseExpectation = ScenarioCase['expect'];
export type Category = (typeof CATEGORIES)[number];

/** Parses raw JSON text into a validated scenario file; throws with every issue listed. */
export function parseScenarioFile({ json }: { json: string }): ScenarioFile {
  const parsed = scenarioFileSchema.safeParse(JSON.parse(json));
  if (!parsed.success) {
    throw new Error(`Invalid scenario file:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

/** Expected chunk and FAQ ids that do not exist: a typo would otherwise silently never match. */
export function findUnknownReferences({
  file,
  chunkIds,
  faqIds,
}: {
  file: ScenarioFile;
  chunkIds: readonly string[];
  faqIds: readonly string[];
}): string[] {
  const knownChunks = new Set(chunkIds);
  const knownFaqs = new Set(faqIds);
  return file.cases.flatMap((scenario) => {
    const chunkProblems = [...(scenario.expect.chunks ?? []), ...(scenario.expect.chunksAll ?? [])]
      .filter((id) => !knownChunks.has(id))
      .map((id) => `${scenario.id}: unknown chunk id "${id}"`);
    const canonical = scenario.expect.canonical;
    const faqProblems = canonical && !knownFaqs.has(canonical) ? [`${scenario.id}: unknown canonical FAQ id "${canonical}"`] : [];
    return [...chunkProblems, ...faqProblems];
  });
}

