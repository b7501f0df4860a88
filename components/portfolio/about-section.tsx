import type { Locale } from '@/lib/i18n/locales';
import type { UiMessages } from '@/lib/i18n/dictionary-types';
import type { Profile } from '@/lib/knowledge/profile-schema';
import { PortfolioSection } from '@/components/portfolio/portfolio-section';

function Subsection({ id, title, items }: { id: string; title: string; items: string[] }) {
  return (
    <div id={id}>
      <h3 className="font-semibold">{title}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-neutral-700 dark:text-neutral-300">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** Languages, education, working style and strengths. */
export function AboutSection({ profile, locale, messages }: { profile: Profile; locale: Locale; messages: UiMessages }) {
  return (
    <PortfolioSection id="about" title={messages.about}>
      <div className="grid gap-8 sm:grid-cols-2">
        <Subsection
          id="languages"
          title={messages.languages}
          items={profile.languages.map((language) => `${language.name[locale]}: ${language.level[locale]}`)}
        />
        <Subsection
          id="education"
          title={messages.education}
          items={profile.education.map((entry) => `${entry.degree[locale]}, ${entry.institution}, ${entry.year}`)}
        />
        <Subsection
          id="working-style"
          title={messages.workingStyle}
          items={[...profile.workingStyle.items, ...profile.mindset.items].map((entry) => entry[locale])}
        />
        <Subsection id="strengths" title={messages.strengths} items={profile.strengths.items.map((entry) => entry[locale])} />
      </div>
    </PortfolioSection>
  );
}
