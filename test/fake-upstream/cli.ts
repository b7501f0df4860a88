import { parseArgs } from 'node:util';
import { startFakeUpstream } from './fake-upstream';

// Runs the fake for processes that cannot import it (a built app, Playwright, the benchmark):
//   tsx test/fake-upstream/cli.ts --port 4010 [--token-delay-ms 15]
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    'token-delay-ms': { type: 'string', default: '0' },
  },
});

const port = Number(values.port);
const tokenDelayMs = Number(values['token-delay-ms']);
if (!Number.isInteger(port) || port < 0 || port > 65535 || !Number.isInteger(tokenDelayMs) || tokenDelayMs < 0) {
  console.error('usage: tsx test/fake-upstream/cli.ts --port <0-65535> [--token-delay-ms <non-negative integer>]');
  process.exit(2);
}

// No top-level await: the package is CommonJS, so tsx compiles this file as CJS.
async function main(): Promise<void> {
  const fake = await startFakeUpstream({ port, tokenDelayMs });
  console.log(`fake upstream listening on ${fake.url}`);
  const shutDown = async (): Promise<void> => {
    await fake.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutDown());
  process.once('SIGTERM', () => void shutDown());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
