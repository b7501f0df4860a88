import { parseArgs } from 'node:util';
import { formatStats } from '@/lib/admission';
import { openAdmissionStore, openVisitorRequestStore, recentUtcDays } from '@/lib/store';
import { loadScriptConfig } from '@/scripts/load-script-config';

/**
 * `npm run stats [-- --days 14]`: per UTC day, spend, upstream calls, rejections by code, answers by mode and
 * how many questions retrieved nothing (counts only: the store holds no visitor text), from the configured store.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({ options: { days: { type: 'string', default: '7' } } });
  const count = Number(values.days);
  if (!Number.isInteger(count) || count < 1 || count > 400) {
    console.error(`stats: --days must be a whole number from 1 to 400, got ${JSON.stringify(values.days)}`);
    return 2;
  }
  const config = loadScriptConfig({ environment: process.env });
  if (!config) return 1;
  const [store, requests] = await Promise.all([openAdmissionStore({ config }), openVisitorRequestStore({ config })]);
  try {
    const days = await store.stats({ days: recentUtcDays({ today: new Date(), count }) });
    console.log(`store: ${config.REDIS_URL ? 'redis' : config.CHAT_DB_PATH}`);
    console.log(formatStats({ days }));
    const counts = await requests.countByKindAndStatus();
    console.log(`\nvisitor requests kept now, by kind and status: ${counts.length ? counts.map(({ kind, status, count }) => `${kind}/${status}=${count}`).join(' ') : 'none'}`);
  } finally {
    await Promise.all([store.close(), requests.close()]);
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`stats: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
