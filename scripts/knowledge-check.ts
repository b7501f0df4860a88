import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { findCatalogProblems } from '@/lib/catalog';
import { OUTPUT_CHARS_PER_TOKEN_CEILING } from '@/lib/contracts';
import { checkKnowledge, InvalidProfileError } from '@/lib/knowledge';
import { loadScriptConfig } from '@/scripts/load-script-config';

function report(errors: string[]): number {
  console.error(`knowledge: ${errors.length} error(s)`);
  for (const error of errors) console.error(`- ${error}`);
  return 1;
}

/** `npm run knowledge:check`: validates the profile and its chunk index; exit code 1 on any error. */
async function main(): Promise<number> {
  const config = loadScriptConfig({ environment: process.env });
  if (!config) return 1;
  // profile.ts validates on import, so an invalid profile surfaces here, its problems named by id and field.
  let profileInput: unknown;
  let profile: Awaited<typeof import('@/lib/knowledge/profile')>['profile'];
  try {
    ({ profileInput, profile } = await import('@/lib/knowledge/profile'));
  } catch (error) {
    if (error instanceof InvalidProfileError) return report(error.problems);
    throw error;
  }
  // The command line is the edge where the clock is read: durations are computed as of now.
  const result = checkKnowledge({
    profileInput,
    today: new Date(),
    maxChunkChars: config.CHAT_MAX_CHUNK_CHARS,
    // The page serves `public/` at the site root: `/photo.jpg` is `public/photo.jpg`.
    publicFileExists: (path) => existsSync(join('public', path)),
  });
  for (const warning of result.warnings) console.warn(`knowledge: warning: ${warning}`);
  if (!result.ok) return report(result.errors);
  // Catalog mode shows up to three facts' approved wording together: the longest such answer must fit the answer limit.
  const catalogProblems = findCatalogProblems({ profile, maxAnswerChars: config.CHAT_MAX_TOKENS * OUTPUT_CHARS_PER_TOKEN_CEILING });
  if (catalogProblems.length > 0) return report(catalogProblems);
  console.log(`knowledge: OK — ${result.chunkCount} chunks in ${profile.locales.join(', ')}`);
  return 0;
}

main().then((code) => {
  process.exitCode = code;
});
