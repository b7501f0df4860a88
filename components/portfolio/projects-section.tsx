import type { Locale } from '@/lib/i18n/locales';
import type { UiMessages } from '@/lib/i18n/dictionary-types';
import type { Experience, Project } from '@/lib/knowledge/profile-schema';
import { PortfolioSection } from '@/components/portfolio/portfolio-section';
import { StackList } from '@/components/portfolio/stack-list';

/** Portfolio projects, each with its `project-<slug>` anchor; employer projects link to the job. */
export function ProjectsSection({ projects, experience, locale, messages }: { projects: Project[]; experience: Experience[]; locale: Locale; messages: UiMessages }) {
  return (
    <PortfolioSection id="projects" title={messages.projects}>
      <ul className="grid gap-6 sm:grid-cols-2">
        {projects.map((project) => {
          const employer = experience.find((job) => job.id === project.employerId);
          return (
            <li key={project.slug}>
              <article id={`project-${project.slug}`} className="h-full scroll-mt-8 rounded-lg border border-neutral-200 p-5 dark:border-neutral-800">
                <h3 className="text-lg font-semibold">{project.name}</h3>
                {employer && (
                  <p className="text-sm text-neutral-600 dark:text-neutral-400">
                    {messages.builtAt}{' '}
                    <a href={`#experience-${employer.id}`} className="underline underline-offset-4">
                      {employer.company}
                    </a>
                  </p>
                )}
                <p className="mt-3">{project.summary[locale]}</p>
                {project.highlights.length > 0 && (
                  <ul className="mt-3 list-disc space-y-1 pl-5">
                    {project.highlights.map((highlight) => (
                      <li key={highlight.en}>{highlight[locale]}</li>
                    ))}
                  </ul>
                )}
                <StackList label={messages.stack} items={project.stack} />
              </article>
            </li>
          );
        })}
      </ul>
    </PortfolioSection>
  );
}
