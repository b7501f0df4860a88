import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    tsconfigPaths: true,
    // `server-only` throws outside a React Server build; tests import server modules directly.
    alias: { 'server-only': fileURLToPath(new URL('./test/server-only-stub.ts', import.meta.url)) },
  },
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', 'e2e/**', '.next/**'],
    environment: 'node',
    // These machines are shared and noisy: a slow run is not a failure (speed goals live in benchmark scripts).
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
