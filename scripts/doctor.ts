/**
 * `npm run doctor`: prints the effective configuration (secrets masked), the production checks (who tells the
 * visitor's address, where the state and the identity key live, what is wrong with that) and checks the model
 * ids at the provider. Warnings leave the exit code alone; a missing model or a bad configuration sets it to 1.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkModels, deploymentReport } from '@/lib/platform';
import { describeConfig, type ServerConfig } from '@/lib/config';
import { openAdmissionStore, recentUtcDays, type IdentityNotice } from '@/lib/store';
import { loadScriptConfig } from '@/scripts/load-script-config';

/** Days of identity notices the check reads back. */
const NOTICE_DAYS = 7;

async function main(): Promise<number> {
  const config = loadScriptConfig({ environment: process.env });
  if (!config) return 1;
  process.stdout.write(`Effective configuration:\n${describeConfig({ config }).map((line) => `  ${line}`).join('\n')}\n\n`);

  const { noticeDays, storeError } = await readNoticeDays({ config });
  const report = deploymentReport({ config, environment: process.env, noticeDays });
  const warnings = [...(storeError ? [`the store could not be read (${storeError}): every chat would answer "temporarily unavailable".`] : []), ...report.warnings];
  process.stdout.write(`Deployment:\n${report.facts.map((line) => `  ${line}`).join('\n')}\n`);
  process.stdout.write(warnings.length === 0 ? '  ok: no deployment warnings\n\n' : `${warnings.map((line) => `  WARN ${line}`).join('\n')}\n  ${warnings.length} deployment warning${warnings.length === 1 ? '' : 's'}\n\n`);

  const target =
    config.CHAT_PROVIDER === 'groq'
      ? { baseURL: config.GROQ_BASE_URL, apiKey: config.GROQ_API_KEY, modelIds: [config.GROQ_MODEL, config.GROQ_CLASSIFIER_MODEL] }
      : config.CHAT_PROVIDER === 'openai-compatible' && config.LLM_BASE_URL && config.LLM_MODEL
        ? { baseURL: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, modelIds: [config.LLM_MODEL, config.LLM_CLASSIFIER_MODEL ?? config.LLM_MODEL] }
        : null;
  if (!target) {
    process.stdout.write('Provider: offline (no API key set): answers come from the embedded offline engine.\n');
    return 0;
  }
  process.stdout.write(`Provider: ${config.CHAT_PROVIDER} at ${target.baseURL}\n`);
  const checks = await checkModels({ ...target, modelIds: [...new Set(target.modelIds)], fetch: globalThis.fetch, timeoutMs: 10_000 });
  for (const check of checks) {
    const mark = check.exists === true ? 'ok' : check.exists === false ? 'MISSING' : 'unknown';
    process.stdout.write(`  ${mark.padEnd(8)} ${check.modelId}: ${check.detail}\n`);
  }
  return checks.some((check) => check.exists === false) ? 1 : 0;
}

/**
 * The days on which the running servers recorded each identity doubt. A SQLite file that does not exist yet has
 * seen no request (and the doctor does not create it); a store that cannot be opened is itself the finding.
 */
async function readNoticeDays({ config }: { config: ServerConfig }): Promise<{ noticeDays: Partial<Record<IdentityNotice, string[]>>; storeError?: string }> {
  if (!config.REDIS_URL && !existsSync(resolve(config.CHAT_DB_PATH))) return { noticeDays: {} };
  let store;
  try {
    store = await openAdmissionStore({ config });
  } catch (error) {
    return { noticeDays: {}, storeError: error instanceof Error ? error.message : String(error) };
  }
  try {
    const days = await store.stats({ days: recentUtcDays({ today: new Date(), count: NOTICE_DAYS }) });
    const noticeDays: Partial<Record<IdentityNotice, string[]>> = {};
    for (const day of days) {
      for (const [notice, count] of Object.entries(day.identityNotices) as [IdentityNotice, number][]) if (count > 0) (noticeDays[notice] ??= []).push(day.day);
    }
    return { noticeDays };
  } finally {
    await store.close();
  }
}

main().then((code) => process.exit(code));
