import type { Locale } from '@/lib/i18n/locales';
import { getDictionary } from '@/lib/i18n/dictionary';
import { profile } from '@/lib/knowledge/profile';

/** The page footer; says plainly when the shipped sample (a fictional person) is on show. */
export function SiteFooter({ locale }: { locale: Locale }) {
  const messages = getDictionary({ locale }).page;
  return (
    <footer className="mx-auto max-w-3xl border-t border-neutral-200 px-6 py-8 text-sm text-neutral-600 dark:border-neutral-800 dark:text-neutral-400">
      <p>© {profile.person.name}</p>
      {profile.isSample && <p data-testid="sample-notice">{messages.sampleNotice}</p>}
    </footer>
  );
}
