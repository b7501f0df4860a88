import { z } from 'zod';
import { ANSWER_MODES, MAX_SOURCES } from '@/lib/contracts';
import { localeSchema } from '@/lib/platform';
import { INTENTS } from '@/lib/retrieval';

/** Contract limits of `POST /api/feedback`: a small, fixed-shape body. */
export const FEEDBACK_LIMITS = { maxBodyBytes: 2048, maxChunkIdChars: 80 } as const;

const ratingSchema = z.enum(['up', 'down']);

/**
 * A visitor's thumbs up or down on one answer: which answer mode produced it, its intent (null for a
 * built-in reply) and the facts it cited. No text, no conversation, nothing that identifies anyone.
 */
export const feedbackRequestSchema = z.strictObject({
  locale: localeSchema,
  rating: ratingSchema,
  /** The rating this one replaces when the visitor changes their mind. */
  previous: ratingSchema.optional(),
  mode: z.enum(ANSWER_MODES),
  intent: z.enum(INTENTS).nullable(),
  chunkIds: z.array(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).max(FEEDBACK_LIMITS.maxChunkIdChars)).max(MAX_SOURCES),
});

export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;
export type Rating = FeedbackRequest['rating'];
