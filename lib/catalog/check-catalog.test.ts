import { describe, expect, it } from 'vitest';
import { findCatalogProblems } from '@/lib/catalog/check-catalog';
import { MIN_ANSWER_CHARS } from '@/lib/contracts';
import { profileSchema } from '@/lib/knowledge';
import { profile, profileInput } from '@/test/fixtures/profiles/sample-profile';

describe('findCatalogProblems', () => {
  it('passes the sample profile at the smallest answer limit', () => {
    expect(findCatalogProblems({ profile, maxAnswerChars: MIN_ANSWER_CHARS })).toEqual([]);
  });

  it('names the facts and the locale when the longest selection would not fit', () => {
    const long = 'A very long highlight written by an enthusiastic editor. '.repeat(20);
    const edited = profileSchema.parse({
      ...profileInput,
      experience: profileInput.experience.map((job, index) => (index === 0 ? { ...job, highlights: [...job.highlights, { en: long, es: 'x', fr: 'x', de: 'x' }] } : job)),
    });
    const problems = findCatalogProblems({ profile: edited, maxAnswerChars: MIN_ANSWER_CHARS });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^catalog \\(en\\): the facts "experience-${profile.experience[0]!.id}", .* over the ${MIN_ANSWER_CHARS}-character answer limit`));
  });
});
