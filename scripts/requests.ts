import { parseArgs } from 'node:util';
import { openVisitorRequestStore } from '@/lib/store';
import { changeRequestAsOwner, deleteRequestAsOwner, type OwnerAction, publicVisitorRequest, REFERENCE_PATTERN } from '@/lib/visitor-requests';
import { createWebhookDispatcher, purgeExpiredRequests } from '@/lib/notifications';
import type { StoredVisitorRequest } from '@/lib/store';
import { loadScriptConfig } from '@/scripts/load-script-config';

const USAGE = 'usage: npm run requests -- list [--limit N] | confirm REF | decline REF | cancel REF | delete REF  [--json]';

/** One request as the owner sees it: everything, contact details included (this is the owner's own terminal). */
function ownerView(request: StoredVisitorRequest) {
  return { ...publicVisitorRequest(request), locale: request.locale, ...request.contact };
}

function printRequest(request: StoredVisitorRequest): void {
  const view = ownerView(request);
  const slot = view.slot ? `  slot ${view.slot.start} – ${view.slot.end}` : '';
  console.log(`${view.reference}  ${view.kind}  ${view.status}  created ${view.createdAt}  updated ${view.updatedAt}${slot}`);
  console.log(`  ${view.name} <${view.email}>${view.company ? `, ${view.company}` : ''} (${view.locale})`);
  console.log(`  ${view.message.replace(/\s+/g, ' ')}`);
}

/**
 * `npm run requests`: the owner's view of visitor requests in the store the app uses (REDIS_URL or
 * CHAT_DB_PATH), newest first; confirm, decline, cancel or delete one by reference. Retention runs first, and
 * queued webhook notifications are delivered before the command ends.
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
  const print = (value: unknown, text: () => void) => (values.json ? console.log(JSON.stringify(value)) : text());
  try {
    await purgeExpiredRequests({ store, retentionDays: config.CHAT_REQUEST_RETENTION_DAYS, now });
    if (command === 'list') {
      const requests = await store.list({ limit });
      const outbox = await store.outboxCounts();
      print({ requests: requests.map(ownerView), outbox }, () => {
        console.log(`store: ${config.REDIS_URL ? 'redis' : config.CHAT_DB_PATH}; ${requests.length} request(s), newest first; webhook outbox: ${outbox.pending} pending, ${outbox.failed} given up`);
        requests.forEach(printRequest);
      });
      return 0;
    }
    if (command === 'delete') {
      const deleted = await deleteRequestAsOwner({ store, config, reference: reference!, now });
      print({ deleted, reference }, () => console.log(deleted ? `${reference} deleted` : `${reference}: no such request`));
      return deleted ? 0 : 1;
    }
    const outcome = await changeRequestAsOwner({ store, config, reference: reference!, action: command as OwnerAction, now });
    if (!outcome.ok) {
      const reason = outcome.error === 'not_found' ? 'no such request' : `the request is ${outcome.status}, so it cannot be ${command === 'cancel' ? 'cancelled' : `${command}d`}`;
      print({ ok: false, error: outcome.error, ...(outcome.error === 'not_found' ? {} : { status: outcome.status }) }, () => console.error(`${reference}: ${reason}`));
      return 1;
    }
    print({ ok: true, request: ownerView(outcome.request) }, () => printRequest(outcome.request));
    return 0;
  } finally {
    if (config.OWNER_WEBHOOK_URL && config.OWNER_WEBHOOK_SECRET) {
      await createWebhookDispatcher({ store, url: config.OWNER_WEBHOOK_URL, secret: config.OWNER_WEBHOOK_SECRET, now: () => new Date(), reportError: (message) => console.error(message) }).run();
    }
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
