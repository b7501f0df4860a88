import { ConfigError, getConfig } from '@/lib/config';
import { processChatGate } from '@/lib/platform';
import { storagePlaceProblems } from '@/lib/store';

try {
  const config = getConfig();
  // One clear line when the state cannot be kept here (e.g. a serverless host's read-only disk without REDIS_URL):
  // visitors would only see "temporarily unavailable", so the operator must read why at start-up.
  const [storageProblem] = storagePlaceProblems({ config });
  if (storageProblem) process.stderr.write(`${storageProblem.message}\n`);
  // Before the server listens: server.mjs hands the gate's refusal to its door thread before the door opens.
  processChatGate({ config });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
