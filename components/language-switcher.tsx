import Link from 'next/link';
import { LOCALE_NAMES, LOCALES, type Locale } from '@/lib/i18n/locales';

/** Which page the switcher links to in the other locales. */
export type LocalizedPage = 'portfolio' | 'chat';

function pageHref({ locale, page }: { locale: Locale; page: LocalizedPage }) {
  return page === 'chat' ? (`/${locale}/ai` as const) : (`/${locale}` as const);
}

/** Links to the same page in every supported locale. */
export function LanguageSwitcher({ locale, page, label }: { locale: Locale; page: LocalizedPage; label: string }) {
  return (
    <nav aria-label={label} data-testid="language-switcher">
      <ul className="flex flex-wrap gap-1 text-sm">
        {LOCALES.map((target) => (
          <li key={target}>
            <Link
              href={pageHref({ locale: target, page })}
              hrefLang={target}
              lang={target}
              aria-current={target === locale ? 'page' : undefined}
              className="rounded px-2 py-1 text-neutral-700 underline-offset-4 hover:underline aria-[current=page]:bg-neutral-200 aria-[current=page]:font-semibold dark:text-neutral-300 dark:aria-[current=page]:bg-neutral-800"
            >
              {LOCALE_NAMES[target]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
