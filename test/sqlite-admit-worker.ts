/**
 * A separate process admitting against one SQLite file, for the cross-process test.
 * Usage: sqlite-admit-worker.ts <db path> <admissions> <start at epoch ms>; prints the admitted count.
 */
import { openAdmissionStore } from '@/lib/store';

async function main(): Promise<void> {
  const [path, count, startAt] = process.argv.slice(2);
  if (!path || !count || !startAt) throw new Error('usage: sqlite-admit-worker.ts <db path> <admissions> <start at>');
  // The app's own store: it waits for the other process's lock (with timers) instead of failing at once.
  const store = await openAdmissionStore({ config: { CHAT_DB_PATH: path, REDIS_URL: undefined } });
  // Both processes wait for the same instant so their admissions really overlap.
  while (Date.now() < Number(startAt)) await new Promise((resolve) => setTimeout(resolve, 1));
  let admitted = 0;
  for (let index = 0; index < Number(count); index += 1) {
    const decision = await store.admit({
      clientId: 'shared-client',
      day: '2026-11-30',
      nowMs: Date.parse('2026-11-30T12:00:00Z'),
      upstream: true,
      reserveMicroUsd: 100,
      limits: { perMinute: 7, perDay: 1000, dailyCallCeiling: 1000, dailyBudgetMicroUsd: 1_000_000 },
    });
    if (decision.admitted) admitted += 1;
  }
  await store.close();
  process.stdout.write(String(admitted));
}

void main();
