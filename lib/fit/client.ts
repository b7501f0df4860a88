/**
 * What the browser may load of the fit check: whether a pasted text looks like a job posting, the
 * result types and the Markdown copy of a result.
 */
export type { FitEvidence, FitMatch, FitResponse, FitSummaryResponse, FitVerdict } from '@/lib/fit/fit-types';
export { formatCoverage, formatFitMarkdown, formatMatches } from '@/lib/fit/format-fit-markdown';
export * from '@/lib/fit/looks-like-job-description';
