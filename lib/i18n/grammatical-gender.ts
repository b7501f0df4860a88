/** Grammatical gender of the owner's first-person wording in es/fr/de; neutral avoids gendered forms. */
export const GRAMMATICAL_GENDERS = ['feminine', 'masculine', 'neutral'] as const;
export type GrammaticalGender = (typeof GRAMMATICAL_GENDERS)[number];

/** "she/her" → feminine, "he/him" → masculine, anything else (they, ze, mixed) → neutral wording. */
export function genderFromPronouns({ pronouns }: { pronouns: string }): GrammaticalGender {
  const [first] = pronouns.toLowerCase().split(/[\s/,]+/).filter(Boolean);
  if (first === 'she') return 'feminine';
  if (first === 'he') return 'masculine';
  return 'neutral';
}

/** Picks the wording that agrees with the owner: one phrase per grammatical gender. */
export function agree<T>({ gender, forms }: { gender: GrammaticalGender; forms: Record<GrammaticalGender, T> }): T {
  return forms[gender];
}
