import type { Locale } from '@/lib/contracts';
import type { Dictionary } from '@/lib/i18n';
import type { Experience } from '@/lib/knowledge';
import { distinctHighlights } from '@/lib/site';
import { BulletList } from '@/components/portfolio/bullet-list';
import { formatMonthRange } from '@/lib/i18n';
import { PortfolioSection } from '@/components/portfolio/portfolio-section';
import { StackList } from '@/components/portfolio/stack-list';

/** Every employer as a timeline, newest first as in the profile, each with its `experience-<id>` anchor. */
export function ExperienceSection({ experience, locale, dictionary }: { experience: Experience[]; locale: Locale; dictionary: Dictionary }) {
  const messages = dictionary.page;
  return (
    <PortfolioSection id="experience" title={messages.experience}>
      <ol className="relative ms-1 border-s border-line">
        {experience.map((job) => {
          const current = job.end === null;
          const highlights = distinctHighlights({ summary: job.summary[locale], highlights: job.highlights.map((highlight) => highlight[locale]) });
          return (
            <li key={job.id} className="relative ps-7 pb-10 last:pb-0">
              <span
                aria-hidden="true"
                className={`absolute top-1.5 -left-[7px] size-3.5 rounded-full border-2 border-canvas ${current ? 'bg-accent' : 'bg-line'}`}
              />
              <article id={`experience-${job.id}`} className="scroll-mt-6">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <h3 className="text-lg font-semibold tracking-tight">
                    {job.role[locale]} <span className="font-normal text-muted">·</span> {job.company}
                  </h3>
                  <p className="text-sm text-muted tabular-nums">
                    {formatMonthRange({ start: job.start, end: job.end, locale, presentLabel: messages.present })}
                  </p>
                </div>
                <p className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-muted">
                  {job.location[locale]}
                  {current && <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent">{dictionary.site.currentRole}</span>}
                </p>
                <p className="mt-3 leading-relaxed">{job.summary[locale]}</p>
                <BulletList items={highlights} className="mt-3 leading-relaxed" />
                <StackList label={messages.stack} items={job.stack} />
              </article>
            </li>
          );
        })}
      </ol>
    </PortfolioSection>
  );
}
