import { z } from 'zod';
import { localeSchema } from '@/lib/platform';

/**
 * What a recruiter's question asks about: a closed set, so that a typo fails validation instead of creating a
 * new group. The writers of the blind sets label each question with one (or, for a message with several asks,
 * one per ask); the scorer does not read it, the report groups by it.
 */
export const BLIND_ATTRIBUTES = [
  'identity',
  'current-role',
  'role',
  'period',
  'tenure',
  'career-years',
  'technology-years',
  'technology',
  'stack',
  'work',
  'projects',
  'team',
  'career-history',
  'gap',
  'location',
  'remote',
  'relocation',
  'availability',
  'visa',
  'salary',
  'education',
  'spoken-languages',
  'industries',
  'contact',
  'booking',
  'strengths',
  'motivation',
  'working-style',
  'cv',
  'off-topic',
] as const;

/** The shape of the expected answer: its first sentence must carry it. */
export const BLIND_KINDS = ['open', 'yes-no', 'count', 'compare', 'list'] as const;

/** One or more spellings of one fact; the answer must contain at least one of them (compared folded). */
const alternatives = z.array(z.string().trim().min(1)).min(1);

const expectationSchema = z.strictObject({
  /** Every group must be present somewhere in the answer (any one spelling of it). */
  facts: z.array(alternatives).default([]),
  /** Every group must be present in the answer's first sentence. Defaults to none. */
  lead: z.array(alternatives).default([]),
  /** For yes/no questions: the answer's first sentence says yes or no (in the question's language). */
  yesNo: z.enum(['yes', 'no']).optional(),
  /** None of these may appear (a wrong figure, a claim the profile does not support). */
  wrong: z.array(z.string().trim().min(1)).default([]),
});

const askSchema = z.strictObject({
  question: z.string().trim().min(1).max(1500),
  attributes: z.array(z.enum(BLIND_ATTRIBUTES)).min(1),
  kind: z.enum(BLIND_KINDS),
  /**
   * `true`: the profile holds the answer. `false`: it does not, and a right answer says so plainly,
   * naming `subject`, without inventing anything.
   */
  held: z.boolean(),
  /** The entity the question is about (an employer, project, technology, school, place…), as the answer would name it. */
  subject: z.string().trim().min(1).optional(),
  /** True when the question refers back to earlier turns and cannot be answered on its own. */
  followUp: z.boolean().default(false),
  expect: expectationSchema,
});

const dialogueSchema = z
  .strictObject({
    id: z.string().regex(/^(en|es|fr|de)-[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are kebab-case and start with the locale'),
    locale: localeSchema,
    /** A single question is a dialogue of one turn. */
    turns: z.array(askSchema).min(1).max(6),
  })
  .refine((dialogue) => dialogue.id.startsWith(`${dialogue.locale}-`), { message: 'the id must start with the dialogue locale' })
  .refine((dialogue) => !dialogue.turns[0]?.followUp, { message: 'the first turn cannot be a follow-up' })
  .refine((dialogue) => dialogue.turns.every((turn) => turn.held || turn.subject !== undefined || turn.attributes.includes('off-topic')), {
    message: 'a question the profile does not answer names the subject the answer must name',
  });

/** A blind set: questions about one fixture person, written from the README and the profile alone. */
export const blindFileSchema = z
  .strictObject({
    version: z.literal(1),
    today: z.iso.date(),
    profile: z.string().min(1),
    /** Who wrote it and from what, so a reader knows it is blind. */
    provenance: z.string().min(1),
    dialogues: z.array(dialogueSchema).min(1),
  })
  .superRefine((file, context) => {
    const seen = new Set<string>();
    file.dialogues.forEach((dialogue, index) => {
      if (seen.has(dialogue.id)) context.addIssue({ code: 'custom', message: `duplicate id "${dialogue.id}"`, path: ['dialogues', index, 'id'] });
      seen.add(dialogue.id);
    });
  });

export type BlindFile = z.infer<typeof blindFileSchema>;
export type BlindDialogue = BlindFile['dialogues'][number];
export type BlindAsk = BlindDialogue['turns'][number];

/** Parses raw JSON text into a validated blind file; throws with every issue listed. */
export function parseBlindFile({ json }: { json: string }): BlindFile {
  const parsed = blindFileSchema.safeParse(JSON.parse(json));
  if (!parsed.success) throw new Error(`Invalid blind file:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
