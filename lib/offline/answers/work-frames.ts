import { LOCALES, type Domain, type Locale } from '@/lib/contracts';
import { getDictionary } from '@/lib/i18n';
import { joinList, monthsWorked, profileKeywords, technologyExperience, technologyKey, termsOf, totalCareerMonths, type Experience } from '@/lib/knowledge';
import { findConcepts, isLexiconWord, type Concept } from '@/lib/lexicon';
import { isSeveralWord, splitWords, tokenize } from '@/lib/text';
import type { AnswerContext, AnswerPart } from '@/lib/offline/answer-context';
import { jobOf, jobSentences, periodOf } from '@/lib/offline/answers/answer-subjects';
import { builtWithPart, projectPart, projectsOverviewPart } from '@/lib/offline/answers/project-answers';
import { leadershipPart, skillAreaPart } from '@/lib/offline/answers/skill-answers';
import { teamYesNoPart } from '@/lib/offline/answers/team-yes-no';
import type { QuestionFrame } from '@/lib/retrieval';

/*
 * Frame answers about the work itself: fields of work, teams and leading people, projects and stacks.
 */

/** A field is shown by the job's texts in at least this many languages: one language's word may mean something else ("autónoma" is also "autonomous"). */
const FIELD_LANGUAGES = 2;

/**
 * The fields of work a job shows: its company name, or its role, texts and keywords read in each language with that
 * language's words, when two languages agree.
 */
export function jobDomains({ job }: { job: Experience }): Set<Concept> {
  const fieldsIn = ({ texts, locales }: { texts: readonly string[]; locales: readonly Locale[] }) =>
    new Set(texts.flatMap((text) => findConcepts({ words: splitWords({ text }), locales }).map((hit) => hit.concept)).filter((concept) => concept.startsWith('domain:')));
  const named = fieldsIn({ texts: [job.company], locales: LOCALES });
  const written = LOCALES.filter((locale) => job.summary[locale]).map((locale) => fieldsIn({ texts: [job.role[locale], job.summary[locale], ...job.highlights.map((highlight) => highlight[locale]), ...(job.keywords[locale] ?? [])], locales: [locale] }));
  const needed = Math.min(FIELD_LANGUAGES, written.length);
  const agreed = [...new Set(written.flatMap((fields) => [...fields]))].filter((concept) => written.filter((fields) => fields.has(concept)).length >= needed);
  return new Set([...named, ...agreed]);
}

/** "Have you worked in healthcare?", "Would you work for a betting company?": the jobs that show it, or what the owner declines. */
export function industriesFrame({ frame, context }: { frame: QuestionFrame; context: AnswerContext }): AnswerPart | null {
  const subject = frame.subject;
  const { profile, locale } = context;
  // A field the question names though the profile calls something by it ("Energy sector" as a skill).
  const domain = subject?.domain ?? frame.cues.find((cue): cue is `domain:${Domain}` => cue.startsWith('domain:'))?.slice('domain:'.length) as Domain | undefined;
  const copy = getDictionary({ locale });
  // "Which industries do you rule out?": the owner's own words; "which industries have you worked in?": the fields of
  // the jobs, then what the owner rules out.
  if (!domain) {
    const declined = { text: profile.availability.notInterestedIn[locale], chunkIds: ['availability'] };
    const ruledOut = frame.cues.includes('exclusion') || frame.cues.includes('negation');
    return ruledOut ? declined : { text: `${fieldsWorkedIn({ context })} ${declined.text}`.trim(), chunkIds: ['duration', ...declined.chunkIds] };
  }
  const concept: Concept = `domain:${domain}`;
  const declinedTexts = [profile.availability.notInterestedIn[locale], ...profileKeywords({ keywords: profile.availability.exclusionKeywords })];
  const declined = declinedTexts.some((text) => findConcepts({ words: splitWords({ text }), locales: LOCALES }).some((hit) => hit.concept === concept));
  if (declined) return { text: `${frame.kind === 'yes-no' ? `${copy.frames.no} ` : ''}${profile.availability.notInterestedIn[locale]}`, chunkIds: ['availability'] };
  // The longest job in the field first: it is the one the field is mostly about, and what a follow-up refers to.
  const months = (job: Experience) => monthsWorked({ start: job.start, end: job.end, today: context.today });
  const jobs = profile.experience.filter((job) => jobDomains({ job }).has(concept)).sort((left, right) => months(right) - months(left));
  if (jobs.length === 0) {
    return { text: `${frame.kind === 'yes-no' ? `${copy.frames.no} ` : ''}${copy.frames.industryNo({ industry: copy.frames.fields[domain] })}`, chunkIds: [] };
  }
  const places = joinList({ items: jobs.map((job) => copy.frames.jobWithPeriod({ company: job.company, period: periodOf({ job, locale }) })), locale });
  const lead = frame.kind === 'yes-no' ? `${copy.answers.yes} ` : '';
  const [first] = jobs;
  return { text: `${lead}${copy.frames.industryYes({ industry: copy.frames.fields[domain], places })} ${first ? first.summary[locale] : ''}`.trim(), chunkIds: jobs.map((job) => `experience-${job.id}`) };
}

/** The fields of the owner's jobs, each with the jobs in it, longest field first. */
function fieldsWorkedIn({ context }: { context: AnswerContext }): string {
  const { profile, locale, today } = context;
  const copy = getDictionary({ locale }).frames;
  const byField = new Map<Domain, Experience[]>();
  for (const job of profile.experience) {
    for (const concept of jobDomains({ job })) {
      const field = concept.slice('domain:'.length) as Domain;
      byField.set(field, [...(byField.get(field) ?? []), job]);
    }
  }
  if (byField.size === 0) return '';
  const months = (jobs: readonly Experience[]) => totalCareerMonths({ periods: [...jobs], today });
  const fields = [...byField].sort((left, right) => months(right[1]) - months(left[1]))
    .map(([field, jobs]) => `${copy.fields[field]} (${joinList({ items: jobs.map((job) => job.company), locale })})`);
  return copy.fieldsWorkedIn({ fields: joinList({ items: fields, locale }) });
}

/** A figure names people when one of the next words is a word for people ("4 engineers", "5 firmware engineers"). */
const PEOPLE_AFTER_FIGURE = 2;

/**
 * A sentence of the job's own texts that sizes a team: a figure of people ("team of 5 engineers") beside a word for
 * the team or leading it. People mentored ("I mentor 4 engineers") or teams counted ("used by 14 teams") do not
 * size the owner's team.
 */
function teamSentence({ job, context }: { job: Experience; context: AnswerContext }): string | null {
  const { locale } = context;
  return jobSentences({ job, locale }).find((sentence) => {
    const words = splitWords({ text: sentence });
    const hits = findConcepts({ words, locales: [locale] });
    const at = (concept: Concept) => new Set(hits.filter((hit) => hit.concept === concept).map((hit) => hit.start));
    const people = at('people');
    const mentoring = at('mentoring');
    const figureOfPeople = words.some((word, index) => (/^\p{N}+$/u.test(word) || isSeveralWord({ word }))
      && Array.from({ length: PEOPLE_AFTER_FIGURE }, (_, offset) => index + offset + 1).some((position) => people.has(position)));
    return figureOfPeople && hits.some((hit) => hit.concept === 'team' && !people.has(hit.start) && !mentoring.has(hit.start));
  }) ?? null;
}

/** Team size and leading people: the owner's own figures where a job states them, otherwise said plainly, then what is stated. */
export function teamFrame({ frame, context }: { frame: QuestionFrame; context: AnswerContext }): AnswerPart | null {
  const { locale } = context;
  const copy = getDictionary({ locale }).frames;
  const mentored = context.profile.strengths.engineersMentoredInCareer;
  if (frame.kind === 'count' && frame.cues.includes('mentoring') && mentored !== undefined && !frame.subject) {
    return { text: copy.mentoredCount({ count: mentored }), chunkIds: ['strengths'] };
  }
  if (frame.kind === 'yes-no') {
    const answered = teamYesNoPart({ frame, context });
    if (answered) return answered;
  }
  // A project's team is the one of the job that built it.
  const builtAt = frame.subject?.kind === 'project' ? context.profile.projects.find((project) => project.slug === frame.subject?.entity?.key)?.employerId : undefined;
  const job = jobOf({ entity: frame.subject?.entity, profile: context.profile }) ?? context.profile.experience.find((candidate) => candidate.id === builtAt);
  const leadership = leadershipPart({ context });
  // "How many employees does Acme have?": the company, not the owner's team; profiles do not say.
  if (job && frame.cues.includes('company-size') && !frame.cues.includes('mentoring')) {
    const said = copy.notSaid({ what: copy.what.companySize(job.company) });
    const sentence = teamSentence({ job, context });
    return { text: sentence ? `${said} ${copy.teamAt({ company: job.company, text: sentence })}` : said, chunkIds: [`experience-${job.id}`] };
  }
  if (job) {
    const sentence = teamSentence({ job, context });
    if (sentence) return { text: copy.teamAt({ company: job.company, text: sentence }), chunkIds: [`experience-${job.id}`] };
    const said = copy.notSaid({ what: copy.what.teamSizeAt(builtAt ? (frame.subject?.name ?? job.company) : job.company) });
    if (builtAt) return { text: said, chunkIds: [] };
    return { text: leadership ? `${said} ${leadership.text}` : said, chunkIds: leadership?.chunkIds ?? [] };
  }
  // "How many people worked on <project>?": no team line of the owner's sizes it.
  if (frame.subject?.kind === 'project' && frame.kind === 'count') return { text: copy.notSaid({ what: copy.what.teamSizeAt(frame.subject.name) }), chunkIds: [] };
  if (leadership) return leadership;
  return { text: copy.notSaid({ what: copy.what.teamSize }), chunkIds: [] };
}

/** The projects: one named, how many, or all of them. */
export function projectsFrame({ frame, context }: { frame: QuestionFrame; context: AnswerContext }): AnswerPart | null {
  const { profile, locale } = context;
  if (frame.subject?.kind === 'project' && frame.subject.entity) return projectPart({ context, slug: frame.subject.entity.key });
  // "Any open-source projects?", "a mobile app among your projects?": yes or no first, from the projects' own stacks.
  if (frame.kind === 'yes-no') {
    const asked = frame.others.find((other) => other.kind === 'skill' || other.kind === 'technology');
    const held = asked ? technologyExperience({ profile, technology: asked.name, today: context.today }).projects.length > 0 : profile.projects.length > 0;
    const overview = projectsOverviewPart({ context });
    const copy = getDictionary({ locale });
    const lead = held ? copy.answers.yes : copy.frames.no;
    // A profile without projects has nothing to list: the no, and what was asked, said plainly.
    return overview ? { ...overview, text: `${lead} ${overview.text}` } : { text: asked ? `${lead} ${copy.frames.noRecord({ subject: asked.name })}` : lead, chunkIds: [] };
  }
  if (frame.kind === 'count') {
    const names = joinList({ items: profile.projects.map((project) => project.name), locale });
    return { text: getDictionary({ locale }).frames.projectCount({ count: profile.projects.length, names }), chunkIds: ['portfolio-overview'] };
  }
  return projectsOverviewPart({ context });
}

/** What something was built with: a project's or a job's stack, a skill area, or every skill. */
export function stackFrame({ frame, context }: { frame: QuestionFrame; context: AnswerContext }): AnswerPart | null {
  const { profile, locale } = context;
  const subject = frame.subject;
  const asked = frame.others.find((other) => other.kind === 'skill' || other.kind === 'technology');
  const project = subject?.kind === 'project' ? profile.projects.find((candidate) => candidate.slug === subject.entity?.key) : undefined;
  // "Is it written in Python?": yes or no against the project's own stack, then the stack.
  if (project && asked && frame.kind === 'yes-no') {
    const built = builtWithPart({ context, slug: project.slug });
    const held = project.stack.flatMap((item) => termsOf({ name: item })).some((name) => technologyKey({ name }) === technologyKey({ name: asked.name }));
    const copy = getDictionary({ locale });
    return built ? { ...built, text: `${held ? copy.answers.yes : copy.frames.no} ${built.text}` } : null;
  }
  if (subject?.kind === 'project') return builtWithPart({ context, slug: subject.entity?.key });
  if (subject?.kind === 'skill-area' && subject.entity) return skillAreaPart({ context, area: subject.entity });
  const job = jobOf({ entity: subject?.entity, profile });
  const facts = getDictionary({ locale }).facts;
  if (job) return { text: `${job.company}: ${facts.stack(job.stack.join(', '))}`, chunkIds: [`experience-${job.id}`] };
  const groups = profile.skills.groups.map((group) => facts.skills({ title: group.title[locale], skills: joinList({ items: group.skills, locale }) }));
  return { text: groups.join('\n\n'), chunkIds: profile.skills.groups.slice(0, 3).map((group) => `skills-${group.id}`) };
}

/**
 * "Is it open source?" about a project or job: yes, with the owner's sentence that says so, when one sentence of its
 * texts holds every word the question asks about (beyond its name and the words of the language); otherwise null,
 * never a yes the profile does not back.
 */
export function statedYesPart({ frame, context }: { frame: QuestionFrame; context: AnswerContext }): AnswerPart | null {
  const entity = frame.subject?.entity;
  if (frame.kind !== 'yes-no' || !entity || (entity.kind !== 'project' && entity.kind !== 'employer')) return null;
  const { locale, profile } = context;
  const project = entity.kind === 'project' ? profile.projects.find((candidate) => candidate.slug === entity.key) : undefined;
  const job = entity.kind === 'employer' ? profile.experience.find((candidate) => candidate.id === entity.key) : undefined;
  const texts = project ? [project.summary, ...project.highlights] : job ? [job.summary, ...job.highlights] : [];
  const named = new Set(tokenize({ text: entity.name, locale }));
  const asked = tokenize({ text: context.question, locale }).filter((word) => !named.has(word) && !isLexiconWord({ word }));
  if (asked.length === 0) return null;
  const sentence = texts.flatMap((text) => text[locale].split(/(?<=[.!?])\s+/)).find((candidate) => {
    const words = new Set(tokenize({ text: candidate.replace(/-/g, ' '), locale }));
    return asked.every((word) => words.has(word));
  });
  return sentence ? { text: `${getDictionary({ locale }).answers.yes} ${sentence}`, chunkIds: [entity.chunkId] } : null;
}
