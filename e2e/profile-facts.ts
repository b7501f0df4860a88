import { withoutParentheses } from '@/lib/knowledge';
import { profile } from '@/lib/knowledge/profile';

/**
 * What the browser tests expect, derived from the live profile: an owner who replaces the profile
 * keeps a green build, and nothing here names the shipped sample person.
 */
const current = profile.experience.find((job) => job.end === null) ?? profile.experience[0];
if (!current) throw new Error('the profile has no experience entry');
/** The job "where do you work now?" is answered with. */
export const currentJob = current;

const showcase = profile.projects.find((project) => !project.thisAssistant) ?? profile.projects[0];
/** A portfolio project a visitor asks about by name (the first one that is not this assistant). */
export const showcaseProject = showcase ? { slug: showcase.slug, name: withoutParentheses({ text: showcase.name }) } : null;

/** A past job, for period formatting checks, when the profile has one. */
export const pastJob = profile.experience.find((job) => job.end !== null) ?? null;

export { profile };
