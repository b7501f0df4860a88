import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = 3100;

// The config is loaded again in every worker; the environment carries the first folder to them all.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'ask-me-e2e-'));

export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: process.env.CI ? 1 : undefined,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // Never download a browser: Debian's Chromium (scripts/install-system-deps.sh) runs the tests.
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          // Without the networking flags Chromium keeps calling home on a closed network.
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    // The built product, started the way a site owner starts it (run `npm run build` first).
    command: `./node_modules/.bin/next start -p ${PORT}`,
    url: `http://127.0.0.1:${PORT}/en`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      // The offline engine answers: no key, no network, the same answers on every run.
      CHAT_PROVIDER: 'offline',
      GROQ_API_KEY: '',
      LLM_API_KEY: '',
      CHAT_DB_PATH: join(process.env.E2E_DATA_DIR, 'chat.db'),
      // Every test talks from the same address: keep the per-client limits out of the way.
      CHAT_RATE_PER_MINUTE: '1000',
      CHAT_RATE_PER_DAY: '10000',
    },
  },
});
