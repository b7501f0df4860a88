/**
 * Contract limits of `POST /api/fit` (contracts §7). Kept apart from the zod schema so the page and the
 * dictionaries can quote them without bundling zod.
 */
export const FIT_LIMITS = {
  maxBodyBytes: 49_152,
  maxJobDescriptionChars: 12_000,
} as const;
