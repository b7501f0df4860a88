import type { JobEvidence, ProfileEvidence } from '@/lib/fit/profile-evidence';
import { technologyExperience, totalCareerMonths } from '@/lib/knowledge';

/** How long the profile shows a concept: the months of the dated jobs that show it, overlaps counted once. */
export interface ConceptMonths {
  months: number;
  /** The jobs counted, most recent first. */
  jobs: JobEvidence[];
  /** The profile's technologies counted ("React", "Next.js" for React), when the concept is a technology. */
  technologies: string[];
}

const cache = new WeakMap<ProfileEvidence, Map<string, ConceptMonths>>();

/**
 * A technology's months come from `technologyExperience` (the function the chat uses), for the technology
 * itself and for each technology of the profile that implies it (Next.js work is React work, TypeScript is
 * JavaScript): the owner reads the same figure in the chat and in the table. Anything else (a field, a
 * practice, a discipline) counts the jobs whose own texts, stack or projects show it.
 */
export function conceptMonths({ profile, ids }: { profile: ProfileEvidence; ids: readonly string[] }): ConceptMonths {
  const key = [...ids].sort().join('|');
  let perProfile = cache.get(profile);
  if (!perProfile) cache.set(profile, (perProfile = new Map()));
  const cached = perProfile.get(key);
  if (cached) return cached;
  const technologies = profile.technologies.filter((technology) => ids.some((id) => technology.concepts.has(id))).map((technology) => technology.name);
  const counted = new Set<string>();
  if (technologies.length > 0) {
    for (const name of technologies) {
      for (const job of technologyExperience({ profile: profile.profile, technology: name, today: profile.today }).jobs) counted.add(job.id);
    }
  } else {
    for (const entry of profile.jobs) if (ids.some((id) => entry.concepts.has(id))) counted.add(entry.job.id);
  }
  const jobs = profile.jobs.filter((entry) => counted.has(entry.job.id)).sort((left, right) => Math.max(...right.months) - Math.max(...left.months));
  const result: ConceptMonths = {
    months: totalCareerMonths({ periods: jobs.map((entry) => ({ start: entry.job.start, end: entry.job.end })), today: profile.today }),
    jobs,
    technologies: [...new Set(technologies)],
  };
  perProfile.set(key, result);
  return result;
}
