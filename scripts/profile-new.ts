import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const TEMPLATE = 'scripts/profile-skeleton/profile.template.ts';
const LIVE_PROFILE = 'lib/knowledge/profile.ts';

/**
 * `npm run profile:new -- [--out path] [--force]`: writes the commented profile skeleton (every field,
 * four locales, TODOs where your facts go). It replaces the live profile only with --force: git keeps
 * what was there (`git checkout lib/knowledge/profile.ts` brings it back).
 */
function main(): number {
  const { values } = parseArgs({ options: { out: { type: 'string', default: LIVE_PROFILE }, force: { type: 'boolean', default: false } } });
  const target = resolve(values.out);
  if (existsSync(target) && !values.force) {
    console.error(`profile:new: ${values.out} exists. Run again with --force to replace it (git keeps the old one), or --out <path> to write elsewhere.`);
    return 1;
  }
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(resolve(TEMPLATE), target);
  console.log(`profile:new: wrote ${values.out}. Replace every TODO, then run: npm run knowledge:check, npm run ask -- "Who are you?", npm run eval`);
  return 0;
}

process.exitCode = main();
