import { getDictionary } from '@/lib/i18n';
import { withoutParentheses } from '@/lib/knowledge';
import type { AnswerContext, AnswerPart } from '@/lib/offline/answer-context';
import { QUESTION_CUES } from '@/lib/offline/question-cues';
import { tokenize } from '@/lib/text';
import { subjectOf, subjects } from '@/lib/offline/answers/answer-subjects';

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

/**
 * "Is it open source?" about the thing being discussed: yes, with the owner's sentence that says so,
 * when one sentence of its facts holds every word the question asks about; otherwise null (never a
 * yes the profile does not back).
 */
export function yesNoAboutPart({ context }: { context: AnswerContext }): AnswerPart | null {
  const { locale, retrieval } = context;
  const entity = subjects({ context }).find((candidate) => candidate.kind === 'project' || candidate.kind === 'employer');
  if (!entity) return null;
  const chunk = retrieval.chunks.find(({ chunk: candidate }) => candidate.id === entity.chunkId)?.chunk;
  const text = chunk?.localizedText[locale];
  if (!text) return null;
  const named = new Set(tokenize({ text: entity.name, locale }));
  const generic = new Set(QUESTION_CUES.genericPredicates.flatMap((word) => tokenize({ text: word, locale })));
  const asked = tokenize({ text: context.question, locale }).filter((word) => !named.has(word) && !generic.has(word));
  if (asked.length === 0) return null;
  const sentence = text.split(/(?<=[.!?])\s+/).find((candidate) => {
    const words = new Set(tokenize({ text: candidate.replace(/-/g, ' '), locale }));
    return asked.every((word) => words.has(word));
  });
  return sentence ? { text: `${getDictionary({ locale }).answers.yes} ${sentence}`, chunkIds: [entity.chunkId] } : null;
}

/** "What is it built with?": the project's stack. */
export function builtWithPart({ context }: { context: AnswerContext }): AnswerPart | null {
  const project = subjectOf({ context, kind: 'project' });
  const found = project && context.profile.projects.find((candidate) => candidate.slug === project.key);
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
    ...project.highlights.slice(0, 1).map((highlight) => highlight[locale]),
    ...(project.stack.length > 0 ? [facts.stack(project.stack.join(', '))] : []),
    ...(employer ? [facts.builtAt(employer.company)] : []),
  ];
  return { text: sentences.join(' '), chunkIds: [`project-${project.slug}`] };
}
