/**
 * The ports of the deployment tests (playwright.deploy.config.ts), shifted by `E2E_PORT_OFFSET` like the main
 * browser tests' (e2e/ports.ts), and apart from them, so both suites can run on one machine.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

/** nginx with the README's snippet in front of one `npm start` server. */
export const NGINX_PORT = 3120 + offset;
export const BEHIND_NGINX_APP_PORT = 3121 + offset;
/** `next start` as a serverless host runs the app: no server.mjs, the Vercel preset, Redis. */
export const NEXT_START_PORT = 3122 + offset;
/** The standalone output assembled like the container image and started as its CMD. */
export const STANDALONE_PORT = 3123 + offset;
/** nginx with two upstream servers, both sharing one Redis. */
export const REPLICAS_NGINX_PORT = 3124 + offset;
export const REPLICA_PORTS = [3125 + offset, 3126 + offset] as const;
/** The deployment tests' own Redis and fake upstream. */
export const DEPLOY_REDIS_PORT = 6395 + offset;
export const DEPLOY_FAKE_UPSTREAM_PORT = 4020 + offset;
