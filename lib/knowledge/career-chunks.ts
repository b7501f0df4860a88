import { getDictionary, formatMonth } from '@/lib/i18n';
import type { Locale } from '@/lib/contracts';
import { everyLocale, perLocale, profileKeywords, type ChunkContext, type ChunkDraft } from '@/lib/knowledge/chunk-draft';
import { termsOf } from '@/lib/knowledge/profile-text';
import { CAREER_GAP_MIN_MONTHS, careerGaps, earliestStart, formatDuration, formatYearsAtLeast, monthsWorked, totalCareerMonths, type CareerGap } from '@/lib/knowledge/durations';
import { KEYWORD_ALIASES } from '@/lib/knowledge/keyword-aliases';
import type { CareerBreak, Experience, Profile } from '@/lib/knowledge/profile-schema';
import { isContentWord, splitWords } from '@/lib/text';

/** "March 2022 to present (4 years and 8 months as of November 2026)": computed from the dates and today. */
function tenure({ job, today, locale }: { job: Experience; today: Date; locale: Locale }): { period: string; duration: string } {
  const phrases = getDictionary({ locale }).facts;
  const start = formatMonth({ date: job.start, locale });
  const end = job.end === null ? null : formatMonth({ date: job.end, locale });
  const duration = formatDuration({ months: monthsWorked({ start: job.start, end: job.end, today }), locale });
  const asOf = job.end === null ? formatMonth({ date: today, locale }) : null;
  return { period: phrases.period({ start, end }), duration: phrases.tenure({ duration, asOf }) };
}

/** "2019", "2020", ...: visitors ask what the owner did in a given year. */
function yearsCovered({ job, today }: { job: Experience; today: Date }): string[] {
  const first = job.start.getUTCFullYear();
  const last = (job.end ?? today).getUTCFullYear();
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => String(first + index));
}

/** The words of a company name a visitor may use alone ("Acme" of "Acme Labs"), without its "de", "of" or "&". */
function nameWords({ name }: { name: string }): string[] {
  return name.split(/\s+/).filter((word) => splitWords({ text: word }).some((part) => part.length >= 3 && isContentWord({ word: part })));
}

/** One chunk per employer: role, period and computed duration, summary, highlights and stack. */
export function experienceChunks({ profile, today }: ChunkContext): ChunkDraft[] {
  return profile.experience.map((job) => {
    const projects = profile.projects.filter((project) => project.employerId === job.id);
    return {
      id: `experience-${job.id}`,
      domain: 'experience',
      title: perLocale({ render: (locale) => `${job.company} — ${job.role[locale]}` }),
      anchor: `experience-${job.id}`,
      keywords: [
        ...profileKeywords({ keywords: job.keywords }),
        ...KEYWORD_ALIASES.experience,
        job.company,
        ...nameWords({ name: job.company }),
        ...everyLocale({ text: job.role }),
        ...job.stack.flatMap((name) => termsOf({ name })),
        ...projects.map((project) => project.name),
        ...yearsCovered({ job, today }),
      ],
      audiences: ['recruiter', 'engineer'],
      text: perLocale({
        render: (locale) => {
          const { period, duration } = tenure({ job, today, locale });
          const highlights = job.highlights.map((highlight) => highlight[locale]).join(' ');
          const stack = job.stack.length > 0 ? ` ${getDictionary({ locale }).facts.stack(job.stack.join(', '))}` : '';
          return `${job.company} — ${job.role[locale]}, ${period} (${duration}), ${job.location[locale]}. ${job.summary[locale]} ${highlights}${stack}`;
        },
      }),
    };
  });
}

/** True when the owner's explained break covers part of the gap. */
function overlaps({ gap, entry }: { gap: CareerGap; entry: CareerBreak }): boolean {
  return entry.start <= gap.lastMonth && entry.end >= gap.firstMonth;
}

/** The gaps and breaks of the career as sentences: the owner's explanations first, then any unexplained gap. */
function gapSentences({ profile, today, locale }: { profile: Profile; today: Date; locale: Locale }): string[] {
  const phrases = getDictionary({ locale }).facts;
  const gaps = careerGaps({ periods: profile.experience, today });
  const explained = profile.careerBreaks.map((entry) =>
    phrases.careerBreak({
      start: formatMonth({ date: entry.start, locale }),
      end: formatMonth({ date: entry.end, locale }),
      duration: formatDuration({ months: monthsWorked({ start: entry.start, end: entry.end, today }), locale }),
      description: entry.description[locale],
    }));
  const unexplained = gaps
    .filter((gap) => !profile.careerBreaks.some((entry) => overlaps({ gap, entry })))
    .map((gap) => phrases.careerGap({
      start: formatMonth({ date: gap.firstMonth, locale }),
      end: formatMonth({ date: gap.lastMonth, locale }),
      duration: formatDuration({ months: gap.months, locale }),
    }));
  if (explained.length + unexplained.length > 0) return [...explained, ...unexplained];
  return [phrases.noCareerGaps({ minimum: formatDuration({ months: CAREER_GAP_MIN_MONTHS, locale }) })];
}

/** Time at each employer, the whole career (overlaps counted once, gaps excluded) and its gaps, as of the injected today. */
export function durationChunk({ profile, today }: ChunkContext): ChunkDraft {
  const totalMonths = totalCareerMonths({ periods: profile.experience, today });
  // The schema requires at least one job, so there is always a first start.
  const since = earliestStart({ starts: profile.experience.map((job) => job.start) }) ?? today;
  return {
    id: 'duration',
    domain: 'duration',
    title: perLocale({ render: (locale) => getDictionary({ locale }).titles.duration }),
    anchor: 'experience',
    keywords: [
      ...KEYWORD_ALIASES.duration,
      ...profile.experience.flatMap((job) => [job.company, ...nameWords({ name: job.company })]),
      ...profile.careerBreaks.flatMap((entry) => profileKeywords({ keywords: entry.keywords })),
    ],
    audiences: ['recruiter'],
    text: perLocale({
      render: (locale) => {
        const phrases = getDictionary({ locale }).facts;
        const lines = profile.experience.map((job) => {
          const { period, duration } = tenure({ job, today, locale });
          return `${job.company} (${job.role[locale]}), ${period}${phrases.colon}${duration}.`;
        });
        const total = phrases.durationTotal({
          rounded: formatYearsAtLeast({ months: totalMonths, locale }),
          exact: formatDuration({ months: totalMonths, locale }),
          since: formatMonth({ date: since, locale }),
        });
        return [phrases.durationIntro(formatMonth({ date: today, locale })), ...lines, total, ...gapSentences({ profile, today, locale })].join(' ');
      },
    }),
  };
}
