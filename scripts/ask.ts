/**
 * `npm run ask -- [--locale es] [--json] [--prompt] [--stdin] [--previous "earlier question"]… "question"`:
 * runs the real pipeline up to the model call, offline, so editors can see what a question retrieves and
 * what the offline engine says. Each `--previous` question is asked first, in order, and answered by the
 * engine, so a follow-up ("And before that?") is resolved the way the chat page's recent turns resolve it.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { inspectQuestion, type Inspection } from '@/lib/chat';
import { promptBudgetsFrom } from '@/lib/prompt';
import { loadConfig } from '@/lib/config';
import type { Locale } from '@/lib/contracts';
import { defaultSiteLocale, siteLocaleOf, siteLocales } from '@/lib/knowledge';
import { profile } from '@/lib/knowledge/profile';
import type { SessionTurn } from '@/lib/prompt';

function fail(message: string): never {
  process.stderr.write(`ask: ${message}\n`);
  process.exit(2);
}

function toJson(inspection: Inspection, includePrompt: boolean) {
  const { systemPrompt, ...rest } = inspection;
  return includePrompt ? { ...rest, systemPrompt } : rest;
}

function printReadable(question: string, locale: Locale, inspection: Inspection, includePrompt: boolean): void {
  const lines = [
    `question: ${question}`,
    `locale: ${locale}   intent: ${inspection.intent}   canonical: ${inspection.canonical ?? 'none'}   fallback: ${inspection.usedFallback ? 'yes' : 'no'}`,
    `follow-up: ${inspection.followUp.reference ?? 'none'}   resolved query: ${inspection.followUp.resolvedQuery}   carried: ${inspection.followUp.carried.map((entity) => `${entity.name} (${entity.chunkId})`).join(', ') || 'nothing'}`,
    `detectedLocale: ${inspection.detectedLocale ?? 'null (no switch offered)'}`,
    'chunks:',
    ...inspection.chunks.map((chunk, index) => `  ${index + 1}. ${chunk.id} [${chunk.domain}] score ${chunk.score.toFixed(2)}`),
    `tokens (estimated): core ${inspection.tokens.core}, canonical ${inspection.tokens.canonical}, session ${inspection.tokens.session}, excerpts ${inspection.tokens.excerpts}, question ${inspection.tokens.question}, total ${inspection.tokens.total}`,
    'classifier: not called offline (the model path calls it unless CHAT_SKIP_CLASSIFIER=1)',
    '',
    'offline answer:',
    inspection.answer,
    '',
    `sources: ${inspection.sources.join(', ') || 'none'}`,
  ];
  if (includePrompt) lines.push('', '--- system prompt ---', inspection.systemPrompt);
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      locale: { type: 'string', default: defaultSiteLocale({ profile }) },
      json: { type: 'boolean', default: false },
      prompt: { type: 'boolean', default: false },
      stdin: { type: 'boolean', default: false },
      previous: { type: 'string', multiple: true, default: [] },
    },
  });
  const locale = siteLocaleOf({ profile, value: values.locale });
  if (!locale) fail(`--locale must be one of the profile's locales, ${siteLocales({ profile }).join(', ')} (got "${values.locale}")`);
  const budgets = promptBudgetsFrom({ config: loadConfig({ environment: process.env }) });
  const today = new Date();
  // The earlier questions, answered by the engine in turn: the recent turns a follow-up is read against.
  const recentTurns: SessionTurn[] = [];
  for (const earlier of values.previous) {
    const inspection = inspectQuestion({ question: earlier, locale, today, budgets, profile, recentTurns: [...recentTurns] });
    recentTurns.push({ role: 'user', content: earlier }, { role: 'assistant', content: inspection.answer });
  }
  const ask = (question: string) => inspectQuestion({ question, locale, today, budgets, profile, recentTurns });

  if (values.stdin) {
    // One JSON object per input line, in order, so editors can check a list of questions at once.
    for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
      const question = line.trim();
      if (question === '') continue;
      process.stdout.write(`${JSON.stringify({ question, ...toJson(ask(question), values.prompt) })}\n`);
    }
    return;
  }
  const question = positionals.join(' ').trim();
  if (question === '') fail('give a question, e.g. npm run ask -- --locale es "¿Dónde trabajas?"');
  const inspection = ask(question);
  if (values.json) process.stdout.write(`${JSON.stringify(toJson(inspection, values.prompt), null, 2)}\n`);
  else printReadable(question, locale, inspection, values.prompt);
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
