import type { Locale } from '@/lib/contracts';
import type { FitTableCopy } from '@/lib/i18n';
import type { FitEvidence, FitResult } from '@/lib/fit/fit-types';

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
export function formatFitMarkdown({ result, locale, copy, origin = '' }: { result: FitResult; locale: Locale; copy: FitTableCopy; origin?: string }): string {
  const { columns } = copy;
  const link = (item: FitEvidence) => `[${cell(item.title)}](${origin}${item.href}): “${cell(item.quote)}”`;
  const rows = result.requirements.map((requirement) => {
    const related = requirement.related?.length ? [`${copy.relatedLabel} ${requirement.related.map(link).join('; ')}`] : [];
    const details = [...requirement.evidence.map(link), ...(requirement.note ? [cell(requirement.note)] : []), ...related].join('<br>');
    return `| ${cell(requirement.text)} | ${copy.importance[requirement.importance]} | ${copy.verdicts[requirement.verdict]} | ${details} |`;
  });
  return [
    `## ${copy.title}`,
    '',
    result.summary,
    '',
    `${copy.coverageLabel} ${formatCoverage({ coverage: result.coverage, locale })}`,
    '',
    `| ${columns.requirement} | ${columns.importance} | ${columns.verdict} | ${columns.evidence} |`,
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
