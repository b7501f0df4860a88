import type { Locale } from '@/lib/contracts';
import type { FitTableCopy } from '@/lib/i18n';
import type { FitEvidence, FitMatch, FitResult } from '@/lib/fit/fit-types';

/** Quotation marks as each locale writes them. */
const QUOTES: Record<Locale, [string, string]> = { en: ['“', '”'], es: ['«', '»'], fr: ['« ', ' »'], de: ['„', '“'] };

/**
 * Why a verdict is what it is, in one line: each word of the requirement and the profile's words that match it
 * ("Matched: “k8s” → not in the profile; “React” → “React”"); empty when the requirement named nothing to match.
 */
export function formatMatches({ matches, locale, copy }: { matches: readonly FitMatch[]; locale: Locale; copy: Pick<FitTableCopy, 'matchesLabel' | 'unmatched'> }): string {
  if (matches.length === 0) return '';
  const [open, close] = QUOTES[locale];
  const quote = (text: string) => `${open}${text}${close}`;
  return `${copy.matchesLabel} ${matches.map((match) => `${quote(match.asked)} → ${match.found === null ? copy.unmatched : quote(match.found)}`).join('; ')}`;
}

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
    const why = formatMatches({ matches: requirement.matches ?? [], locale, copy });
    const details = [...requirement.evidence.map(link), ...(requirement.note ? [cell(requirement.note)] : []), ...(why ? [cell(why)] : []), ...related].join('<br>');
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
