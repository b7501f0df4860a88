import type { Locale } from '@/lib/contracts';
import type { Dictionary } from '@/lib/i18n';
import type { Experience, Project } from '@/lib/knowledge';
import { Icon } from '@/components/icons';
import { BulletList } from '@/components/portfolio/bullet-list';
import { PortfolioSection } from '@/components/portfolio/portfolio-section';
import { StackList } from '@/components/portfolio/stack-list';

function ProjectLink({ href, label, projectName }: { href: string; label: string; projectName: string }) {
  return (
    <a href={href} className="inline-flex min-h-8 items-center gap-1.5 rounded-full text-sm font-medium text-accent hover:underline" aria-label={`${label}: ${projectName}`}>
      {label}
      <Icon name="external" className="size-3.5" />
    </a>
  );
}

/** Portfolio projects as cards, each with its `project-<slug>` anchor; employer projects link to the job. */
export function ProjectsSection({ projects, experience, locale, dictionary }: { projects: Project[]; experience: Experience[]; locale: Locale; dictionary: Dictionary }) {
  const messages = dictionary.page;
  return (
    <PortfolioSection id="projects" title={messages.projects}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {projects.map((project) => {
          const employer = experience.find((job) => job.id === project.employerId);
          return (
            <li key={project.slug}>
              <article
                id={`project-${project.slug}`}
                className="flex h-full scroll-mt-6 flex-col rounded-2xl border border-line bg-surface p-5 shadow-xs transition-colors hover:border-accent/50 motion-reduce:transition-none"
              >
                <h3 className="text-lg font-semibold tracking-tight">{project.name}</h3>
                {employer && (
                  <p className="text-sm text-muted">
                    {messages.builtAt}{' '}
                    <a href={`#experience-${employer.id}`} className="underline decoration-line underline-offset-4 hover:text-accent">
                      {employer.company}
                    </a>
                  </p>
                )}
                <p className="mt-3 leading-relaxed">{project.summary[locale]}</p>
                <BulletList items={project.highlights.map((highlight) => highlight[locale])} className="mt-3 text-sm leading-relaxed" />
                <div className="mt-auto">
                  <StackList label={messages.stack} items={project.stack} />
                  {(project.url || project.repository) && (
                    <p className="mt-3 flex flex-wrap gap-x-4 border-t border-line pt-3">
                      {project.url && <ProjectLink href={project.url} label={dictionary.site.projectLink} projectName={project.name} />}
                      {project.repository && <ProjectLink href={project.repository} label={dictionary.site.sourceLink} projectName={project.name} />}
                    </p>
                  )}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </PortfolioSection>
  );
}
