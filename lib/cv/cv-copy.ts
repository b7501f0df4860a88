import type { CvHeadings } from '@/lib/cv/build-cv-pdf';
import type { Locale } from '@/lib/contracts';
import { getDictionary } from '@/lib/i18n';

/** The CV's headings in a locale: the portfolio page's own section names, so page and CV agree. */
export function cvHeadings({ locale }: { locale: Locale }): CvHeadings {
  const dictionary = getDictionary({ locale });
  const messages = dictionary.page;
  return {
    summary: dictionary.site.cvSummary,
    experience: messages.experience,
    projects: messages.projects,
    skills: messages.skills,
    education: messages.education,
    languages: messages.languages,
    present: messages.present,
    builtAt: messages.builtAt,
  };
}

/** An ASCII file name for the download, e.g. `jane-doe-cv-en.pdf` (accents folded, anything else dropped). */
export function cvFileName({ name, locale }: { name: string; locale: Locale }): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug ? `${slug}-` : ''}cv-${locale}.pdf`;
}
