import { chmodSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';
import { nginxFromReadme } from './e2e/deploy/nginx-config';
import { BEHIND_NGINX_APP_PORT, DEPLOY_FAKE_UPSTREAM_PORT, DEPLOY_REDIS_PORT, NEXT_START_PORT, NGINX_PORT, REPLICA_PORTS, REPLICAS_NGINX_PORT, STANDALONE_PORT } from './e2e/deploy/ports';

/**
 * The deployment targets of the README's "Deploy" section, each started the way an owner deploys it and tested
 * through it (run after `BUILD_STANDALONE=1 npm run build`; scripts/test.sh does): nginx with the README's snippet
 * in front of `npm start`; `next start` as a serverless host runs it, with the Vercel preset and Redis; the
 * standalone output started as the Dockerfile's CMD; two instances behind nginx sharing Redis.
 */

// Loaded again in every worker: the environment carries the first folder to them all.
process.env.E2E_DEPLOY_DIR ??= mkdtempSync(join(tmpdir(), 'ask-me-deploy-'));
const folder = process.env.E2E_DEPLOY_DIR;
// nginx's workers and the container's user run as `nobody` when the tests run as root: they must get in.
chmodSync(folder, 0o755);
const place = (name: string) => {
  const path = join(folder, name);
  if (!existsSync(path)) mkdirSync(path, { recursive: true });
  return path;
};

const fakeUpstream = `http://127.0.0.1:${DEPLOY_FAKE_UPSTREAM_PORT}/openai/v1`;
const redis = (database: number) => `redis://127.0.0.1:${DEPLOY_REDIS_PORT}/${database}`;

/** What every app of these targets shares: a production start, no network, small limits the tests can reach. */
function productEnvironment(overrides: Record<string, string>): Record<string, string> {
  return {
    NEXT_TELEMETRY_DISABLED: '1',
    GROQ_API_KEY: '',
    LLM_API_KEY: '',
    CHAT_PROVIDER: 'offline',
    CHAT_RATE_PER_MINUTE: '4',
    CHAT_RATE_PER_DAY: '1000',
    ...overrides,
  };
}

/** Model answers from the fake upstream, which paces its chunks (see the fake upstream's command below). */
const modelAnswers = { GROQ_API_KEY: 'test-key', CHAT_PROVIDER: 'groq', GROQ_BASE_URL: fakeUpstream, CHAT_SKIP_CLASSIFIER: '1', CHAT_FALLBACK: 'none', CHAT_UPSTREAM_TIMEOUT_MS: '10000' };

/** `npm start` (server.mjs) on loopback behind a proxy, as the README's nginx steps say. */
function npmStart({ port, database, env }: { port: number; database: string; env: Record<string, string> }) {
  return {
    command: 'node server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 90_000,
    env: productEnvironment({ PORT: String(port), HOSTNAME: '127.0.0.1', CHAT_DB_PATH: join(place('data'), database), CHAT_IP_HMAC_SECRET_FILE: join(place('secrets'), 'identity.key'), ...env }),
  };
}

const chromium = { ...devices['Desktop Chrome'], launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } };
const nginxOrigin = `http://127.0.0.1:${NGINX_PORT}`;
const replicasOrigin = `http://127.0.0.1:${REPLICAS_NGINX_PORT}`;
const sharedSecret = 'deploy-tests-shared-identity-key-0123456789';
/**
 * The replicas' daily limits (e2e/deploy/replicas.deploy.spec.ts counts on them): input free and output at 1 USD per
 * million tokens, so every answer reserves exactly CHAT_MAX_TOKENS µUSD (400) and settles to its few output tokens;
 * a budget of 6.5 reservations and a ceiling of 12 model calls a day.
 */
const replicaBudget = { CHAT_MAX_TOKENS: '400', CHAT_ANSWER_PRICE_PER_MTOK_IN_USD: '0', CHAT_ANSWER_PRICE_PER_MTOK_OUT_USD: '1', CHAT_DAILY_BUDGET_USD: '0.0026', CHAT_DAILY_CALL_CEILING: '12' };

export default defineConfig({
  testDir: './e2e/deploy',
  testMatch: /\.deploy\.spec\.ts$/,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 60_000,
  use: { trace: 'retain-on-failure' },
  projects: [
    { name: 'nginx', testMatch: /nginx\.deploy\.spec\.ts$/, use: { ...chromium, baseURL: nginxOrigin } },
    { name: 'next-start', testMatch: /next-start\.deploy\.spec\.ts$/, use: { baseURL: `http://127.0.0.1:${NEXT_START_PORT}` } },
    { name: 'standalone', testMatch: /standalone\.deploy\.spec\.ts$/, use: { ...chromium, baseURL: `http://127.0.0.1:${STANDALONE_PORT}` } },
    { name: 'replicas', testMatch: /replicas\.deploy\.spec\.ts$/, use: { baseURL: replicasOrigin } },
  ],
  webServer: [
    {
      // Debian's redis-server, in the foreground so Playwright stops it; each target uses its own database number.
      command: `redis-server --port ${DEPLOY_REDIS_PORT} --bind 127.0.0.1 --save '' --appendonly no`,
      port: DEPLOY_REDIS_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // 16 chunks 60 ms apart: an answer takes about a second, so buffering anywhere would show.
      command: `npx tsx test/fake-upstream/cli.ts --port ${DEPLOY_FAKE_UPSTREAM_PORT} --token-delay-ms 60`,
      url: `http://127.0.0.1:${DEPLOY_FAKE_UPSTREAM_PORT}/__requests`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    // nginx with the README's snippet in front of one `npm start`, configured as the README says.
    npmStart({ port: BEHIND_NGINX_APP_PORT, database: 'behind-nginx.db', env: { ...modelAnswers, CHAT_TRUSTED_PROXY: 'x-real-ip', SITE_URL: nginxOrigin } }),
    {
      command: nginxFromReadme({ readmePath: 'README.md', folder: place('nginx'), listenPort: NGINX_PORT, upstreamPorts: [BEHIND_NGINX_APP_PORT] }),
      url: `${nginxOrigin}/api/health`,
      reuseExistingServer: false,
      timeout: 90_000,
    },
    {
      // As a serverless host runs Next: `next start`, no server.mjs; VERCEL=1 picks the preset; state in Redis.
      command: `./node_modules/.bin/next start -p ${NEXT_START_PORT} -H 127.0.0.1`,
      url: `http://127.0.0.1:${NEXT_START_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 90_000,
      env: productEnvironment({ VERCEL: '1', REDIS_URL: redis(1), CHAT_IP_HMAC_SECRET: sharedSecret, CHAT_RATE_PER_MINUTE: '3' }),
    },
    {
      // The standalone output assembled and started as the container image does (e2e/deploy/start-image.ts).
      command: `npx tsx e2e/deploy/start-image.ts --folder ${join(folder, 'app')}`,
      url: `http://127.0.0.1:${STANDALONE_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { RUN_ENV: JSON.stringify(productEnvironment({ PORT: String(STANDALONE_PORT), CHAT_RATE_PER_MINUTE: '3' })) },
    },
    // Two instances sharing one Redis (and one identity key), behind nginx with two upstream servers.
    ...REPLICA_PORTS.map((port, index) =>
      npmStart({
        port,
        database: `replica-${index}.db`,
        env: { ...modelAnswers, REDIS_URL: redis(2), CHAT_IP_HMAC_SECRET: sharedSecret, CHAT_TRUSTED_PROXY: 'x-real-ip', SITE_URL: replicasOrigin, ...replicaBudget },
      }),
    ),
    {
      command: nginxFromReadme({
        readmePath: 'README.md',
        folder: place('nginx-replicas'),
        listenPort: REPLICAS_NGINX_PORT,
        upstreamPorts: REPLICA_PORTS,
        // Test-only: which instance answered, so the test can see that both did.
        serverLines: ['add_header X-Test-Upstream $upstream_addr always;'],
      }),
      url: `${replicasOrigin}/api/health`,
      reuseExistingServer: false,
      timeout: 90_000,
    },
  ],
});
