import { describe, expect, it } from 'vitest';
import { generateProfileCases } from '@/evals/profile-eval/generate-profile-cases';
import { profileFloorViolations } from '@/evals/profile-eval/profile-floors';
import { runCases } from '@/evals/run-cases';
import { findUnknownReferences } from '@/evals/scenario-schema';
import { buildChunks, siteLocales } from '@/lib/knowledge';
import { FIXTURE_PROFILES } from '@/test/fixtures/profiles';
import { profile as twoLocales } from '@/test/fixtures/profiles/two-locales';

const today = new Date('2026-11-30T00:00:00Z');

describe.each([...FIXTURE_PROFILES, { label: 'two-locale', profile: twoLocales }])('the generated eval of the $label fixture', ({ profile }) => {
  const cases = generateProfileCases({ profile, today });

  it('asks about every job, project, skill group, language and boundary, in each of the site’s locales and no other', () => {
    expect([...new Set(cases.map((scenario) => scenario.locale))]).toEqual(siteLocales({ profile }));
    for (const locale of siteLocales({ profile })) {
      const ids = cases.filter((scenario) => scenario.locale === locale).map((scenario) => scenario.id);
      for (const job of profile.experience) expect(ids).toContain(`${locale}-job-${job.id}`);
      for (const project of profile.projects) expect(ids).toContain(`${locale}-project-${project.slug}`);
      for (const group of profile.skills.groups) expect(ids).toContain(`${locale}-skills-${group.id}`);
      for (const language of profile.languages) expect(ids).toContain(`${locale}-speaks-${language.id}`);
      for (const boundary of profile.boundaries) expect(ids).toContain(`${locale}-boundary-${boundary.id}`);
      for (const id of ['education', 'open-to-roles', 'contact', 'location', 'years-of-experience']) expect(ids).toContain(`${locale}-${id}`);
    }
    expect(new Set(cases.map((scenario) => scenario.id)).size).toBe(cases.length);
  });

  it('expects only chunks the profile builds', () => {
    const chunkIds = buildChunks({ profile, today }).map((chunk) => chunk.id);
    expect(findUnknownReferences({ file: { version: 1, today: '2026-11-30', profile: 'sample', cases }, chunkIds, faqIds: [] })).toEqual([]);
  });

  it('meets the profile eval floors in every locale', () => {
    const { summary } = runCases({ cases, profile, today });
    expect(profileFloorViolations({ summary })).toEqual([]);
  });
});
