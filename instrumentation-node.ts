import { ConfigError, getConfig } from '@/lib/config';
import { processChatGate } from '@/lib/platform';

try {
  // Before the server listens: a burst that comes at once finds the gate that refuses it cheaply (server.mjs).
  processChatGate({ config: getConfig() });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
