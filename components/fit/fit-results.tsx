'use client';

import { useState, type Ref } from 'react';
import { BUTTON_STYLES } from '@/components/chat/button-styles';
import { CopyButton } from '@/components/chat/copy-button';
import { postFit } from '@/components/fit/fit-request';
import { formatCoverage, formatFitMarkdown, formatMatches } from '@/lib/fit/client';
import type { FitEvidence, FitResponse, FitSummaryResponse, FitVerdict } from '@/lib/fit/client';
import type { FitPanelCopy } from '@/lib/i18n';
import type { Locale } from '@/lib/contracts';

/** Each verdict's badge: its own colour and its word, so the meaning never rests on colour alone. */
const BADGE_STYLES: Record<FitVerdict, string> = {
  evidence: 'border-green-700 bg-green-50 text-green-900 dark:border-green-500 dark:bg-green-950 dark:text-green-100',
  partial: 'border-amber-700 bg-amber-50 text-amber-900 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100',
  no_evidence: 'border-neutral-500 bg-neutral-100 text-neutral-800 dark:border-neutral-400 dark:bg-neutral-800 dark:text-neutral-100',
  not_offered: 'border-red-700 bg-red-50 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100',
};

/** On a phone the table stacks: the requirement, then its priority and verdict side by side, then the evidence under its column's name. */
const CELL = 'align-top px-3 py-3 max-sm:px-0 max-sm:py-1';
const STACKED = `${CELL} max-sm:block`;
const INLINE = `${CELL} max-sm:inline-block max-sm:pr-3`;
const LABELLED = `${STACKED} max-sm:before:block max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:text-neutral-600 max-sm:before:content-[attr(data-label)] dark:max-sm:before:text-neutral-400`;
const LINK = 'font-medium underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400';

type SummaryState = { status: 'idle' | 'loading' } | { status: 'done'; text: string } | { status: 'error'; message: string };

/** Prints the results alone (see globals.css), then puts the page back. */
function printResults() {
  const root = document.documentElement;
  root.dataset.print = 'fit';
  const restore = () => {
    delete root.dataset.print;
    window.removeEventListener('afterprint', restore);
  };
  window.addEventListener('afterprint', restore);
  window.print();
}

function EvidenceLinks({ items }: { items: FitEvidence[] }) {
  return items.map((item) => (
    <li key={`${item.chunkId}:${item.quote}`}>
      <a href={item.href} data-testid="fit-evidence-link" className={LINK}>
        {item.title}
      </a>
      <q className="mt-0.5 block text-neutral-700 dark:text-neutral-300">{item.quote}</q>
    </li>
  ));
}

/** The result: summary, coverage, actions, the optional AI summary and the table of requirements. */
export function FitResults({ ref, result, jobDescription, locale, copy }: {
  ref: Ref<HTMLElement>;
  result: FitResponse;
  jobDescription: string;
  locale: Locale;
  copy: FitPanelCopy;
}) {
  const [summary, setSummary] = useState<SummaryState>({ status: 'idle' });
  const percent = formatCoverage({ coverage: result.coverage, locale });
  const columns = copy.columns;

  async function summarize() {
    setSummary({ status: 'loading' });
    const outcome = await postFit<FitSummaryResponse>({ path: '/api/fit/summary', jobDescription, locale, copy });
    setSummary(outcome.ok ? { status: 'done', text: outcome.data.summary } : { status: 'error', message: outcome.message || copy.modelSummaryUnavailable });
  }

  return (
    <section ref={ref} id="fit-results" tabIndex={-1} aria-labelledby="fit-results-title" data-testid="fit-results" className="mt-5 outline-none">
      <h3 id="fit-results-title" className="sr-only print:not-sr-only print:mb-2 print:text-xl print:font-bold">
        {copy.title}
      </h3>
      <p data-testid="fit-summary" className="font-medium">
        {result.summary}
      </p>
      <div data-testid="fit-coverage" data-coverage={result.coverage} className="mt-3">
        <p className="text-sm">
          {copy.coverageLabel} <strong className="tabular-nums">{percent}</strong>
        </p>
        <div
          role="meter"
          aria-label={copy.coverageMeter}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(result.coverage * 100)}
          aria-valuetext={percent}
          className="mt-1 h-2.5 overflow-hidden rounded-full bg-neutral-200 [print-color-adjust:exact] dark:bg-neutral-700"
        >
          <div className="h-full rounded-full bg-green-700 dark:bg-green-500" style={{ width: `${Math.round(result.coverage * 100)}%` }} />
        </div>
      </div>
      <p className="mt-2 text-xs text-neutral-600 dark:text-neutral-400">{copy.deterministic}</p>
      <div data-print-hide className="mt-3 flex flex-wrap items-center gap-2 print:hidden">
        <CopyButton
          testId="fit-copy-markdown"
          text={formatFitMarkdown({ result, locale, copy, origin: window.location.origin })}
          labels={{ idle: copy.copyMarkdown, copied: copy.copied, unavailable: copy.copyUnavailable }}
        />
        <button type="button" data-testid="fit-print" onClick={printResults} className={BUTTON_STYLES.quiet}>
          {copy.print}
        </button>
        {result.modelSummary && summary.status !== 'done' && (
          <button type="button" data-testid="fit-summarize" onClick={() => void summarize()} disabled={summary.status === 'loading'} className={BUTTON_STYLES.quiet}>
            {summary.status === 'loading' ? copy.summarizing : copy.summarize}
          </button>
        )}
      </div>
      {summary.status === 'done' && (
        <aside aria-labelledby="fit-model-summary-label" data-testid="fit-model-summary" className="mt-3 rounded-xl border border-violet-300 bg-violet-50 p-3 text-sm dark:border-violet-700 dark:bg-violet-950">
          <p id="fit-model-summary-label" className="text-xs font-semibold text-violet-900 dark:text-violet-100">
            {copy.modelSummaryLabel}
          </p>
          <p className="mt-1">{summary.text}</p>
        </aside>
      )}
      {summary.status === 'error' && (
        <p role="status" data-testid="fit-model-summary-error" className="mt-3 text-sm text-neutral-700 dark:text-neutral-300">
          {summary.message}
        </p>
      )}
      {result.requirements.length > 0 && (
        <table data-testid="fit-table" className="mt-4 w-full border-collapse text-left text-sm max-sm:block">
          <caption className="sr-only">{copy.tableCaption}</caption>
          <thead className="max-sm:sr-only">
            <tr className="border-b border-neutral-300 dark:border-neutral-700">
              <th scope="col" className="px-3 py-2 font-semibold">{columns.requirement}</th>
              <th scope="col" className="px-3 py-2 font-semibold">{columns.importance}</th>
              <th scope="col" className="px-3 py-2 font-semibold">{columns.verdict}</th>
              <th scope="col" className="px-3 py-2 font-semibold">{columns.evidence}</th>
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {result.requirements.map((requirement, index) => (
              <tr key={index} data-testid="fit-row" data-verdict={requirement.verdict} className="border-b border-neutral-200 break-inside-avoid max-sm:block max-sm:py-3 dark:border-neutral-800">
                <td className={`${STACKED} font-medium`}>{requirement.text}</td>
                <td className={`${INLINE} whitespace-nowrap`}>{copy.importance[requirement.importance]}</td>
                <td className={INLINE}>
                  <span data-testid="fit-verdict" className={`inline-block whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold ${BADGE_STYLES[requirement.verdict]}`}>
                    {copy.verdicts[requirement.verdict]}
                  </span>
                </td>
                <td data-label={columns.evidence} className={LABELLED}>
                  {requirement.evidence.length > 0 && (
                    <ul className="space-y-2">
                      <EvidenceLinks items={requirement.evidence} />
                    </ul>
                  )}
                  {requirement.note && <p className="mt-1 text-xs text-neutral-700 dark:text-neutral-300">{requirement.note}</p>}
                  {(requirement.matches?.length ?? 0) > 0 && (
                    <p data-testid="fit-matches" className="mt-1 text-xs text-neutral-700 dark:text-neutral-300">
                      {formatMatches({ matches: requirement.matches, locale, copy })}
                    </p>
                  )}
                  {requirement.related && requirement.related.length > 0 && (
                    <div className="mt-1 text-xs text-neutral-700 dark:text-neutral-300">
                      <p>{copy.relatedLabel}</p>
                      <ul className="mt-1 space-y-1">
                        <EvidenceLinks items={requirement.related} />
                      </ul>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
