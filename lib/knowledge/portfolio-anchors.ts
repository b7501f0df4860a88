import type { Profile } from '@/lib/knowledge/profile-schema';

/** The sections of the portfolio page, in page order; each is an anchor answers may link to. */
export const PORTFOLIO_SECTIONS = ['experience', 'skills', 'projects', 'about', 'contact'] as const;

/** Every anchor the `/<locale>` portfolio page renders for this profile: its sections, each job and each project. */
export function portfolioAnchors({ profile }: { profile: Profile }): ReadonlySet<string> {
  return new Set<string>([
    ...PORTFOLIO_SECTIONS,
    ...profile.experience.map((job) => `experience-${job.id}`),
    ...profile.projects.map((project) => `project-${project.slug}`),
  ]);
}
