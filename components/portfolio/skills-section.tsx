import type { Locale } from '@/lib/i18n/locales';
import type { UiMessages } from '@/lib/i18n/dictionary-types';
import type { Profile } from '@/lib/knowledge/profile-schema';
import { PortfolioSection } from '@/components/portfolio/portfolio-section';

/** Skill groups, plus what the owner does not offer, so nobody has to guess. */
export function SkillsSection({ skills, locale, messages }: { skills: Profile['skills']; locale: Locale; messages: UiMessages }) {
  return (
    <PortfolioSection id="skills" title={messages.skills}>
      <dl className="grid gap-6 sm:grid-cols-2">
        {skills.groups.map((group) => (
          <div key={group.id} id={`skills-${group.id}`}>
            <dt className="font-semibold">{group.title[locale]}</dt>
            <dd className="mt-1 text-neutral-700 dark:text-neutral-300">{group.skills.join(', ')}</dd>
          </div>
        ))}
      </dl>
      {skills.notOffered.map((entry) => (
        <p key={entry.skill} className="mt-6 text-sm text-neutral-600 dark:text-neutral-400">
          {entry.note[locale]}
        </p>
      ))}
    </PortfolioSection>
  );
}
