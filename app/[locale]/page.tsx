import Link from 'next/link';
import { notFound } from 'next/navigation';
import { isLocale } from '@/lib/i18n/locales';
import { getDictionary } from '@/lib/i18n/dictionary';
import { profile } from '@/lib/knowledge/profile';
import { describeLocation } from '@/lib/knowledge/person-chunks';
import { PORTFOLIO_SECTIONS } from '@/lib/knowledge/portfolio-anchors';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';
import { AboutSection } from '@/components/portfolio/about-section';
import { ContactSection } from '@/components/portfolio/contact-section';
import { ExperienceSection } from '@/components/portfolio/experience-section';
import { ProjectsSection } from '@/components/portfolio/projects-section';
import { SkillsSection } from '@/components/portfolio/skills-section';

/** The portfolio page, rendered from the profile in the page's locale. */
export default async function PortfolioPage({ params }: PageProps<'/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const messages = getDictionary({ locale }).page;
  return (
    <>
      <SiteHeader locale={locale} page="portfolio" />
      <main id="main" className="mx-auto max-w-3xl px-6">
        <section id="introduction" aria-labelledby="introduction-title" className="py-10">
          <h1 id="introduction-title" className="text-4xl font-bold tracking-tight">
            {profile.person.name}
          </h1>
          <p className="mt-2 text-xl text-neutral-700 dark:text-neutral-300" data-testid="headline">
            {profile.person.headline[locale]}
          </p>
          <p className="mt-6 text-lg leading-relaxed">{profile.person.introduction[locale]}</p>
          <p className="mt-2 text-neutral-600 dark:text-neutral-400" data-testid="location">
            {describeLocation({ profile, locale })}
          </p>
          <p className="mt-6">
            <Link href={`/${locale}/ai`} data-testid="ask-me-link" className="font-medium underline underline-offset-4">
              {messages.askMe} →
            </Link>{' '}
            <span className="text-neutral-600 dark:text-neutral-400">{messages.askMeDescription}</span>
          </p>
          <nav aria-label={messages.primaryNavigation} className="mt-8">
            <ul className="flex flex-wrap gap-4 text-sm">
              {PORTFOLIO_SECTIONS.map((id) => (
                <li key={id}>
                  <a href={`#${id}`} className="underline underline-offset-4">
                    {messages[id]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </section>
        <ExperienceSection experience={profile.experience} locale={locale} messages={messages} />
        <SkillsSection skills={profile.skills} locale={locale} messages={messages} />
        <ProjectsSection projects={profile.projects} experience={profile.experience} locale={locale} messages={messages} />
        <AboutSection profile={profile} locale={locale} messages={messages} />
        <ContactSection profile={profile} locale={locale} messages={messages} />
      </main>
      <SiteFooter locale={locale} />
    </>
  );
}
