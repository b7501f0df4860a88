import type { Locale } from '@/lib/i18n/locales';
import type { FitCopy } from '@/lib/fit/fit-copy';
import type { FitResult } from '@/lib/fit/fit-types';

/** Table cells hold one line: pipes are escaped and line breaks become spaces. */
function cell(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();
}

/** "83 %" in the locale's own percent style. */
export function formatCoverage({ coverage, locale }: { coverage: number; locale: Locale }): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(coverage);
}

/**
 * The fit table as Markdown, for "copy as Markdown": the summary, the coverage and one row per
 * requirement with its evidence quoted and linked. `origin` makes the portfolio links absolute, so they
 * still work where the Markdown is pasted.
 */
export function formatFitMarkdown({ result, locale, copy, origin = '' }: { result: FitResult; locale: Locale; copy: FitCopy; origin?: string }): string {
  const { columns } = copy;
  const rows = result.requirements.map((requirement) => {
    const evidence = requirement.evidence.map((item) => `[${cell(item.title)}](${origin}${item.href}): “${cell(item.quote)}”`);
    const details = [...evidence, ...(requirement.note ? [cell(requirement.note)] : [])].join('<br>');
    return `| ${cell(requirement.text)} | ${copy.importance[requirement.importance]} | ${copy.verdicts[requirement.verdict]} | ${details} |`;
  });
  return [
    `## ${copy.markdownTitle}`,
    '',
    result.summary,
    '',
    copy.coverage(formatCoverage({ coverage: result.coverage, locale })),
    '',
    `| ${columns.requirement} | ${columns.importance} | ${columns.verdict} | ${columns.evidence} |`,
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
