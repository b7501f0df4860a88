import type { Locale } from '@/lib/contracts';
import { formatMonth, getDictionary } from '@/lib/i18n';
import type { Experience, Profile, Project } from '@/lib/knowledge';
import type { AnswerContext } from '@/lib/offline/answer-context';
import { sentencesOf } from '@/lib/offline/compose-from-chunks';
import { findMentions } from '@/lib/retrieval';
import type { ProfileEntity } from '@/lib/retrieval';

/*
 * What an answer is about and how owner texts read inside one: the entities a question names or refers back to,
 * the jobs they point at, and the casing rules of each language.
 */

export const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** Language names are lower case inside Spanish and French sentences ("hablo español"). */
export function languageName({ name, locale }: { name: string; locale: Locale }): string {
  return locale === 'es' || locale === 'fr' ? name.toLocaleLowerCase(locale) : name;
}

export function jobOf({ entity, profile }: { entity: ProfileEntity | undefined; profile: Profile }): Experience | undefined {
  return entity?.kind === 'employer' ? profile.experience.find((job) => job.id === entity.key) : undefined;
}

/** A job's own sentences in the locale: its summary and its highlights, one sentence each. */
export function jobSentences({ job, locale }: { job: Experience; locale: Locale }): string[] {
  return [job.summary, ...job.highlights].flatMap((text) => sentencesOf(text[locale]));
}

/** A project's own sentences in the locale: its summary and its highlights, one sentence each. */
export function projectSentences({ project, locale }: { project: Project; locale: Locale }): string[] {
  return [project.summary, ...project.highlights].flatMap((text) => sentencesOf(text[locale]));
}

/** One sentence the owner wrote of a job or project, with that job's or project's chunk and name. */
export interface WorkSentence {
  sentence: string;
  chunkId: string;
  name: string;
}

/** Every sentence of the owner's jobs, then of their projects, in the locale. */
export function workSentences({ profile, locale }: { profile: Profile; locale: Locale }): WorkSentence[] {
  return [
    ...profile.experience.flatMap((job) => jobSentences({ job, locale }).map((sentence) => ({ sentence, chunkId: `experience-${job.id}`, name: job.company }))),
    ...profile.projects.flatMap((project) => projectSentences({ project, locale }).map((sentence) => ({ sentence, chunkId: `project-${project.slug}`, name: project.name }))),
  ];
}

export function currentJob({ profile }: { profile: Profile }): Experience {
  // The schema requires at least one job.
  return (profile.experience.find((job) => job.end === null) ?? profile.experience[0]) as Experience;
}

/** "June 2019 to February 2022" in the locale's words. */
export function periodOf({ job, locale }: { job: Experience; locale: Locale }): string {
  const facts = getDictionary({ locale }).facts;
  return facts.period({ start: formatMonth({ date: job.start, locale }), end: job.end ? formatMonth({ date: job.end, locale }) : null });
}

/** What the question is about: the entities it names, else those it refers back to. */
export function subjects({ context }: { context: AnswerContext }): ProfileEntity[] {
  const named = findMentions({ text: context.question, profile: context.profile }).map((mention) => mention.entity);
  if (named.length > 0) return named;
  const resolved = findMentions({ text: context.resolution.resolvedQuery, profile: context.profile }).map((mention) => mention.entity);
  return resolved.length > 0 ? resolved : context.resolution.carried;
}

export function subjectOf({ context, kind }: { context: AnswerContext; kind: ProfileEntity['kind'] }): ProfileEntity | undefined {
  return subjects({ context }).find((entity) => entity.kind === kind);
}

/**
 * A capitalised list item or headline made to continue a sentence ("Design systems" → "design systems"),
 * except in German, which capitalises nouns, and for a first word with capitals inside ("TypeScript", "AI").
 */
export function inSentence({ text, locale }: { text: string; locale: Locale }): string {
  const firstWord = text.split(/[\s(,;:]/, 1)[0] ?? '';
  if (locale === 'de' || /\p{Lu}/u.test(firstWord.slice(1))) return text;
  return text.charAt(0).toLocaleLowerCase(locale) + text.slice(1);
}

/** What follows "For example:": Spanish and French go on in lower case after a colon, English and German need not. */
export function afterColon({ text, locale }: { text: string; locale: Locale }): string {
  return locale === 'es' || locale === 'fr' ? inSentence({ text, locale }) : text;
}
