import Link from 'next/link';
import { LOCALE_NAMES, type Locale, pagePath, type SitePage } from '@/lib/contracts';

/** Which page the switcher links to in the other locales. */
export type LocalizedPage = SitePage;

/**
 * Links to the same page in each of the site's locales; a site in one language has no switcher. Phones show the
 * language codes (four names do not fit beside the owner's mark); the accessible name is always the language's own name.
 */
export function LanguageSwitcher({ locale, locales, page, label }: { locale: Locale; locales: readonly Locale[]; page: LocalizedPage; label: string }) {
  if (locales.length < 2) return null;
  return (
    <nav aria-label={label} data-testid="language-switcher" className="print:hidden">
      <ul className="flex items-center gap-0.5 rounded-full border border-line bg-surface p-0.5 text-sm">
        {locales.map((target) => (
          <li key={target}>
            <Link
              href={pagePath({ locale: target, page })}
              hrefLang={target}
              lang={target}
              aria-label={LOCALE_NAMES[target]}
              aria-current={target === locale ? 'page' : undefined}
              className="inline-flex min-h-8 min-w-9 items-center justify-center rounded-full px-2.5 text-muted hover:text-ink aria-[current=page]:bg-accent-soft aria-[current=page]:font-semibold aria-[current=page]:text-accent"
            >
              <span className="uppercase sm:hidden">{target}</span>
              <span className="hidden sm:inline">{LOCALE_NAMES[target]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
