import { getDictionary } from '@/lib/i18n';
import { careerGaps, formatDuration, joinList, monthsWorked, totalCareerMonths, type Experience } from '@/lib/knowledge';
import { jobDomains } from '@/lib/offline/answers/work-frames';
import type { AnswerContext, AnswerPart } from '@/lib/offline/answer-context';
import { currentJob, inSentence, jobOf, periodOf } from '@/lib/offline/answers/answer-subjects';
import { careerBreakSentence, careerHistoryPart, currentJobPart, employerPart, gapsPart, rolePart, tenurePart, totalExperiencePart } from '@/lib/offline/answers/career-answers';
import { projectPart } from '@/lib/offline/answers/project-answers';
import type { QuestionFrame } from '@/lib/retrieval';

/*
 * Frame answers about the career: a job's tenure, role, dates and work, the first job, how many, how long in all,
 * gaps, and comparisons of two jobs.
 */

/** "What did you do then?", "how long did it last?" about a career break: its sentence says when, how long and why. */
function careerBreakPart({ frame, context }: { frame: QuestionFrame; context: AnswerContext }): AnswerPart | null {
  if (frame.subject?.kind !== 'career-break' || !frame.subject.entity) return null;
  const text = careerBreakSentence({ context, id: frame.subject.entity.key });
  return text ? { text, chunkIds: ['duration'] } : null;
}

const jobOfFrame = ({ frame, context }: { frame: QuestionFrame; context: AnswerContext }): Experience | undefined => jobOf({ entity: frame.subject?.entity, profile: context.profile });

/** "Were you longer at X or at Y?": both tenures, the longer first. */
function tenureCompare({ frame, context }: { frame: QuestionFrame; context: AnswerContext }): AnswerPart | null {
  const jobs = frame.compared.map((subject) => jobOf({ entity: subject.entity, profile: context.profile })).filter((job): job is Experience => job !== undefined);
  const [left, right] = jobs;
  if (!left || !right) return null;
  const { locale, today } = context;
  const months = (job: Experience) => monthsWorked({ start: job.start, end: job.end, today });
  const [longer, shorter] = months(left) >= months(right) ? [left, right] : [right, left];
  const copy = getDictionary({ locale }).frames;
  const duration = (job: Experience) => formatDuration({ months: months(job), locale });
  const text = months(longer) === months(shorter)
    ? copy.sameLength({ first: longer.company, second: shorter.company, duration: duration(longer) })
    : copy.longerAt({ longer: longer.company, longerDuration: duration(longer), shorter: shorter.company, shorterDuration: duration(shorter) });
  // "Were you at X longer than at Y?": yes when the first one named is the longer.
  const asksWhether = frame.cues.includes('yes-no-opener') && !frame.cues.some((cue) => cue === 'which' || cue === 'open-opener' || cue === 'requirement-alternative');
  const lead = asksWhether ? `${months(left) > months(right) ? getDictionary({ locale }).answers.yes : copy.no} ` : '';
  return { text: `${lead}${text}`, chunkIds: ['duration', `experience-${longer.id}`, `experience-${shorter.id}`] };
}

/** "How long did you teach?": the months of the jobs in that field, overlaps once, and which jobs they are. */
function domainTenure({ frame, context }: { frame: QuestionFrame; context: AnswerContext }): AnswerPart | null {
  const { profile, locale, today } = context;
  const domain = frame.subject?.domain;
  if (!domain) return null;
  const concept = `domain:${domain}` as const;
  const jobs = profile.experience.filter((job) => jobDomains({ job }).has(concept));
  const copy = getDictionary({ locale }).frames;
  if (jobs.length === 0) return { text: copy.industryNo({ industry: copy.fields[domain] }), chunkIds: [] };
  const places = joinList({ items: jobs.map((job) => copy.jobWithPeriod({ company: job.company, period: periodOf({ job, locale }) })), locale });
  return { text: copy.domainYears({ industry: copy.fields[domain], duration: formatDuration({ months: totalCareerMonths({ periods: jobs, today }), locale }), places }), chunkIds: ['duration', ...jobs.map((job) => `experience-${job.id}`)] };
}

/** How long at a job: the one named or carried, else the current one. */
export function tenureFrame({ frame, context }: { frame: QuestionFrame; context: AnswerContext }): AnswerPart | null {
  if (frame.kind === 'compare') return tenureCompare({ frame, context });
  if (frame.subject?.domain) return domainTenure({ frame, context });
  const pause = careerBreakPart({ frame, context });
  if (pause) return pause;
  if (frame.subject?.kind === 'project') {
    const employerId = context.profile.projects.find((project) => project.slug === frame.subject?.entity?.key)?.employerId;
    const job = context.profile.experience.find((candidate) => candidate.id === employerId);
    return job ? tenurePart({ context, job }) : undatedProjectPart({ frame, context });
  }
  return tenurePart({ context, job: jobOfFrame({ frame, context }) ?? currentJob({ profile: context.profile }) });
}

export function roleFrame({ frame, context }: { frame: QuestionFrame; context: AnswerContext }): AnswerPart {
  const job = jobOfFrame({ frame, context });
  return job ? rolePart({ context, job }) : currentJobPart({ context });
}

export function periodFrame({ frame, context }: { frame: QuestionFrame; context: AnswerContext }): AnswerPart | null {
  const pause = careerBreakPart({ frame, context });
  if (pause) return pause;
  const job = jobOfFrame({ frame, context });
  if (job) return rolePart({ context, job });
  return frame.subject?.kind === 'project' ? undatedProjectPart({ frame, context }) : null;
}

/** "When did you launch <project>?", "how long did it take?": projects carry no dates, so said plainly, then what it is. */
function undatedProjectPart({ frame, context }: { frame: QuestionFrame; context: AnswerContext }): AnswerPart | null {
  const slug = frame.subject?.entity?.key;
  const project = context.profile.projects.find((candidate) => candidate.slug === slug);
  if (!project) return null;
  const copy = getDictionary({ locale: context.locale }).frames;
  const about = projectPart({ context, slug: project.slug });
  const said = copy.notSaid({ what: copy.what.projectDates(project.name) });
  return { text: about ? `${said} ${about.text}` : said, chunkIds: about?.chunkIds ?? [] };
}

/** "What did you do at X?", "Have you worked at X?": yes first when asked so, then the role, the summary and the highlights. */
export function workFrame({ frame, context }: { frame: QuestionFrame; context: AnswerContext }): AnswerPart | null {
  const subject = frame.subject;
  if (subject?.kind === 'project' && subject.entity) return projectPart({ context, slug: subject.entity.key });
  if (subject?.kind === 'organization') {
    // A company the profile never names: said plainly, with where the owner did work.
    const copy = getDictionary({ locale: context.locale });
    const lead = frame.kind === 'yes-no' ? `${copy.frames.no} ` : '';
    return { text: `${lead}${copy.frames.noEmployer({ company: subject.name })} ${careerHistoryPart({ context }).text}`, chunkIds: ['duration'] };
  }
  const pause = careerBreakPart({ frame, context });
  if (pause) return pause;
  const job = jobOfFrame({ frame, context });
  if (!job) return null;
  const part = employerPart({ context, job });
  return frame.kind === 'yes-no' ? { ...part, text: `${getDictionary({ locale: context.locale }).answers.yes} ${part.text}` } : part;
}

/** The career: the first job, how many jobs, or every job with its time. */
export function careerHistoryFrame({ frame, context }: { frame: QuestionFrame; context: AnswerContext }): AnswerPart {
  const { profile, locale } = context;
  const copy = getDictionary({ locale }).frames;
  if (frame.cues.includes('first')) {
    const first = [...profile.experience].sort((left, right) => left.start.getTime() - right.start.getTime())[0] as Experience;
    return { text: `${copy.firstJob({ company: first.company, role: inSentence({ text: first.role[locale], locale }), period: periodOf({ job: first, locale }) })} ${first.summary[locale]}`, chunkIds: [`experience-${first.id}`, 'duration'] };
  }
  if (frame.cues.includes('overlap')) return overlapPart({ frame, context });
  if (frame.kind === 'count') {
    return { text: copy.employerCount({ count: profile.experience.length, names: joinList({ items: profile.experience.map((job) => job.company), locale }) }), chunkIds: ['duration'] };
  }
  return careerHistoryPart({ context });
}

/** "Two jobs at the same time?": the jobs whose months overlap, said yes or no first when asked so. */
function overlapPart({ frame, context }: { frame: QuestionFrame; context: AnswerContext }): AnswerPart {
  const { profile, locale, today } = context;
  const copy = getDictionary({ locale });
  const end = (job: Experience) => (job.end ?? today).getTime();
  // "And alongside that job?": only the jobs that overlap the one discussed.
  const around = frame.subject?.kind === 'employer' ? frame.subject.entity?.key : undefined;
  const pairs = profile.experience.flatMap((job, index) => profile.experience.slice(index + 1).filter((other) => job.start.getTime() <= end(other) && other.start.getTime() <= end(job)).map((other) => [job, other] as const))
    .filter((pair) => around === undefined || pair.some((job) => job.id === around));
  const lead = frame.kind === 'yes-no' ? `${pairs.length > 0 ? copy.answers.yes : copy.frames.no} ` : '';
  if (pairs.length === 0) return { text: `${lead}${careerHistoryPart({ context }).text}`, chunkIds: ['duration'] };
  const jobs = [...new Set(pairs.flat())];
  const lines = jobs.map((job) => copy.frames.jobWithPeriod({ company: job.company, period: periodOf({ job, locale }) }));
  return { text: `${lead}${copy.frames.overlapping({ jobs: joinList({ items: lines, locale }) })}`, chunkIds: jobs.map((job) => `experience-${job.id}`) };
}

export function currentRoleFrame({ context }: { context: AnswerContext }): AnswerPart {
  return currentJobPart({ context });
}

export function careerYearsFrame({ context }: { context: AnswerContext }): AnswerPart {
  return totalExperiencePart({ context });
}

/** "Any gaps?": yes or no first when asked so, then the breaks and gaps in the owner's words. */
export function gapFrame({ frame, context }: { frame: QuestionFrame; context: AnswerContext }): AnswerPart {
  const part = gapsPart({ context });
  if (frame.kind !== 'yes-no') return part;
  const { profile, today, locale } = context;
  const has = careerGaps({ periods: profile.experience, today }).length + profile.careerBreaks.length > 0;
  const copy = getDictionary({ locale });
  return { ...part, text: `${has ? copy.answers.yes : copy.frames.no} ${part.text}` };
}
