/** Validates the configuration once when the server starts (a bad value stops it with a clear message) and says where the state cannot be kept. */
export async function register(): Promise<void> {
  // The Node-only check lives in its own module so the Edge bundle never sees `process.exit`.
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./instrumentation-node');
}
