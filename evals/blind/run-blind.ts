/**
 * `npm run eval:blind -- [--json] [--profile id] [--locale xx] [--failures N] [--folder evals/tuned]`: asks every
 * question of the blind sets (evals/blind/<person>.<locale>.v1.json; `--folder` for the tuning sets) through the real chat endpoint with no API key, as the page does
 * (each turn with the earlier answers as its recent turns and summary), and prints per person and locale:
 * answers right, first sentence carries the fact, follow-ups resolved, off-topic refusals of on-topic questions,
 * technology years answered with a wrong figure. The sets were written by people who saw only the README and the
 * profiles: never tune on them. Exit codes: 0 ok, 2 bad arguments or files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildChatRequestBody } from '@/components/chat/build-chat-request-body';
import { parseBlindFile, type BlindAsk, type BlindFile } from '@/evals/blind/blind-schema';
import { scoreBlindTurn, type BlindTurnScore } from '@/evals/blind/score-blind';
import { formatPercent } from '@/evals/summarize-results';
import { handleChatRequest, type ChatUIMessage } from '@/lib/chat';
import { LOCALES, type Locale } from '@/lib/contracts';
import { boundaryKind, type Profile } from '@/lib/knowledge';
import { chatRequest, createTestDependencies, readStreamParts, streamedText } from '@/test/chat-test-dependencies';
import { FIXTURE_IDS, fixtureProfile, type FixtureId } from '@/test/fixtures/profiles';


interface TurnResult {
  person: string;
  locale: Locale;
  id: string;
  turn: number;
  question: string;
  followUp: boolean;
  attributes: string[];
  kind: string;
  expect: BlindAsk['expect'];
  answer: string;
  score: BlindTurnScore;
}

function refusalsOf({ profile, locale }: { profile: Profile; locale: Locale }): string[] {
  const help = profile.boundaries.filter((boundary) => boundaryKind({ boundary }) === 'general-help').map((boundary) => boundary.reply[locale]);
  return [profile.assistant.offTopic[locale], ...help];
}

/** Asks one file's dialogues in order; every turn sees the engine's own earlier answers, as on the page. */
async function runFile({ file }: { file: BlindFile }): Promise<TurnResult[]> {
  const profile = fixtureProfile({ id: file.profile as FixtureId });
  const now = () => new Date(`${file.today}T12:00:00Z`);
  const { dependencies } = createTestDependencies({ profile, now, environment: { CHAT_RATE_PER_MINUTE: '10000', CHAT_RATE_PER_DAY: '1000000' } });
  const results: TurnResult[] = [];
  for (const dialogue of file.dialogues) {
    const messages: ChatUIMessage[] = [];
    for (const [index, ask] of dialogue.turns.entries()) {
      messages.push({ id: `u${index}`, role: 'user', parts: [{ type: 'text', text: ask.question }] });
      const body = buildChatRequestBody({ messages, locale: dialogue.locale });
      const parts = await readStreamParts(await handleChatRequest({ request: chatRequest({ body }), dependencies }));
      const answer = streamedText(parts);
      messages.push({ id: `a${index}`, role: 'assistant', parts: [{ type: 'text', text: answer }] });
      const score = scoreBlindTurn({ ask, view: { answer, proposal: parts.some((part) => part.type === 'data-proposal') }, locale: dialogue.locale, refusals: refusalsOf({ profile, locale: dialogue.locale }) });
      results.push({ person: file.profile, locale: dialogue.locale, id: dialogue.id, turn: index + 1, question: ask.question, followUp: ask.followUp, attributes: ask.attributes, kind: ask.kind, expect: ask.expect, answer, score });
    }
  }
  return results;
}

interface Ratio {
  count: number;
  total: number;
}
const ratio = (results: TurnResult[], keep: (result: TurnResult) => boolean, pass: (result: TurnResult) => boolean): Ratio => {
  const kept = results.filter(keep);
  return { count: kept.filter(pass).length, total: kept.length };
};
const cell = ({ count, total }: Ratio) => (total === 0 ? 'n/a' : `${formatPercent({ value: count / total })} (${count}/${total})`);

export interface BlindSummaryRow {
  person: string;
  locale: Locale | 'all';
  right: Ratio;
  leads: Ratio;
  followUps: Ratio;
  offTopicRefusals: number;
  careerForTechnology: number;
}

export function summarizeBlind({ results }: { results: TurnResult[] }): BlindSummaryRow[] {
  const people = [...new Set(results.map((result) => result.person))];
  const row = (person: string, locale: Locale | 'all', group: TurnResult[]): BlindSummaryRow => ({
    person,
    locale,
    right: ratio(group, () => true, (result) => result.score.right),
    leads: ratio(group, (result) => result.score.leads !== null, (result) => result.score.leads === true),
    followUps: ratio(group, (result) => result.followUp, (result) => result.score.right),
    offTopicRefusals: group.filter((result) => result.score.offTopicRefusal && !result.attributes.includes('off-topic')).length,
    careerForTechnology: group.filter((result) => result.score.careerForTechnology).length,
  });
  return [
    ...people.flatMap((person) => LOCALES.map((locale) => row(person, locale, results.filter((result) => result.person === person && result.locale === locale))).filter((entry) => entry.right.total > 0)),
    row('all', 'all', results),
  ];
}

function formatTable({ rows }: { rows: BlindSummaryRow[] }): string {
  const lines = [
    ['person', 'locale', 'answers right', 'first sentence', 'follow-ups', 'off-topic refusals', 'tech years = wrong figure'],
    ...rows.map((entry) => [entry.person, entry.locale, cell(entry.right), cell(entry.leads), cell(entry.followUps), String(entry.offTopicRefusals), String(entry.careerForTechnology)]),
  ];
  const widths = lines[0]!.map((_, column) => Math.max(...lines.map((line) => line[column]!.length)));
  return lines.map((line) => line.map((text, column) => text.padEnd(widths[column]!)).join('  ').trimEnd()).join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { json: { type: 'boolean', default: false }, profile: { type: 'string' }, locale: { type: 'string' }, failures: { type: 'string', default: '0' }, folder: { type: 'string', default: 'evals/blind' } } });
  const folder = values.folder;
  const names = readdirSync(folder).filter((name) => /^[a-z-]+\.(en|es|fr|de)\.v1\.json$/.test(name)).sort();
  const files = names.map((name) => parseBlindFile({ json: readFileSync(`${folder}/${name}`, 'utf8') }))
    .filter((file) => (values.profile === undefined || file.profile === values.profile) && (values.locale === undefined || file.dialogues[0]?.locale === values.locale));
  if (files.length === 0 || files.some((file) => !(FIXTURE_IDS as readonly string[]).includes(file.profile))) {
    process.stderr.write('eval:blind: no blind file matches, or a file names an unknown fixture person\n');
    process.exit(2);
  }
  const results = (await Promise.all(files.map((file) => runFile({ file })))).flat();
  const rows = summarizeBlind({ results });
  if (values.json) {
    process.stdout.write(`${JSON.stringify({ rows, failures: results.filter((result) => !result.score.right).map(({ person, locale, id, turn, question, followUp, attributes, kind, expect, answer, score }) => ({ person, locale, id, turn, question, followUp, attributes, kind, expect, answer, failures: score.failures })) })}\n`);
    return;
  }
  process.stdout.write(`${folder} (${files.length} files, ${results.length} questions${folder === 'evals/blind' ? '; blind: never tuned on' : ''})\n\n${formatTable({ rows })}\n`);
  const shown = Number(values.failures);
  if (shown > 0) {
    const failing = results.filter((result) => !result.score.right).slice(0, shown);
    process.stdout.write(`\nFailing (${failing.length} shown):\n${failing.map((result) => `  ${result.person} ${result.id}#${result.turn} [${result.score.failures.join(', ')}] ${result.question}\n    → ${result.answer.slice(0, 220).replace(/\s+/g, ' ')}`).join('\n')}\n`);
  }
}

void main();
