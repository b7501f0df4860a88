import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { openVisitorRequestStore } from '@/lib/store';
import { profile } from '@/lib/knowledge/profile';
import { changeRequestAsOwner, deleteRequestAsOwner, type OwnerAction, ownerListing, ownerView, REFERENCE_PATTERN, terminalSafeJson } from '@/lib/visitor-requests';
import { createOwnerDispatchers, purgeExpiredRequests } from '@/lib/notifications';
import type { StoredVisitorRequest } from '@/lib/store';
import { loadScriptConfig } from '@/scripts/load-script-config';

const USAGE = 'usage: npm run requests -- list [--limit N] | confirm REF | decline REF | cancel REF | delete REF  [--json]';

/** Times are printed on the owner's clock: the schedule's zone, else this machine's. */
const OWNER_TIME_ZONE = profile.scheduling?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

function printRequest(request: StoredVisitorRequest): void {
  for (const line of ownerListing({ request, timeZone: OWNER_TIME_ZONE })) console.log(line);
}

/**
 * `npm run requests`: the owner's view of visitor requests in the store the app uses (REDIS_URL or
 * CHAT_DB_PATH), newest first, times on the owner's clock; confirm, decline, cancel or delete one by reference.
 * Retention runs first, and queued notifications (webhook, email) are delivered before the command ends.
 */
async function main(): Promise<number> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { json: { type: 'boolean', default: false }, limit: { type: 'string', default: '50' } } });
  const [command, reference] = positionals;
  const config = loadScriptConfig({ environment: process.env });
  if (!config) return 1;
  const limit = Number(values.limit);
  if (!command || !['list', 'confirm', 'decline', 'cancel', 'delete'].includes(command) || !Number.isInteger(limit) || limit < 1 || limit > 1000) {
    console.error(USAGE);
    return 2;
  }
  if (command !== 'list' && !REFERENCE_PATTERN.test(reference ?? '')) {
    console.error(`requests: ${JSON.stringify(reference ?? '')} is not a reference like R-7K2Q9D\n${USAGE}`);
    return 2;
  }
  const store = await openVisitorRequestStore({ config });
  const now = new Date();
  const print = (value: unknown, text: () => void) => (values.json ? console.log(terminalSafeJson(value)) : text());
  try {
    await purgeExpiredRequests({ store, retentionDays: config.CHAT_REQUEST_RETENTION_DAYS, now });
    if (command === 'list') {
      const requests = await store.list({ limit });
      const outbox = await store.outboxCounts();
      print({ requests: requests.map(ownerView), outbox }, () => {
        const channels = Object.entries(outbox).map(([channel, counts]) => `${channel} ${counts.pending} pending, ${counts.failed} given up`).join('; ');
        console.log(`store: ${config.REDIS_URL ? 'redis' : config.CHAT_DB_PATH}; ${requests.length} request(s), newest first, times in ${OWNER_TIME_ZONE}; outbox: ${channels}`);
        requests.forEach(printRequest);
      });
      return 0;
    }
    if (command === 'delete') {
      const deleted = await deleteRequestAsOwner({ store, config, reference: reference!, now, randomBytes });
      print({ deleted, reference }, () => console.log(deleted ? `${reference} deleted` : `${reference}: no such request`));
      return deleted ? 0 : 1;
    }
    const outcome = await changeRequestAsOwner({ store, config, reference: reference!, action: command as OwnerAction, now, randomBytes });
    if (!outcome.ok) {
      const reason = outcome.error === 'not_found' ? 'no such request' : `the request is ${outcome.status}, so it cannot be ${command === 'cancel' ? 'cancelled' : `${command}d`}`;
      print({ ok: false, error: outcome.error, ...(outcome.error === 'not_found' ? {} : { status: outcome.status }) }, () => console.error(`${reference}: ${reason}`));
      return 1;
    }
    print({ ok: true, request: ownerView(outcome.request) }, () => printRequest(outcome.request));
    return 0;
  } finally {
    const dispatchers = createOwnerDispatchers({ store, config, timeZone: OWNER_TIME_ZONE, now: () => new Date(), reportError: (message) => console.error(message) });
    for (const dispatcher of dispatchers) await dispatcher.run();
    await store.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`requests: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
