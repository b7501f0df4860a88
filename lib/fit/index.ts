/**
 * The job-description fit check (`POST /api/fit` and its optional AI summary): requirement extraction,
 * reading and judging against the profile, deterministic and offline. Imports admission, contracts,
 * filters, i18n, knowledge, platform, store, text.
 */
export { checkFit } from '@/lib/fit/check-fit';
export { handleFitRequest } from '@/lib/fit/fit-pipeline';
export { handleFitSummaryRequest } from '@/lib/fit/fit-summary-pipeline';
export type { FitResult, FitVerdict } from '@/lib/fit/fit-types';
export { formatFitMarkdown } from '@/lib/fit/format-fit-markdown';
