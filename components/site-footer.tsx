import type { Locale } from '@/lib/contracts';
import { getDictionary } from '@/lib/i18n';
import { profile } from '@/lib/knowledge/profile';
import { SITE_WIDTH, type SiteWidth } from '@/components/site-width';

/**
 * The page footer. It says plainly when the shipped sample (a fictional person) is on show, unless the page
 * already says so near its top (the chat does, beside its disclosure): once per page is enough.
 */
export function SiteFooter({ locale, width, sampleNotice }: { locale: Locale; width: SiteWidth; sampleNotice: boolean }) {
  const messages = getDictionary({ locale }).page;
  return (
    <footer className={`${SITE_WIDTH[width]} mt-8 text-sm text-muted`}>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line py-6">
        <p>© {profile.person.name}</p>
        {sampleNotice && profile.isSample && <p data-testid="sample-notice">{messages.sampleNotice}</p>}
      </div>
    </footer>
  );
}
