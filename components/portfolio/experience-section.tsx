import type { Locale } from '@/lib/i18n/locales';
import type { UiMessages } from '@/lib/i18n/dictionary-types';
import type { Experience } from '@/lib/knowledge/profile-schema';
import { formatMonthRange } from '@/lib/i18n/format-month-range';
import { PortfolioSection } from '@/components/portfolio/portfolio-section';
import { StackList } from '@/components/portfolio/stack-list';

/** Every employer, newest first as in the profile, each with its `experience-<id>` anchor. */
export function ExperienceSection({ experience, locale, messages }: { experience: Experience[]; locale: Locale; messages: UiMessages }) {
  return (
    <PortfolioSection id="experience" title={messages.experience}>
      <ol className="space-y-10">
        {experience.map((job) => (
          <li key={job.id}>
            <article id={`experience-${job.id}`} className="scroll-mt-8">
              <h3 className="text-lg font-semibold">
                {job.role[locale]} · {job.company}
              </h3>
              <p className="text-sm text-neutral-600 dark:text-neutral-400">
                {formatMonthRange({ start: job.start, end: job.end, locale, presentLabel: messages.present })}
                {' · '}
                {job.location[locale]}
              </p>
              <p className="mt-3">{job.summary[locale]}</p>
              <ul className="mt-3 list-disc space-y-1 pl-5">
                {job.highlights.map((highlight) => (
                  <li key={highlight.en}>{highlight[locale]}</li>
                ))}
              </ul>
              <StackList label={messages.stack} items={job.stack} />
            </article>
          </li>
        ))}
      </ol>
    </PortfolioSection>
  );
}
