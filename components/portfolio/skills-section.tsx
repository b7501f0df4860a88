import type { Locale } from '@/lib/contracts';
import type { UiMessages } from '@/lib/i18n';
import type { Profile } from '@/lib/knowledge';
import { Icon } from '@/components/icons';
import { PortfolioSection } from '@/components/portfolio/portfolio-section';

/** Skill groups as tag clouds, plus what the owner does not offer, so nobody has to guess. */
export function SkillsSection({ skills, locale, messages }: { skills: Profile['skills']; locale: Locale; messages: UiMessages }) {
  return (
    <PortfolioSection id="skills" title={messages.skills}>
      <div className="grid gap-x-8 gap-y-7 sm:grid-cols-2">
        {skills.groups.map((group) => (
          <div key={group.id} id={`skills-${group.id}`}>
            <h3 className="font-semibold">{group.title[locale]}</h3>
            <ul className="mt-2.5 flex flex-wrap gap-1.5">
              {group.skills.map((skill) => (
                <li key={skill} className="rounded-full bg-accent-soft px-3 py-1 text-sm text-ink">
                  {skill}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {skills.notOffered.map((entry) => (
        <p key={entry.skill} className="mt-8 flex gap-2 text-sm text-muted">
          <Icon name="info" className="mt-0.5 size-4" />
          {entry.note[locale]}
        </p>
      ))}
    </PortfolioSection>
  );
}
