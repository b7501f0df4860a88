import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getDictionary } from '@/lib/i18n';
import { profile } from '@/lib/knowledge/profile';
import { describeLocation, siteLocaleOf, PORTFOLIO_SECTIONS, siteLocales } from '@/lib/knowledge';
import { pageMetadata, profileJsonLd, serializeJsonLd, siteOrigin } from '@/lib/site';
import { Icon } from '@/components/icons';
import { ProfileMark } from '@/components/profile-mark';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';
import { SITE_WIDTH } from '@/components/site-width';
import { AboutSection } from '@/components/portfolio/about-section';
import { CallsToAction } from '@/components/portfolio/calls-to-action';
import { ContactSection } from '@/components/portfolio/contact-section';
import { ExperienceSection } from '@/components/portfolio/experience-section';
import { ProfileLinksList } from '@/components/portfolio/profile-links-list';
import { ProjectsSection } from '@/components/portfolio/projects-section';
import { SkillsSection } from '@/components/portfolio/skills-section';

/** Title, description, canonical URL, hreflang alternates and the link preview of the portfolio. */
export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = siteLocaleOf({ profile, value: (await params).locale });
  if (!locale) return {};
  const { person } = profile;
  return pageMetadata({
    locale,
    locales: siteLocales({ profile }),
    page: 'portfolio',
    title: `${person.name} — ${person.headline[locale]}`,
    description: person.introduction[locale],
    siteName: person.name,
    origin: siteOrigin(),
  });
}

/** The portfolio page, rendered from the profile in the page's locale. */
export default async function PortfolioPage({ params }: PageProps<'/[locale]'>) {
  const locale = siteLocaleOf({ profile, value: (await params).locale });
  if (!locale) notFound();
  const dictionary = getDictionary({ locale });
  const messages = dictionary.page;
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd({ data: profileJsonLd({ profile, locale, origin: siteOrigin() }) }) }} />
      <SiteHeader locale={locale} page="portfolio" width="wide" />
      <main id="main" className={SITE_WIDTH.wide}>
        <section id="introduction" aria-labelledby="introduction-title" className="pt-6 pb-12 sm:pt-12 sm:pb-16">
          <div className="flex items-center gap-4 sm:gap-6">
            <ProfileMark profile={profile} size="lg" />
            <div className="min-w-0">
              <h1 id="introduction-title" className="text-3xl font-semibold tracking-tight text-balance sm:text-5xl">
                {profile.person.name}
              </h1>
              <p className="mt-1 text-lg text-muted sm:mt-2 sm:text-xl" data-testid="headline">
                {profile.person.headline[locale]}
              </p>
            </div>
          </div>
          <p className="mt-5 flex items-start gap-1.5 text-sm text-muted sm:mt-6" data-testid="location">
            <Icon name="pin" className="mt-0.5 size-4" />
            {describeLocation({ profile, locale })}
          </p>
          <div className="mt-6">
            <CallsToAction locale={locale} dictionary={dictionary} askTestId="ask-me-link" />
            <p className="mt-3 text-sm text-muted print:hidden">{messages.askMeDescription}</p>
          </div>
          <p className="mt-8 max-w-prose text-lg leading-relaxed text-pretty sm:text-xl sm:leading-relaxed">{profile.person.introduction[locale]}</p>
          <div className="mt-6">
            <ProfileLinksList profile={profile} dictionary={dictionary} withEmail />
          </div>
          <nav aria-label={messages.primaryNavigation} className="mt-10 print:hidden">
            <ul className="flex flex-wrap gap-2 text-sm">
              {PORTFOLIO_SECTIONS.map((id) => (
                <li key={id}>
                  <a href={`#${id}`} className="inline-flex min-h-9 items-center rounded-full border border-line px-3.5 font-medium text-muted hover:border-accent hover:text-accent">
                    {messages[id]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </section>
        <ExperienceSection experience={profile.experience} locale={locale} dictionary={dictionary} />
        <SkillsSection skills={profile.skills} locale={locale} messages={messages} />
        <ProjectsSection projects={profile.projects} experience={profile.experience} locale={locale} dictionary={dictionary} />
        <AboutSection profile={profile} locale={locale} messages={messages} />
        <ContactSection profile={profile} locale={locale} dictionary={dictionary} />
      </main>
      <SiteFooter locale={locale} width="wide" sampleNotice />
    </>
  );
}
