import Link from 'next/link';
import type { Locale } from '@/lib/contracts';
import type { Dictionary } from '@/lib/i18n';
import { cvPath, pagePath } from '@/lib/contracts';
import { BUTTON_STYLES } from '@/components/chat/button-styles';
import { Icon } from '@/components/icons';

/** The two things a visitor can do right away: ask the assistant, or take the CV. */
export function CallsToAction({ locale, dictionary, askTestId }: { locale: Locale; dictionary: Dictionary; askTestId?: string }) {
  return (
    <div className="flex flex-wrap gap-3 print:hidden">
      <Link href={pagePath({ locale, page: 'chat' })} data-testid={askTestId} className={`${BUTTON_STYLES.primary} min-h-11 px-5 text-base`}>
        <Icon name="chat" />
        {dictionary.page.askMe}
      </Link>
      <a href={cvPath({ locale })} download data-testid={askTestId ? 'cv-link' : undefined} className={`${BUTTON_STYLES.secondary} min-h-11 px-5 text-base`}>
        <Icon name="download" />
        {dictionary.site.downloadCv}
        <span className="text-xs font-normal text-muted">PDF</span>
      </a>
    </div>
  );
}
