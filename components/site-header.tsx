import Link from 'next/link';
import type { Locale } from '@/lib/i18n/locales';
import { getDictionary } from '@/lib/i18n/dictionary';
import { profile } from '@/lib/knowledge/profile';
import { LanguageSwitcher, type LocalizedPage } from '@/components/language-switcher';

/** The top bar of every page: a skip link, the owner's name (home link) and the language switcher. */
export function SiteHeader({ locale, page }: { locale: Locale; page: LocalizedPage }) {
  const messages = getDictionary({ locale }).page;
  return (
    <header className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-4 px-6 py-6">
      <a href="#main" className="sr-only focus:not-sr-only focus:rounded focus:bg-neutral-200 focus:px-2 dark:focus:bg-neutral-800">
        {messages.skipToContent}
      </a>
      <Link href={`/${locale}`} className="font-semibold">
        {profile.person.name}
      </Link>
      <LanguageSwitcher locale={locale} page={page} label={messages.languageSwitcher} />
    </header>
  );
}
