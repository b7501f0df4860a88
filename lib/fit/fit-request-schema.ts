import { z } from 'zod';
import { FIT_LIMITS } from '@/lib/contracts';
import { localeSchema } from '@/lib/platform';

/** The body of `POST /api/fit` (and of its optional summary): strict, unknown keys rejected. */
export const fitRequestSchema = z.strictObject({
  jobDescription: z.string().trim().min(1).max(FIT_LIMITS.maxJobDescriptionChars),
  locale: localeSchema,
});

export type FitRequest = z.infer<typeof fitRequestSchema>;
