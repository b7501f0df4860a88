import { describe, expect, it } from 'vitest';
import { areaExperience, technologyExperience, technologyKey, totalCareerMonths } from '@/lib/knowledge';
import { fixtureProfile } from '@/test/fixtures/profiles';

const today = new Date('2026-11-30T00:00:00Z');
const experience = (id: Parameters<typeof fixtureProfile>[0]['id'], technology: string) => technologyExperience({ profile: fixtureProfile({ id }), technology, today });

describe('technologyKey', () => {
  it('compares spellings, keeping C, C++ and C# apart', () => {
    expect(technologyKey({ name: 'Next.js' })).toBe(technologyKey({ name: 'next JS' }));
    expect(new Set(['C', 'C++', 'C#'].map((name) => technologyKey({ name }))).size).toBe(3);
  });
});

describe('technologyExperience', () => {
  it('is the union of the dated jobs whose stack or texts name it, overlaps once, never the whole career', () => {
    const sample = fixtureProfile({ id: 'sample' });
    const typescript = experience('sample', 'TypeScript');
    expect(typescript.jobs.map((job) => job.company)).toEqual(sample.experience.filter((job) => job.stack.includes('TypeScript')).map((job) => job.company));
    expect(typescript.months).toBe(56);
    // React at two employers four years apart: the months of both, not the span between them.
    expect(experience('sample', 'React').months).toBe(77);
  });

  it('reads another spelling of the same technology, and not a neighbour the lexicon groups with it', () => {
    expect(experience('sample', 'TS').months).toBe(experience('sample', 'TypeScript').months);
    expect(experience('second-person', 'Spark').jobs.map((job) => job.id)).toEqual(['mare-energia']);
  });

  it('tells C from C++, and reads a stack item that holds two names', () => {
    expect(experience('third-person', 'C++').jobs.map((job) => job.id)).not.toEqual(experience('third-person', 'C').jobs.map((job) => job.id));
    expect(experience('third-person', 'MATLAB').jobs.length).toBe(2);
  });

  it('knows a listed skill with no dated job, and a technology the profile never names', () => {
    expect(experience('sample', 'Redis')).toMatchObject({ months: 0, listed: true });
    expect(experience('sample', 'Kubernetes')).toMatchObject({ months: 0, listed: false, jobs: [], projects: [] });
  });
});

describe('areaExperience', () => {
  it('counts the jobs that use two of the area’s skills, overlaps once, and never a job that used one in passing', () => {
    const profile = fixtureProfile({ id: 'second-person' });
    const area = profile.skills.groups[0]!;
    const held = areaExperience({ profile, areaId: area.id, today });
    const skills = area.skills.map((skill) => technologyExperience({ profile, technology: skill, today }));
    for (const job of profile.experience) {
      const using = skills.filter((use) => use.jobs.includes(job)).length;
      expect(held.jobs.includes(job)).toBe(using >= Math.min(2, area.skills.length));
    }
    expect(held.months).toBe(totalCareerMonths({ periods: held.jobs, today }));
  });

  it('an unknown area holds nothing', () => {
    const profile = fixtureProfile({ id: 'third-person' });
    expect(areaExperience({ profile, areaId: 'no-such-area', today })).toMatchObject({ jobs: [], projects: [], months: 0, listed: false });
  });
});
