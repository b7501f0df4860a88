import type { Locale } from '@/lib/contracts';
import type { UiMessages } from '@/lib/i18n';
import type { Profile } from '@/lib/knowledge';
import { BulletList } from '@/components/portfolio/bullet-list';
import { PortfolioSection } from '@/components/portfolio/portfolio-section';

function Subsection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <div id={id} className="scroll-mt-6">
      <h3 className="font-semibold">{title}</h3>
      <div className="mt-2.5 leading-relaxed">{children}</div>
    </div>
  );
}

/** Languages, education, working style and strengths. */
export function AboutSection({ profile, locale, messages }: { profile: Profile; locale: Locale; messages: UiMessages }) {
  return (
    <PortfolioSection id="about" title={messages.about}>
      <div className="grid gap-x-8 gap-y-8 sm:grid-cols-2">
        <Subsection id="languages" title={messages.languages}>
          <dl className="space-y-1.5">
            {profile.languages.map((language) => (
              <div key={language.id} className="flex flex-wrap justify-between gap-x-3">
                <dt>{language.name[locale]}</dt>
                <dd className="text-muted">{language.level[locale]}</dd>
              </div>
            ))}
          </dl>
        </Subsection>
        <Subsection id="education" title={messages.education}>
          <ul className="space-y-2">
            {profile.education.map((entry) => (
              <li key={entry.id}>
                {entry.degree[locale]}
                <span className="block text-sm text-muted">
                  {entry.institution} · {entry.year}
                </span>
              </li>
            ))}
          </ul>
        </Subsection>
        <Subsection id="working-style" title={messages.workingStyle}>
          <BulletList items={[...profile.workingStyle.items, ...profile.mindset.items].map((entry) => entry[locale])} />
        </Subsection>
        <Subsection id="strengths" title={messages.strengths}>
          <BulletList items={profile.strengths.items.map((entry) => entry[locale])} />
        </Subsection>
      </div>
    </PortfolioSection>
  );
}
