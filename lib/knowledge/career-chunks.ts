import type { Locale } from '@/lib/i18n/locales';
import { getDictionary } from '@/lib/i18n/dictionary';
import { everyLocale, perLocale, profileKeywords, termsOf, type ChunkContext, type ChunkDraft } from '@/lib/knowledge/chunk-draft';
import { earliestStart, formatDuration, formatMonth, formatYearsAtLeast, monthsWorked, totalCareerMonths } from '@/lib/knowledge/durations';
import { KEYWORD_ALIASES } from '@/lib/knowledge/keyword-aliases';
import type { Experience } from '@/lib/knowledge/profile-schema';

/** "March 2022 to present (4 years and 8 months as of November 2026)": computed from the dates and today. */
function tenure({ job, today, locale }: { job: Experience; today: Date; locale: Locale }): { period: string; duration: string } {
  const phrases = getDictionary({ locale }).facts;
  const start = formatMonth({ date: job.start, locale });
  const end = job.end === null ? null : formatMonth({ date: job.end, locale });
  const duration = formatDuration({ months: monthsWorked({ start: job.start, end: job.end, today }), locale });
  const asOf = job.end === null ? formatMonth({ date: today, locale }) : null;
  return { period: phrases.period({ start, end }), duration: phrases.tenure({ duration, asOf }) };
}

/** "2019", "2020", ...: visitors ask what she did in a given year. */
function yearsCovered({ job, today }: { job: Experience; today: Date }): string[] {
  const first = job.start.getUTCFullYear();
  const last = (job.end ?? today).getUTCFullYear();
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => String(first + index));
}

/** One chunk per employer: role, period and computed duration, highlights and stack. */
export function experienceChunks({ profile, today }: ChunkContext): ChunkDraft[] {
  return profile.experience.map((job) => {
    const projects = profile.projects.filter((project) => project.employerId === job.id);
    return {
      id: `experience-${job.id}`,
      domain: 'experience',
      title: `${job.company} — ${job.role.en}`,
      anchor: `experience-${job.id}`,
      keywords: [
        ...profileKeywords({ keywords: job.keywords }),
        ...KEYWORD_ALIASES.experience,
        job.company,
        ...job.company.split(' '),
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
          // Highlights, not the summary: the summary restates them in prose, and chunks carry each fact once.
          return `${job.company} — ${job.role[locale]}, ${period} (${duration}), ${job.location[locale]}. ${highlights}${stack}`;
        },
      }),
    };
  });
}

/** Time at each employer and the whole career, computed as of the injected today. */
export function durationChunk({ profile, today }: ChunkContext): ChunkDraft {
  const starts = profile.experience.map((job) => job.start);
  const totalMonths = totalCareerMonths({ starts, today });
  // The schema requires at least one job, so there is always a first start.
  const since = earliestStart({ starts }) ?? today;
  return {
    id: 'duration',
    domain: 'duration',
    title: 'Years of experience and time at each employer',
    anchor: 'experience',
    keywords: [...KEYWORD_ALIASES.duration, ...profile.experience.flatMap((job) => [job.company, ...job.company.split(' ')])],
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
        return [phrases.durationIntro(formatMonth({ date: today, locale })), ...lines, total].join(' ');
      },
    }),
  };
}
