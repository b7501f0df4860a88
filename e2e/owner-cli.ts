import { spawnSync } from 'node:child_process';

/**
 * Runs the owner's `npm run requests` command against the store an e2e app uses (`store`: its CHAT_DB_PATH or
 * REDIS_URL), as the owner would on the same machine.
 */
export function runOwnerCli({ args, store }: { args: string[]; store: Record<string, string> }): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync('npx', ['tsx', '--conditions=react-server', 'scripts/requests.ts', ...args], {
    env: { ...process.env, ...store, OWNER_WEBHOOK_URL: '', OWNER_WEBHOOK_SECRET: '', SMTP_URL: '', OWNER_NOTIFY_EMAIL: '' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
