import { z } from 'zod';
import { localeSchema } from '@/lib/platform';
import { FIXTURE_IDS } from '@/test/fixtures/profiles';

/** What a dialogue exercises; a closed list so that a typo fails validation instead of creating a new group. */
export const DIALOGUE_CATEGORIES = [
  'career-navigation',
  'place-reference',
  'project-reference',
  'pronoun-reference',
  'tell-me-more',
  'ellipsis',
  'multi-part',
  'lead-with-fact',
  'pitch',
  'salary',
  'availability',
  'unsupported-language',
  'skill-strength',
] as const;

const texts = z.array(z.string().trim().min(1)).min(1);

/** Checks on one turn's answer; every one is optional, at least one is required. */
const turnExpectationSchema = z
  .strictObject({
    /** Any of these chunk ids ranks in the top five retrieved for this turn. */
    chunks: texts.optional(),
    /** Every one of these appears in the answer (compared without case and diacritics). */
    answerIncludes: texts.optional(),
    /** None of these appears in the answer. */
    answerExcludes: texts.optional(),
    /** Every one of these appears in the answer's first sentence: the answer leads with the fact. */
    firstSentenceIncludes: texts.optional(),
    /** The whole answer is at most this many characters: simple questions get short answers. */
    maxChars: z.number().int().positive().optional(),
  })
  .refine((expect) => Object.keys(expect).length > 0, { message: 'an expectation must check something' });

const turnSchema = z.strictObject({
  question: z.string().trim().min(1).max(1500),
  /** True when the question refers back to earlier turns and cannot be answered on its own. */
  followUp: z.boolean().default(false),
  expect: turnExpectationSchema.optional(),
});

const dialogueSchema = z
  .strictObject({
    id: z.string().regex(/^(en|es|fr|de)-[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are kebab-case and start with the locale'),
    locale: localeSchema,
    category: z.enum(DIALOGUE_CATEGORIES),
    turns: z.array(turnSchema).min(1).max(6),
  })
  .refine((dialogue) => dialogue.id.startsWith(`${dialogue.locale}-`), { message: 'the id must start with the dialogue locale' })
  .refine((dialogue) => dialogue.turns.some((turn) => turn.expect), { message: 'a dialogue must check at least one turn' })
  .refine((dialogue) => !dialogue.turns[0]?.followUp, { message: 'the first turn cannot be a follow-up' });

/**
 * A versioned set of multi-turn dialogues about one fixture person. Each turn is asked with the
 * earlier questions and the engine's own earlier answers as the session memory, the way the chat
 * page sends them.
 */
export const dialogueFileSchema = z
  .strictObject({
    version: z.literal(1),
    today: z.iso.date(),
    profile: z.enum(FIXTURE_IDS).default('sample'),
    dialogues: z.array(dialogueSchema).min(1),
  })
  .superRefine((file, context) => {
    const seen = new Set<string>();
    file.dialogues.forEach((dialogue, index) => {
      if (seen.has(dialogue.id)) context.addIssue({ code: 'custom', message: `duplicate dialogue id "${dialogue.id}"`, path: ['dialogues', index, 'id'] });
      seen.add(dialogue.id);
    });
  });

export type DialogueFile = z.infer<typeof dialogueFileSchema>;
export type Dialogue = DialogueFile['dialogues'][number];
export type DialogueTurn = Dialogue['turns'][number];

/** Parses raw JSON text into a validated dialogue file; throws with every issue listed. */
export function parseDialogueFile({ json }: { json: string }): DialogueFile {
  const parsed = dialogueFileSchema.safeParse(JSON.parse(json));
  if (!parsed.success) throw new Error(`Invalid dialogue file:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
