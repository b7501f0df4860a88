import { getDictionary } from '@/lib/i18n';
import { perLocale, profileKeywords, type ChunkContext, type ChunkDraft } from '@/lib/knowledge/chunk-draft';
import { termsOf } from '@/lib/knowledge/profile-text';
import { KEYWORD_ALIASES } from '@/lib/knowledge/keyword-aliases';

/** One chunk per portfolio project: summary, highlights, stack and the employer it was built at. */
export function projectChunks({ profile }: ChunkContext): ChunkDraft[] {
  return profile.projects.map((project) => {
    const employer = profile.experience.find((job) => job.id === project.employerId);
    return {
      id: `project-${project.slug}`,
      // The project that is this assistant is the portfolio's meta project: "how does this chat work?" lands here.
      domain: project.thisAssistant ? 'portfolio_meta' : 'portfolio_project',
      title: perLocale({ render: () => project.name }),
      anchor: `project-${project.slug}`,
      keywords: [
        ...profileKeywords({ keywords: project.keywords }),
        ...KEYWORD_ALIASES.project,
        project.name,
        project.slug,
        ...project.stack.flatMap((name) => termsOf({ name })),
        ...(employer ? [employer.company] : []),
      ],
      audiences: ['engineer', 'general'],
      text: perLocale({
        render: (locale) => {
          const phrases = getDictionary({ locale }).facts;
          return [
            phrases.project(project.name),
            project.summary[locale],
            ...project.highlights.map((highlight) => highlight[locale]),
            ...(project.stack.length > 0 ? [phrases.stack(project.stack.join(', '))] : []),
            ...(employer ? [phrases.builtAt(employer.company)] : []),
          ].join(' ');
        },
      }),
    };
  });
}

/** Every project in one line each: the answer to "what have you built?". */
export function portfolioOverviewChunk({ profile }: ChunkContext): ChunkDraft {
  return {
    id: 'portfolio-overview',
    domain: 'portfolio_project',
    title: perLocale({ render: (locale) => getDictionary({ locale }).titles.projectsOverview }),
    anchor: 'projects',
    keywords: [...KEYWORD_ALIASES.portfolioOverview, ...profile.projects.map((project) => project.name)],
    audiences: ['engineer', 'recruiter', 'general'],
    text: perLocale({
      render: (locale) => {
        const items = profile.projects.map((project) => `${project.name} — ${project.summary[locale]}`);
        return `${getDictionary({ locale }).facts.projectsIntro} ${items.join(' ')}`;
      },
    }),
  };
}
