import Link from 'next/link';
import type { Locale } from '@/lib/contracts';
import { getDictionary } from '@/lib/i18n';
import { siteLocales } from '@/lib/knowledge';
import { profile } from '@/lib/knowledge/profile';
import { LanguageSwitcher, type LocalizedPage } from '@/components/language-switcher';
import { ProfileMark } from '@/components/profile-mark';
import { SITE_WIDTH, type SiteWidth } from '@/components/site-width';

/** The top bar of every page: a skip link, the owner's mark and name (home link) and the language switcher. */
export function SiteHeader({ locale, page, width }: { locale: Locale; page: LocalizedPage; width: SiteWidth }) {
  const messages = getDictionary({ locale }).page;
  return (
    <header className={`${SITE_WIDTH[width]} flex items-center justify-between gap-3 py-4 sm:py-6`}>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-full focus:bg-surface focus:px-4 focus:py-2 focus:shadow">
        {messages.skipToContent}
      </a>
      <Link href={`/${locale}`} className="group inline-flex min-w-0 items-center gap-2.5 rounded-full font-semibold tracking-tight">
        <ProfileMark profile={profile} size="sm" />
        <span className="truncate group-hover:text-accent">{profile.person.name}</span>
      </Link>
      <LanguageSwitcher locale={locale} locales={siteLocales({ profile })} page={page} label={messages.languageSwitcher} />
    </header>
  );
}
