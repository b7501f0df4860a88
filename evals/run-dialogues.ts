/**
 * `npm run eval:dialogues -- [--floor] [--json] [--file path]`: runs multi-turn dialogues through the
 * offline pipeline. Each turn is asked with the earlier questions and the engine's own earlier answers
 * as the recent turns, the way the chat page sends them. Prints per locale: follow-ups resolved (every
 * check of a follow-up turn passes), answers that lead with the fact (the first sentence carries it),
 * short answers within their ceiling, and every check. Exit codes: 0 ok, 1 a floor was missed (with
 * --floor), 2 bad arguments or an invalid file.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseDialogueFile, type DialogueFile } from '@/evals/dialogue-schema';
import { scoreTurn, type TurnCheckResult } from '@/evals/dialogue-scorers';
import { formatPercent } from '@/evals/summarize-results';
import { inspectQuestion } from '@/lib/chat';
import { LOCALES, type Locale } from '@/lib/contracts';
import type { SessionTurn } from '@/lib/prompt';
import { fixtureProfile } from '@/test/fixtures/profiles';

/** What --floor enforces in every locale of the tuned set (fractions). */
export const DIALOGUE_FLOORS = { minFollowUpRate: 0.9, minLeadWithFactRate: 0.95 };

/** How many earlier exchanges travel with each question, like the chat page's recent turns. */
const RECENT_PAIRS = 4;

interface TurnResult {
  dialogueId: string;
  locale: Locale;
  turnIndex: number;
  followUp: boolean;
  checks: TurnCheckResult[];
}

interface Ratio {
  count: number;
  total: number;
}

const ratio = (results: TurnResult[], keep: (result: TurnResult) => boolean, pass: (result: TurnResult) => boolean): Ratio => {
  const kept = results.filter(keep);
  return { count: kept.filter(pass).length, total: kept.length };
};
const allPass = (result: TurnResult) => result.checks.every((check) => check.pass);
const checkPasses = (name: TurnCheckResult['check']) => (result: TurnResult) => result.checks.filter((check) => check.check === name).every((check) => check.pass);
const hasCheck = (name: TurnCheckResult['check']) => (result: TurnResult) => result.checks.some((check) => check.check === name);

/** Runs every dialogue of the file; each turn is scored with what the engine answered before it. */
export function runDialogues({ file }: { file: DialogueFile }): TurnResult[] {
  const profile = fixtureProfile({ id: file.profile });
  const today = new Date(`${file.today}T00:00:00Z`);
  return file.dialogues.flatMap((dialogue) => {
    const history: SessionTurn[] = [];
    return dialogue.turns.map((turn, turnIndex) => {
      const inspection = inspectQuestion({ question: turn.question, locale: dialogue.locale, today, profile, recentTurns: history.slice(-RECENT_PAIRS * 2) });
      history.push({ role: 'user', content: turn.question }, { role: 'assistant', content: inspection.answer });
      const checks = scoreTurn({ turn, view: { chunkIds: inspection.chunks.map((chunk) => chunk.id), answer: inspection.answer } });
      return { dialogueId: dialogue.id, locale: dialogue.locale, turnIndex, followUp: turn.followUp, checks };
    });
  });
}

export interface DialogueSummary {
  locale: Locale | 'overall';
  followUps: Ratio;
  leadWithFact: Ratio;
  short: Ratio;
  allChecks: Ratio;
}

export function summarizeDialogues({ results }: { results: TurnResult[] }): DialogueSummary[] {
  const groups: Array<[Locale | 'overall', TurnResult[]]> = [
    ...LOCALES.map((locale): [Locale, TurnResult[]] => [locale, results.filter((result) => result.locale === locale)]),
    ['overall', results],
  ];
  return groups
    .filter(([, group]) => group.length > 0)
    .map(([locale, group]) => ({
      locale,
      followUps: ratio(group, (result) => result.followUp && result.checks.length > 0, allPass),
      leadWithFact: ratio(group, hasCheck('first-sentence'), checkPasses('first-sentence')),
      short: ratio(group, hasCheck('length'), checkPasses('length')),
      allChecks: ratio(group, (result) => result.checks.length > 0, allPass),
    }));
}

const cell = ({ count, total }: Ratio) => (total === 0 ? 'n/a' : `${formatPercent({ value: count / total })} (${count}/${total})`);

function formatSummary({ summary, failures, file }: { summary: DialogueSummary[]; failures: TurnResult[]; file: string }): string {
  const rows = [['locale', 'follow-ups resolved', 'lead with the fact', 'short answers', 'all checks'], ...summary.map((row) => [row.locale, cell(row.followUps), cell(row.leadWithFact), cell(row.short), cell(row.allChecks)])];
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  const lines = rows.map((row) => row.map((text, column) => text.padEnd(widths[column] ?? 0)).join('  ').trimEnd());
  const failing = failures.flatMap((result) => result.checks.filter((check) => !check.pass).map((check) => `  ${result.dialogueId}#${result.turnIndex + 1}  [${check.check}]  expected ${check.expected}  got ${check.got}`));
  return [`Dialogue evaluation: ${file}`, '', ...lines, '', failing.length === 0 ? 'Failing turns: none' : `Failing checks (${failing.length}):`, ...failing].join('\n');
}

function floorViolations({ summary }: { summary: DialogueSummary[] }): string[] {
  return summary.filter((row) => row.locale !== 'overall').flatMap((row) => {
    const violations: string[] = [];
    const followUps = row.followUps.total === 0 ? null : row.followUps.count / row.followUps.total;
    const lead = row.leadWithFact.total === 0 ? null : row.leadWithFact.count / row.leadWithFact.total;
    if (followUps !== null && followUps < DIALOGUE_FLOORS.minFollowUpRate) violations.push(`${row.locale}: follow-ups resolved ${formatPercent({ value: followUps })} < ${formatPercent({ value: DIALOGUE_FLOORS.minFollowUpRate })}`);
    if (lead !== null && lead < DIALOGUE_FLOORS.minLeadWithFactRate) violations.push(`${row.locale}: lead with the fact ${formatPercent({ value: lead })} < ${formatPercent({ value: DIALOGUE_FLOORS.minLeadWithFactRate })}`);
    return violations;
  });
}

function main(): void {
  const { values } = parseArgs({
    options: {
      floor: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      file: { type: 'string', default: 'evals/dialogues.v1.json' },
    },
  });
  const file = parseDialogueFile({ json: readFileSync(resolve(values.file), 'utf8') });
  const results = runDialogues({ file });
  const summary = summarizeDialogues({ results });
  const violations = values.floor ? floorViolations({ summary }) : [];
  if (values.json) process.stdout.write(`${JSON.stringify({ summary, floorViolations: violations }, null, 2)}\n`);
  else {
    process.stdout.write(`${formatSummary({ summary, failures: results.filter((result) => !allPass(result)), file: values.file })}\n`);
    if (values.floor) process.stdout.write(violations.length === 0 ? '\nFloors: all met\n' : `\nFloors missed:\n${violations.map((line) => `  ${line}`).join('\n')}\n`);
  }
  if (violations.length > 0) process.exitCode = 1;
}

if (process.argv[1]?.endsWith('run-dialogues.ts')) {
  try {
    main();
  } catch (error: unknown) {
    process.stderr.write(`eval:dialogues: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  }
}
