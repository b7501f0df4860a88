import { ConfigError, loadConfig, type ServerConfig } from '@/lib/config';

/** The configuration for a command-line script, or null after printing why the environment is invalid (the script then exits 1). */
export function loadScriptConfig({ environment }: { environment: Record<string, string | undefined> }): ServerConfig | null {
  try {
    return loadConfig({ environment });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return null;
  }
}
