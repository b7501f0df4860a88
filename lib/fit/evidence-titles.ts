import { getDictionary } from '@/lib/i18n';
import { LOCALES, type Locale } from '@/lib/contracts';
import type { KnowledgeChunk, Profile } from '@/lib/knowledge';

/**
 * Evidence links are titled in the visitor's locale: entries by their own localized names from the profile
 * ("<company> — <role>", a project's name), sections by the page's headings. A chunk
 * with no better name keeps its own title.
 */
export function evidenceTitles({ profile, chunks }: { profile: Profile; chunks: readonly KnowledgeChunk[] }): Map<string, Record<Locale, string>> {
  const titles = new Map<string, Record<Locale, string>>();
  for (const chunk of chunks) {
    const perLocale = {} as Record<Locale, string>;
    for (const locale of LOCALES) {
      const { page, fit } = getDictionary({ locale });
      const job = profile.experience.find((entry) => chunk.id === `experience-${entry.id}`);
      const project = profile.projects.find((entry) => chunk.id === `project-${entry.slug}`);
      const group = profile.skills.groups.find((entry) => chunk.id === `skills-${entry.id}`);
      const sections: Record<string, string> = {
        'skills-not-offered': fit.sourceTitles.notOffered,
        location: fit.sourceTitles.location,
        mindset: fit.sourceTitles.mindset,
        languages: page.languages,
        education: page.education,
        'working-style': page.workingStyle,
        strengths: page.strengths,
        availability: page.availability,
        duration: page.experience,
        'core-bio': page.about,
      };
      perLocale[locale] = job ? `${job.company} — ${job.role[locale]}` : project ? project.name : group ? `${page.skills}: ${group.title[locale]}` : (sections[chunk.id] ?? chunk.title);
    }
    titles.set(chunk.id, perLocale);
  }
  return titles;
}
