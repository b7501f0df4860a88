import { ConfigError, getConfig } from '@/lib/config';

try {
  getConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
