/**
 * `npm run bench:overhead` (after `npm run build`): the server time the product adds before the first
 * upstream byte, with the classifier skipped. It starts the fake upstream and the built app the way a
 * site owner does (`npm start`), sends warm-up requests, then REQUESTS sequential questions, and for each
 * one measures from just before the client sends it to the moment the upstream request arrives at the
 * fake (same machine, same clock). The same figure is also taken in-process (pipeline only, no HTTP in
 * front) to separate the route's own work from Next's request handling. Nothing is asserted: it prints.
 */
import { handleChatRequest } from '@/lib/chat';
import { createUpstreamModels } from '@/lib/platform';
import { BENCH_LIMITS, startBuiltApp } from '@/scripts/built-app';
import { chatRequest, createTestDependencies } from '@/test/chat-test-dependencies';
import { startFakeUpstream, type FakeUpstream } from '@/test/fake-upstream/fake-upstream';

const REQUESTS = 200;
const WARM_UP = 20;
const QUESTIONS = [
  'Where do you work now?',
  '¿Cuántos años de experiencia tienes?',
  'Quels sont tes projets open source ?',
  'Wie lange warst du in deiner letzten Stelle?',
  'What did you build in your previous role?',
];

const epochNow = () => performance.timeOrigin + performance.now();

function summarize(label: string, values: number[]): string {
  const sorted = [...values].sort((left, right) => left - right);
  const at = (quantile: number) => sorted[Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))] ?? Number.NaN;
  return `${label.padEnd(34)} n=${sorted.length}  median ${at(0.5).toFixed(2)} ms  p95 ${at(0.95).toFixed(2)} ms  min ${sorted[0]?.toFixed(2)} ms  max ${sorted.at(-1)?.toFixed(2)} ms`;
}

/** Time from `send()` starting to the matching upstream request arriving at the fake. */
async function measure({ fake, send }: { fake: FakeUpstream; send: (question: string) => Promise<Response> }): Promise<number[]> {
  const samples: number[] = [];
  for (let index = 0; index < WARM_UP + REQUESTS; index += 1) {
    const question = QUESTIONS[index % QUESTIONS.length]!;
    const before = fake.requests.length;
    const started = epochNow();
    const response = await send(question);
    await response.text();
    const upstream = fake.requests[before];
    if (response.status !== 200 || !upstream) throw new Error(`request ${index} got HTTP ${response.status} and reached upstream: ${Boolean(upstream)}`);
    if (index >= WARM_UP) samples.push(upstream.receivedAt - started);
  }
  return samples;
}

async function main(): Promise<void> {
  const fake = await startFakeUpstream();
  const environment = { GROQ_API_KEY: 'bench-key', GROQ_BASE_URL: fake.url, CHAT_SKIP_CLASSIFIER: '1' };

  const { dependencies } = createTestDependencies({ environment: { ...environment, ...BENCH_LIMITS } });
  dependencies.upstream = createUpstreamModels({ config: dependencies.config });
  const inProcess = await measure({
    fake,
    send: (question) => handleChatRequest({ request: chatRequest({ body: { message: question, locale: 'en' } }), dependencies }),
  });

  const app = await startBuiltApp({ environment }).catch(async (error: unknown) => {
    await fake.close();
    throw error;
  });
  try {
    const base = app.base;
    const overHttp = await measure({
      fake,
      send: (question) =>
        fetch(`${base}/api/chat`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message: question, locale: 'en' }) }),
    });
    process.stdout.write(
      [
        'Server time before the first upstream byte (classifier skipped, warm-up excluded):',
        summarize('built app over HTTP (npm start)', overHttp),
        summarize('pipeline in-process (no HTTP)', inProcess),
      ].join('\n') + '\n',
    );
  } finally {
    await app.stop();
    await fake.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:overhead: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
