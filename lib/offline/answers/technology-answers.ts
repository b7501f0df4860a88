import { formatMonth, getDictionary } from '@/lib/i18n';
import { LOCALES, type Locale } from '@/lib/contracts';
import { formatDuration, joinList, profileKeywords, technologyExperience, termsOf, type Experience, type Profile, type TechnologyExperience } from '@/lib/knowledge';
import { indexOfWords, splitWords } from '@/lib/text';
import { isLexiconWord } from '@/lib/lexicon';
import type { AnswerContext, AnswerPart } from '@/lib/offline/answer-context';
import { skillsSentence } from '@/lib/offline/premise-reply';
import { inSentence, workSentences } from '@/lib/offline/answers/answer-subjects';
import { ledByName } from '@/lib/offline/compose-from-chunks';
import { skillAreaPart } from '@/lib/offline/answers/skill-answers';
import { subjectExperience, type QuestionFrame, type QuestionSubject } from '@/lib/retrieval';
import { technologyKey } from '@/lib/knowledge';

/*
 * Answers about one technology: whether the owner used it, where, and for how long. How long is always the
 * technology's own months (the dated jobs that name it, overlaps once), never the whole career.
 */

/** "at Acme (since March 2022)" for each job, in the locale's list style. */
function jobsWithPeriods({ jobs, context }: { jobs: readonly Experience[]; context: AnswerContext }): string {
  const { locale } = context;
  const copy = getDictionary({ locale });
  return joinList({
    items: jobs.map((job) => copy.frames.jobWithPeriod({
      company: job.company,
      period: copy.facts.period({ start: formatMonth({ date: job.start, locale }), end: job.end ? formatMonth({ date: job.end, locale }) : null }),
    })),
    locale,
  });
}

/** The skill group that lists the technology, if any: "Frontend", or with what it lists ("Applied AI: …") when asked openly. */
function areaOf({ profile, technology, context, withSkills = false }: { profile: Profile; technology: string; context: AnswerContext; withSkills?: boolean }): string | null {
  const key = technologyKey({ name: technology });
  const group = profile.skills.groups.find((candidate) => candidate.skills.some((skill) => termsOf({ name: skill }).some((term) => technologyKey({ name: term }) === key)));
  if (!group) return null;
  return withSkills ? `${group.title[context.locale]}: ${joinList({ items: group.skills, locale: context.locale })}` : group.title[context.locale];
}

/** The skill entry that lists the technology, as the profile writes it. */
function listedAs({ profile, technology }: { profile: Profile; technology: string }): string | undefined {
  const key = technologyKey({ name: technology });
  return profile.skills.groups.flatMap((group) => group.skills).find((skill) => termsOf({ name: skill }).some((term) => technologyKey({ name: term }) === key));
}

/** The first sentence of the jobs' and projects' own texts that names the technology (by its whole name, else its first word). */
function evidenceSentence({ technology, experience, locale }: { technology: string; experience: TechnologyExperience; locale: Locale }): string | null {
  const texts = [
    ...experience.jobs.flatMap((job) => job.highlights.map((highlight) => highlight[locale])),
    ...experience.projects.flatMap((project) => [project.summary[locale], ...project.highlights.map((highlight) => highlight[locale])]),
  ].flatMap((text) => text.split(/(?<=[.!?])\s+/));
  const names = (words: readonly string[]) => texts.find((text) => {
    const held = new Set(splitWords({ text }));
    return words.length > 0 && words.every((word) => held.has(word));
  });
  const words = splitWords({ text: technology });
  const found = names(words) ?? (words.length > 1 ? names(words.slice(0, 1)) : undefined);
  return found ? `${found.replace(/[.!?]?$/, '.')}` : null;
}

/** A sentence opens with a capital, whatever case the profile lists a skill in. */
function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function chunkIdsOf({ subject, experience }: { subject: QuestionSubject; experience: TechnologyExperience }): string[] {
  return [...(subject.entity ? [subject.entity.chunkId] : []), ...experience.jobs.map((job) => `experience-${job.id}`), ...experience.projects.map((project) => `project-${project.slug}`)].slice(0, 3);
}

/** The owner's "what I don't do" entry that names the technology ("Native mobile development (iOS or Android apps)"). */
function declinedEntry({ profile, technology }: { profile: Profile; technology: string }) {
  const wanted = splitWords({ text: technology });
  return profile.skills.notOffered.find((entry) => {
    const words = new Set([entry.skill, ...LOCALES.map((locale) => entry.note[locale]), ...profileKeywords({ keywords: entry.keywords })].flatMap((text) => splitWords({ text })));
    return wanted.length > 0 && wanted.every((word) => words.has(word));
  });
}

/**
 * The listed skill a name is part of ("Kalman" of "Kalman filters", „Kalman-Filtern"): the name
 * alone is no other technology. Only names of the owner's, never a word of the language ("control").
 */
function skillHolding({ profile, name }: { profile: Profile; name: string }): string | undefined {
  const wanted = splitWords({ text: name });
  if (wanted.length === 0 || wanted.some((word) => isLexiconWord({ word }))) return undefined;
  return profile.skills.groups.flatMap((group) => group.skills.flatMap((skill) => termsOf({ name: skill }))).find((term) => {
    const words = new Set(splitWords({ text: term }));
    return wanted.every((word) => words.has(word));
  });
}

/** What is known of a technology by its name, else by the skill entry the name is part of. */
function experienceOf({ subject, context }: { subject: QuestionSubject; context: AnswerContext }): { name: string; experience: TechnologyExperience } {
  const { profile, today } = context;
  const experience = subjectExperience({ subject, profile, today });
  const known = experience.jobs.length > 0 || experience.projects.length > 0 || experience.listed;
  const holding = known ? undefined : skillHolding({ profile, name: subject.name });
  return holding ? { name: holding, experience: technologyExperience({ profile, technology: holding, today }) } : { name: subject.name, experience };
}

/** Fewer typed words than this name a thing only when one of them is the owner's own, not a word of the language. */
const MIN_TYPED_WORDS = 2;

/**
 * The owner's sentence that names what the visitor typed, as typed ("a pricing engine" and "Built the pricing
 * engine…"), in a job or a project: a thing the skills do not list is still held when a job says it was done.
 */
function namingSentence({ frame, context }: { frame: QuestionFrame; context: AnswerContext }): AnswerPart | null {
  const { profile, locale, question } = context;
  const subject = frame.subject;
  if (!subject) return null;
  const typed = splitWords({ text: question }).slice(subject.start, subject.end);
  if (typed.length === 0 || (typed.length < MIN_TYPED_WORDS && typed.every((word) => isLexiconWord({ word })))) return null;
  const found = workSentences({ profile, locale }).find(({ sentence }) => indexOfWords({ words: splitWords({ text: sentence }), form: typed }) >= 0);
  if (!found) return null;
  const lead = frame.kind === 'yes-no' ? `${getDictionary({ locale }).answers.yes} ` : '';
  return { text: `${lead}${ledByName({ name: found.name, text: found.sentence })}`, chunkIds: [found.chunkId] };
}

/** A technology the profile never names: said plainly (in the owner's words when they decline it), with the skills it does list. */
function unheldPart({ frame, context }: { frame: QuestionFrame; context: AnswerContext }): AnswerPart {
  const { profile, locale } = context;
  const copy = getDictionary({ locale });
  const name = frame.subject?.name ?? '';
  const lead = frame.kind === 'yes-no' ? `${copy.frames.no} ` : '';
  const declined = declinedEntry({ profile, technology: name });
  if (declined) return { text: `${lead}${declined.note[locale]}`, chunkIds: ['skills-not-offered'] };
  const named = namingSentence({ frame, context });
  if (named) return named;
  const skills = skillsSentence({ profile, locale, retrieval: context.retrieval });
  return { text: `${lead}${copy.frames.noRecord({ subject: name })} ${skills.text}`, chunkIds: skills.chunkIds };
}

/** "How many years of X?": the technology's own months and the jobs they come from; never the career's length. */
export function technologyYearsPart({ frame, context }: { frame: QuestionFrame; context: AnswerContext }): AnswerPart | null {
  const subject = frame.subject;
  if (!subject) return null;
  const { profile, locale } = context;
  const copy = getDictionary({ locale });
  const { name, experience } = experienceOf({ subject, context });
  if (experience.jobs.length === 0 && experience.projects.length === 0 && !experience.listed) return unheldPart({ frame, context });
  if (experience.jobs.length === 0) {
    const where = experience.projects.length > 0
      ? joinList({ items: experience.projects.map((project) => project.name), locale })
      : areaOf({ profile, technology: name, context }) ?? '';
    return { text: copy.frames.technologyWithoutDates({ technology: name, where: `(${where})` }), chunkIds: chunkIdsOf({ subject, experience }) };
  }
  // A skill area is named by its title in the visitor's language, inside the sentence.
  const area = subject.kind === 'skill-area' ? profile.skills.groups.find((group) => group.id === subject.entity?.key) : undefined;
  const duration = formatDuration({ months: experience.months, locale });
  const places = jobsWithPeriods({ jobs: experience.jobs, context });
  const text = area
    ? copy.frames.areaYears({ area: inSentence({ text: area.title[locale], locale }), duration, places })
    : copy.frames.technologyYears({ technology: name, duration, places });
  return { text, chunkIds: chunkIdsOf({ subject, experience }) };
}

/** "Do you know X?", "X?": yes or no first, then where it was used (or the closest skills when not at all). */
export function technologyPart({ frame, context }: { frame: QuestionFrame; context: AnswerContext }): AnswerPart | null {
  const subject = frame.subject;
  if (!subject) return null;
  // "Which cloud services have you used?": a skill group is answered with what it lists.
  if (subject.kind === 'skill-area' && subject.entity) return skillAreaPart({ context, area: subject.entity });
  const { profile, locale } = context;
  const copy = getDictionary({ locale });
  const { name, experience } = experienceOf({ subject, context });
  if (experience.jobs.length === 0 && experience.projects.length === 0 && !experience.listed) return unheldPart({ frame, context });
  // Where it was used, and for how long, comes first: the skill group is the weaker claim.
  const sentences: string[] = [];
  if (frame.kind === 'yes-no') sentences.push(copy.answers.yes);
  if (experience.jobs.length > 0) {
    sentences.push(copy.frames.technologyYears({ technology: name, duration: formatDuration({ months: experience.months, locale }), places: jobsWithPeriods({ jobs: experience.jobs, context }) }));
  }
  // "What's your LLM experience?" with no dated job: what the skill group lists is the experience there is to tell.
  const area = areaOf({ profile, technology: name, context, withSkills: frame.kind === 'open' && experience.jobs.length === 0 });
  // As the profile lists it ("accessibility (WCAG 2.2 AA)"): the owner's detail is part of the answer.
  if (area) sentences.push(copy.frames.technologyListed({ technology: capitalized(listedAs({ profile, technology: name }) ?? name), area }));
  const projects = experience.projects.filter((project) => !experience.jobs.some((job) => job.id === project.employerId));
  if (projects.length > 0) sentences.push(copy.answers.usedAt({ places: joinList({ items: projects.map((project) => project.name), locale }) }));
  // What was done with it, in the owner's words: "how strong are you with React?" is answered by the work.
  const done = evidenceSentence({ technology: name, experience, locale });
  if (done && frame.kind !== 'yes-no') sentences.push(done);
  return { text: sentences.join(' '), chunkIds: chunkIdsOf({ subject, experience }) };
}

/** "React or Vue: which longer?": both sides' months, the longer first. */
export function technologyComparePart({ frame, context }: { frame: QuestionFrame; context: AnswerContext }): AnswerPart | null {
  const [left, right] = frame.compared;
  if (!left || !right) return null;
  const { profile, today, locale } = context;
  const copy = getDictionary({ locale });
  const sides = [left, right].map((subject) => ({ subject, experience: technologyExperience({ profile, technology: subject.name, today }) }));
  const [longer, shorter] = [...sides].sort((a, b) => b.experience.months - a.experience.months) as [(typeof sides)[number], (typeof sides)[number]];
  const duration = (months: number) => formatDuration({ months, locale });
  const text = longer.experience.months === shorter.experience.months
    ? copy.frames.sameLength({ first: longer.subject.name, second: shorter.subject.name, duration: duration(longer.experience.months) })
    : copy.frames.longerWith({ longer: longer.subject.name, longerDuration: duration(longer.experience.months), shorter: shorter.subject.name, shorterDuration: duration(shorter.experience.months) });
  return { text, chunkIds: sides.flatMap(({ subject, experience }) => chunkIdsOf({ subject, experience })).slice(0, 3) };
}
