import type { Locale } from '@/lib/contracts';
import type { Profile } from '@/lib/knowledge';
import { languageName } from '@/lib/offline/answers/answer-subjects';

/** One sentence-sized text of the owner's, in a locale, with the chunk that holds it (an answer's source). */
export interface ProfileText {
  text: string;
  chunkId: string;
}

/**
 * The owner's own texts a fact may be quoted from, in the locale: jobs, projects, languages with their levels,
 * degrees and strengths. Answers that look for something the profile may state ("a certificate") search these.
 */
export function profileTexts({ profile, locale }: { profile: Profile; locale: Locale }): ProfileText[] {
  return [
    ...profile.experience.flatMap((job) => [job.summary, ...job.highlights].map((text) => ({ text: text[locale], chunkId: `experience-${job.id}` }))),
    ...profile.projects.flatMap((project) => [project.summary, ...project.highlights].map((text) => ({ text: text[locale], chunkId: `project-${project.slug}` }))),
    ...profile.languages.map((language) => ({ text: `${languageName({ name: language.name[locale], locale })} (${language.level[locale]})`, chunkId: 'languages' })),
    ...profile.education.map((entry) => ({ text: `${entry.degree[locale]}, ${entry.institution}, ${entry.year}`, chunkId: 'education' })),
    ...profile.strengths.items.map((item) => ({ text: item[locale], chunkId: 'strengths' })),
  ];
}
