import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';
import { EMBED_SITE_ORIGIN, EMBED_TEST_ORIGIN } from './e2e/embed-test-origin';
import { CATALOG_PORT, FAKE_UPSTREAM_PORT, MODEL_PORT, OFFLINE_PORT, REDIS_APP_PORT, REDIS_OUTAGE_PORT, REDIS_PORT, REDIS_SMTP_PORT, SQLITE_OUTAGE_PORT, SQLITE_SMTP_PORT } from './e2e/ports';

// The config is loaded again in every worker; the environment carries the first folder to them all.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'ask-me-e2e-'));

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
};

/** What both app servers share: the built product, started the way a site owner starts it (run `npm run build` first). */
function appServer({ port, database, env }: { port: number; database: string; env: Record<string, string> }) {
  return {
    // `npm start` runs server.mjs, which records the socket peer for the rate limits.
    command: 'node server.mjs',
    url: `http://127.0.0.1:${port}/en`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      NEXT_TELEMETRY_DISABLED: '1',
      LLM_API_KEY: '',
      CHAT_DB_PATH: join(process.env.E2E_DATA_DIR ?? tmpdir(), database),
      // The identity key lives apart from the store, as in production (one key file for every server of the run).
      CHAT_IP_HMAC_SECRET_FILE: join(process.env.E2E_DATA_DIR ?? tmpdir(), 'secrets', 'identity.key'),
      // Pages of these origins may frame the chat (e2e/security-headers.spec.ts, e2e/embed.spec.ts); any other may not.
      CHAT_EMBED_ORIGINS: `${EMBED_TEST_ORIGIN},${EMBED_SITE_ORIGIN}`,
      // Every test talks from the same address: keep the per-client limits out of the way.
      CHAT_RATE_PER_MINUTE: '1000',
      CHAT_RATE_PER_DAY: '10000',
      // Request specs name their own client in this header, so each test has its own creation allowance.
      CHAT_CLIENT_IP_HEADER: 'x-test-client',
      // The browser specs' reads and cancels share one client; the lookup limit test sends more than this.
      CHAT_REQUEST_LOOKUPS_PER_HOUR: '200',
      // Nothing listens there: a failing webhook must never lose or block a request.
      OWNER_WEBHOOK_URL: 'http://127.0.0.1:9/owner-webhook',
      OWNER_WEBHOOK_SECRET: 'e2e-webhook-secret-0123456789',
      ...env,
    },
  };
}

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
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      // e2e/deploy has its own servers (playwright.deploy.config.ts).
      testIgnore: [/\.(model|catalog|requests)\.spec\.ts$/, /deploy\//],
      use: { ...chromium, baseURL: `http://127.0.0.1:${OFFLINE_PORT}` },
    },
    // The request API's guarantees, over real HTTP against each store; `store` tells the owner's CLI where the app keeps them.
    {
      name: 'requests-sqlite',
      testMatch: /\.requests\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${OFFLINE_PORT}` },
      metadata: { outageURL: `http://127.0.0.1:${SQLITE_OUTAGE_PORT}`, store: { CHAT_DB_PATH: join(process.env.E2E_DATA_DIR ?? tmpdir(), 'offline.db') }, smtpPort: SQLITE_SMTP_PORT },
    },
    {
      name: 'requests-redis',
      testMatch: /\.requests\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${REDIS_APP_PORT}` },
      metadata: { outageURL: `http://127.0.0.1:${REDIS_OUTAGE_PORT}`, store: { REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}` }, smtpPort: REDIS_SMTP_PORT },
    },
    {
      // Specs named *.model.spec.ts run against the model-mode server and the fake upstream.
      name: 'chromium-model',
      testMatch: /\.model\.spec\.ts$/,
      use: { ...chromium, baseURL: `http://127.0.0.1:${MODEL_PORT}` },
    },
    {
      // Specs named *.catalog.spec.ts run against the closed-catalog server and the same fake upstream.
      name: 'chromium-catalog',
      testMatch: /\.catalog\.spec\.ts$/,
      use: { ...chromium, baseURL: `http://127.0.0.1:${CATALOG_PORT}` },
    },
  ],
  webServer: [
    // The offline engine answers: no key, no network, the same answers on every run.
    // The owner's mail goes to an SMTP sink the request specs start on loopback (until then it waits in the outbox).
    appServer({ port: OFFLINE_PORT, database: 'offline.db', env: { CHAT_PROVIDER: 'offline', GROQ_API_KEY: '', SMTP_URL: `smtp://127.0.0.1:${SQLITE_SMTP_PORT}`, OWNER_NOTIFY_EMAIL: 'owner@example.com' } }),
    appServer({
      port: MODEL_PORT,
      database: 'model.db',
      env: {
        GROQ_API_KEY: 'test-key',
        GROQ_BASE_URL: `http://127.0.0.1:${FAKE_UPSTREAM_PORT}/openai/v1`,
        // Failures must reach the page, not be covered by the offline fallback.
        CHAT_FALLBACK: 'none',
        // A stalled upstream must end within a test's time.
        CHAT_UPSTREAM_TIMEOUT_MS: '5000',
      },
    }),
    appServer({
      port: CATALOG_PORT,
      database: 'catalog.db',
      env: {
        CHAT_ANSWER_MODE: 'catalog',
        GROQ_API_KEY: 'test-key',
        GROQ_BASE_URL: `http://127.0.0.1:${FAKE_UPSTREAM_PORT}/openai/v1`,
        CHAT_FALLBACK: 'none',
        CHAT_UPSTREAM_TIMEOUT_MS: '5000',
      },
    }),
    {
      // Debian's redis-server (scripts/install-system-deps.sh), in the foreground so Playwright stops it.
      command: `redis-server --port ${REDIS_PORT} --bind 127.0.0.1 --save '' --appendonly no`,
      port: REDIS_PORT,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    appServer({
      port: REDIS_APP_PORT,
      database: 'redis-unused.db',
      env: { CHAT_PROVIDER: 'offline', GROQ_API_KEY: '', REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`, SMTP_URL: `smtp://127.0.0.1:${REDIS_SMTP_PORT}`, OWNER_NOTIFY_EMAIL: 'owner@example.com' },
    }),
    // Nothing listens on port 1, and a file under /dev/null cannot be created: the stores are down.
    appServer({ port: REDIS_OUTAGE_PORT, database: 'unused.db', env: { CHAT_PROVIDER: 'offline', GROQ_API_KEY: '', REDIS_URL: 'redis://127.0.0.1:1' } }),
    appServer({ port: SQLITE_OUTAGE_PORT, database: 'unused.db', env: { CHAT_PROVIDER: 'offline', GROQ_API_KEY: '', CHAT_DB_PATH: '/dev/null/chat.db' } }),
    {
      command: `npx tsx test/fake-upstream/cli.ts --port ${FAKE_UPSTREAM_PORT}`,
      url: `http://127.0.0.1:${FAKE_UPSTREAM_PORT}/__requests`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
