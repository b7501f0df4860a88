/**
 * The owner's CV as a PDF, generated from the profile in each locale. Imports contracts, i18n,
 * knowledge, site.
 */
export { buildCvPdf } from '@/lib/cv/build-cv-pdf';
export { cvFileName, cvHeadings } from '@/lib/cv/cv-copy';
