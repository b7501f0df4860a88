/**
 * The ports of the e2e servers. `E2E_PORT_OFFSET` shifts them all, so two checkouts on one machine
 * can run their browser tests at the same time without reusing each other's servers.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

/** The offline app (no key: the offline engine answers). */
export const OFFLINE_PORT = 3100 + offset;
/** The same build in model mode, talking to the fake upstream instead of Groq. */
export const MODEL_PORT = 3101 + offset;
/** The same build in closed-catalog mode (CHAT_ANSWER_MODE=catalog), also against the fake upstream. */
export const CATALOG_PORT = 3102 + offset;
/** test/fake-upstream, out of process. */
export const FAKE_UPSTREAM_PORT = 4010 + offset;
/** The offline build with its limits, ledger and visitor requests in Redis. */
export const REDIS_APP_PORT = 3105 + offset;
/** The redis-server that app uses, started by Playwright. */
export const REDIS_PORT = 6390 + offset;
/** Builds whose store is down (Redis refused, SQLite file unopenable): every request call must answer SYSTEM. */
export const REDIS_OUTAGE_PORT = 3106 + offset;
export const SQLITE_OUTAGE_PORT = 3107 + offset;
/** SMTP sinks the request specs start themselves, one per store's app, for the owner's mail. */
export const SQLITE_SMTP_PORT = 2525 + offset;
export const REDIS_SMTP_PORT = 2526 + offset;
