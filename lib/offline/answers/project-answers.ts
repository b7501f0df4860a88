import { getDictionary } from '@/lib/i18n';
import { withoutParentheses } from '@/lib/knowledge';
import type { AnswerContext, AnswerPart } from '@/lib/offline/answer-context';
import { highlightList } from '@/lib/offline/answers/career-answers';
import { subjectOf } from '@/lib/offline/answers/answer-subjects';

/*
 * Answers about projects: the overview, one project's facts and stack, and yes/no questions about the thing
 * being discussed.
 */

/** "What projects have you built?": a Markdown list, each project with its summary's first sentence, so a reader can scan it. */
export function projectsOverviewPart({ context }: { context: AnswerContext }): AnswerPart | null {
  const { locale, profile } = context;
  if (profile.projects.length === 0) return null;
  const { facts } = getDictionary({ locale });
  const lines = profile.projects.map((project) => `- **${project.name}**${facts.colon}${project.summary[locale].split(/(?<=[.!?])\s/)[0] ?? ''}`);
  return { text: `${facts.projectsIntro}\n\n${lines.join('\n')}`, chunkIds: ['portfolio-overview', ...profile.projects.slice(0, 2).map((project) => `project-${project.slug}`)] };
}

/** "What is it built with?": the project's stack (the one given, else the one the question names). */
export function builtWithPart({ context, slug }: { context: AnswerContext; slug?: string }): AnswerPart | null {
  const key = slug ?? subjectOf({ context, kind: 'project' })?.key;
  const found = key ? context.profile.projects.find((candidate) => candidate.slug === key) : undefined;
  if (!found || found.stack.length === 0) return null;
  return { text: `${withoutParentheses({ text: found.name })}: ${getDictionary({ locale: context.locale }).facts.stack(found.stack.join(', '))}`, chunkIds: [`project-${found.slug}`] };
}

/** "Tell me about Acme App": what it is, a highlight, its stack and where it was built. */
export function projectPart({ context, slug }: { context: AnswerContext; slug: string }): AnswerPart | null {
  const { locale, profile } = context;
  const project = profile.projects.find((candidate) => candidate.slug === slug);
  if (!project) return null;
  const facts = getDictionary({ locale }).facts;
  const employer = profile.experience.find((job) => job.id === project.employerId);
  const sentences = [
    `${project.name}: ${project.summary[locale]}`,
    ...(project.stack.length > 0 ? [facts.stack(project.stack.join(', '))] : []),
    ...(employer ? [facts.builtAt(employer.company)] : []),
  ];
  return { text: `${sentences.join(' ')}${highlightList({ highlights: project.highlights.slice(0, 2).map((highlight) => highlight[locale]), locale })}`, chunkIds: [`project-${project.slug}`] };
}
