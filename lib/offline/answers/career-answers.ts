import type { Locale } from '@/lib/contracts';
import { formatMonth, getDictionary } from '@/lib/i18n';
import { careerGaps, formatDuration, formatYearsAtLeast, monthsWorked, totalCareerMonths } from '@/lib/knowledge';
import type { Experience, Profile } from '@/lib/knowledge';
import type { AnswerContext, AnswerPart } from '@/lib/offline/answer-context';
import { newSentences } from '@/lib/offline/repeated-facts';
import type { ProfileEntity } from '@/lib/retrieval';
import { currentJob, jobOf, periodOf } from '@/lib/offline/answers/answer-subjects';

/*
 * Answers about the career: where the owner works now, each job's role, period and tenure, the neighbouring
 * job of a follow-up, the whole history, total experience and gaps.
 */

/** "How long were you at X?": the computed tenure, first. */
export function tenurePart({ context, job }: { context: AnswerContext; job: Experience }): AnswerPart {
  const { locale, today } = context;
  const answers = getDictionary({ locale }).answers;
  const duration = formatDuration({ months: monthsWorked({ start: job.start, end: job.end, today }), locale });
  const text = job.end === null
    ? answers.tenureCurrent({ company: job.company, duration, since: formatMonth({ date: job.start, locale }) })
    : answers.tenurePast({ company: job.company, duration, period: periodOf({ job, locale }) });
  return { text, chunkIds: ['duration', `experience-${job.id}`] };
}

/** "What was your role at X?": the role and period, then the summary. */
export function rolePart({ context, job }: { context: AnswerContext; job: Experience }): AnswerPart {
  const { locale } = context;
  const lead = getDictionary({ locale }).answers.roleAt({ company: job.company, role: job.role[locale], period: periodOf({ job, locale }), current: job.end === null });
  return { text: `${lead} ${job.summary[locale]}`, chunkIds: [`experience-${job.id}`] };
}

/** "Where do you work now?": employer, role and since when, then what the job is. */
export function currentJobPart({ context }: { context: AnswerContext }): AnswerPart {
  const { locale, profile } = context;
  const job = currentJob({ profile });
  const lead = getDictionary({ locale }).answers.currentJob({ company: job.company, role: job.role[locale], since: formatMonth({ date: job.start, locale }) });
  return { text: `${lead} ${job.summary[locale]}`, chunkIds: [`experience-${job.id}`] };
}

/** An explained career break as a sentence: when, how long, and the owner's words. */
export function careerBreakSentence({ context, id }: { context: AnswerContext; id: string }): string | null {
  const { locale, profile, today } = context;
  const entry = profile.careerBreaks.find((candidate) => candidate.id === id);
  if (!entry) return null;
  return getDictionary({ locale }).facts.careerBreak({
    start: formatMonth({ date: entry.start, locale }),
    end: formatMonth({ date: entry.end, locale }),
    duration: formatDuration({ months: monthsWorked({ start: entry.start, end: entry.end, today }), locale }),
    description: entry.description[locale],
  });
}

/** How a stop of the career is named in "Before …": the employer, or the month a break began. */
function stopName({ context, entity }: { context: AnswerContext; entity: ProfileEntity }): string | null {
  if (entity.kind === 'employer') return jobOf({ entity, profile: context.profile })?.company ?? null;
  const entry = context.profile.careerBreaks.find((candidate) => candidate.id === entity.key);
  if (!entry) return null;
  return formatMonth({ date: context.resolution.reference === 'previous-job' ? entry.start : entry.end, locale: context.locale });
}

/** "And before that?": the neighbouring job (or explained break) the resolution navigated to. */
export function navigationPart({ context }: { context: AnswerContext }): AnswerPart | null {
  const { resolution, profile, locale } = context;
  const from = resolution.navigatedFrom;
  const target = resolution.carried[0];
  if (!from || !target) return null;
  const answers = getDictionary({ locale }).answers;
  const anchor = stopName({ context, entity: from });
  if (!anchor) return null;
  if (target === from) {
    const text = resolution.reference === 'previous-job' ? answers.earliestJob({ company: anchor }) : answers.latestJob({ company: anchor });
    return { text, chunkIds: [from.chunkId] };
  }
  if (target.kind === 'career-break') {
    const sentence = careerBreakSentence({ context, id: target.key });
    return sentence ? { text: sentence, chunkIds: ['duration'] } : null;
  }
  const job = jobOf({ entity: target, profile });
  if (!job) return null;
  const options = { anchor, company: job.company, role: job.role[locale], period: periodOf({ job, locale }) };
  const lead = resolution.reference === 'previous-job' ? answers.previousJob(options) : answers.nextJob(options);
  const highlights = newSentences({ candidates: job.highlights.slice(0, 1).map((highlight) => highlight[locale]), said: job.summary[locale], locale });
  return { text: [lead, job.summary[locale], ...highlights].join(' '), chunkIds: [`experience-${job.id}`] };
}

/** "How many years of experience?": the union of the jobs, then the gaps if any. */
export function totalExperiencePart({ context }: { context: AnswerContext }): AnswerPart {
  const { locale, profile, today } = context;
  const facts = getDictionary({ locale }).facts;
  const months = totalCareerMonths({ periods: profile.experience, today });
  const first = [...profile.experience].sort((left, right) => left.start.getTime() - right.start.getTime())[0];
  const total = facts.durationTotal({
    rounded: formatYearsAtLeast({ months, locale }),
    exact: formatDuration({ months, locale }),
    since: first ? formatMonth({ date: first.start, locale }) : '',
  });
  const job = currentJob({ profile });
  const now = getDictionary({ locale }).answers.currentJob({ company: job.company, role: job.role[locale], since: formatMonth({ date: job.start, locale }) });
  return { text: `${total} ${now}`, chunkIds: ['duration'] };
}

/** "Any gaps in your CV?": the explained breaks and the unexplained gaps, or that there are none. */
export function gapsPart({ context }: { context: AnswerContext }): AnswerPart {
  const { locale, profile, today } = context;
  const gapText = context.retrieval.chunks.find(({ chunk }) => chunk.id === 'duration')?.chunk.localizedText[locale];
  const sentences = (gapText ?? '').split(/(?<=[.!?])\s+/);
  const stated = careerGaps({ periods: profile.experience, today }).length + profile.careerBreaks.length;
  // The gap sentences close the duration chunk: one per break or gap, or the single "no gaps" line.
  const text = sentences.slice(-Math.max(1, stated)).join(' ');
  return { text, chunkIds: ['duration'] };
}

/** "Acme Labs (Staff Engineer, 2022–present, 4 years and 8 months)" for every job, newest first. */
export function employerList({ profile, locale, today }: { profile: Profile; locale: Locale; today: Date }): string {
  const present = getDictionary({ locale }).offline.present;
  return profile.experience
    .map((job) => {
      const years = `${job.start.getUTCFullYear()}–${job.end ? job.end.getUTCFullYear() : present}`;
      const duration = formatDuration({ months: monthsWorked({ start: job.start, end: job.end, today }), locale });
      return `${job.company} (${job.role[locale]}, ${years}, ${duration})`;
    })
    .join('; ');
}

/** "Where have you worked?": every employer with role, years and time there. */
export function careerHistoryPart({ context }: { context: AnswerContext }): AnswerPart {
  const { locale, profile, today } = context;
  return { text: `${getDictionary({ locale }).answers.careerLead} ${employerList({ profile, locale, today })}.`, chunkIds: ['duration', ...profile.experience.slice(0, 2).map((job) => `experience-${job.id}`)] };
}

/**
 * The owner's highlights after a lead-in, as a Markdown list: résumé bullets ("Led the design system…") read as
 * bullets, never pasted into first-person prose.
 */
export function highlightList({ highlights, locale }: { highlights: readonly string[]; locale: Locale }): string {
  if (highlights.length === 0) return '';
  return `\n\n${getDictionary({ locale }).frames.highlightsLead}\n\n${highlights.map((highlight) => `- ${highlight}`).join('\n')}`;
}

/** "What did you do at Acme?": the role and period first, then what the job was, with two highlights. */
export function employerPart({ context, job }: { context: AnswerContext; job: Experience }): AnswerPart {
  const { locale } = context;
  const lead = getDictionary({ locale }).answers.roleAt({ company: job.company, role: job.role[locale], period: periodOf({ job, locale }), current: job.end === null });
  const highlights = newSentences({ candidates: job.highlights.slice(0, 2).map((highlight) => highlight[locale]), said: job.summary[locale], locale });
  return { text: `${lead} ${job.summary[locale]}${highlightList({ highlights, locale })}`, chunkIds: [`experience-${job.id}`] };
}
