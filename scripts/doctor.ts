/** `npm run doctor`: prints the effective configuration (secrets masked) and checks the model ids at the provider. */
import { checkModels } from '@/lib/platform';
import { describeConfig } from '@/lib/config';
import { loadScriptConfig } from '@/scripts/load-script-config';

async function main(): Promise<number> {
  const config = loadScriptConfig({ environment: process.env });
  if (!config) return 1;
  process.stdout.write(`Effective configuration:\n${describeConfig({ config }).map((line) => `  ${line}`).join('\n')}\n\n`);

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

main().then((code) => process.exit(code));
