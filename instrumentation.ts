/** Validates the configuration once when the server starts: a bad value stops it with a clear message. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { ConfigError, getConfig } = await import('@/lib/config/config');
  try {
    getConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
