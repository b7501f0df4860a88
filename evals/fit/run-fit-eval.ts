/**
 * `npm run eval:fit -- [--file path] [--floor] [--json] [--locale xx] [--table posting-id]`: runs every
 * labelled posting through the fit check against the fixture profile it was labelled for (never the live one) on the
 * file's pinned date, and prints per-locale verdict accuracy, false claims, misses, must/nice accuracy and
 * boilerplate leaks, then the labels that failed. `--table` prints one posting's result table as the page
 * copies it (Markdown). Exit codes: 0 ok, 1 a floor was missed (with --floor), 2 bad arguments or files.
 */
import { parseArgs } from 'node:util';
import { checkFitFloors, formatFitTable, scorePosting, summarizeFit, type FitFloors } from '@/evals/fit/score-fit';
import { prepareFitFile } from '@/evals/fit/run-fit-file';
import { formatFitMarkdown } from '@/lib/fit';
import { getDictionary } from '@/lib/i18n';
import { isLocale, LOCALES } from '@/lib/contracts';

/** What `--floor` enforces on the tuned set. */
const FLOORS: FitFloors = {
  /** Share of labelled requirements with the expected verdict, in every locale. */
  minVerdictAccuracyPerLocale: 0.9,
  /** A `no_evidence` or `not_offered` requirement reported as `evidence`: none allowed. */
  maxFalseClaims: 0,
  /** Benefits, equal-opportunity or application lines extracted as requirements: none allowed. */
  maxLeaks: 0,
  /** Share of labelled requirements marked must-have or nice-to-have as labelled, overall. */
  minImportanceAccuracy: 0.9,
};

const DEFAULT_FILE = 'evals/fit/labels.tuned.v1.json';

function fail(message: string): never {
  process.stderr.write(`eval:fit: ${message}\n`);
  process.exit(2);
}

function main(): void {
  const { values } = parseArgs({
    options: {
      file: { type: 'string', default: DEFAULT_FILE },
      floor: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      locale: { type: 'string' },
      table: { type: 'string' },
    },
  });
  if (values.locale !== undefined && !isLocale(values.locale)) fail(`--locale must be one of ${LOCALES.join(', ')} (got "${values.locale}")`);
  const file = prepareFitFile({ path: values.file });
  const { run } = file;
  const postings = file.postings.filter((posting) => values.locale === undefined || posting.locale === values.locale);

  if (values.table !== undefined) {
    const posting = file.postings.find((candidate) => candidate.id === values.table) ?? fail(`no posting with id "${values.table}" in ${values.file}`);
    process.stdout.write(formatFitMarkdown({ result: run(posting), locale: posting.locale, copy: getDictionary({ locale: posting.locale }).page.fit }));
    return;
  }

  const outcomes = postings.map((posting) => ({ locale: posting.locale, outcome: scorePosting({ scenario: posting, result: run(posting) }) }));
  const summary = summarizeFit({ outcomes });
  const violations = values.floor ? checkFitFloors({ summary, floors: FLOORS }) : [];
  if (values.json) {
    process.stdout.write(`${JSON.stringify({ file: values.file, ...summary, outcomes, floorViolations: violations }, null, 2)}\n`);
  } else {
    const failures = outcomes.flatMap(({ outcome }) => [
      ...outcome.labels
        .filter((label) => label.got !== label.expected || label.importanceGot !== label.importanceExpected)
        .map((label) => `  ${label.postingId}: "${label.fragment}" expected ${label.expected}/${label.importanceExpected}, got ${label.got ?? 'not extracted'}/${label.importanceGot ?? '-'}`),
      ...outcome.leaks.map((leak) => `  leak: "${leak}"`),
    ]);
    const unlabelled = outcomes.flatMap(({ outcome }) => outcome.unlabelled.map((text) => `  ${text}`));
    process.stdout.write(`Fit check evaluation: ${values.file} (profiles: ${[...new Set(postings.map((posting) => posting.profile))].join(', ')}; today ${file.today})\n\n${formatFitTable({ summary })}\n`);
    if (failures.length > 0) process.stdout.write(`\nFailing labels:\n${failures.join('\n')}\n`);
    if (unlabelled.length > 0) process.stdout.write(`\nExtracted but not labelled:\n${unlabelled.join('\n')}\n`);
    if (values.floor) process.stdout.write(violations.length === 0 ? '\nFloors: all met\n' : `\nFloors missed:\n${violations.map((line) => `  ${line}`).join('\n')}\n`);
  }
  if (violations.length > 0) process.exitCode = 1;
}

try {
  main();
} catch (error: unknown) {
  fail(error instanceof Error ? error.message : String(error));
}
