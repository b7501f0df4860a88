import { z } from 'zod';
import { ConfigError, loadConfig } from '@/lib/config/config';
import { checkKnowledge, describeProfileIssues } from '@/lib/knowledge/check-knowledge';

function report(errors: string[]): number {
  console.error(`knowledge: ${errors.length} error(s)`);
  for (const error of errors) console.error(`- ${error}`);
  return 1;
}

/** `npm run knowledge:check`: validates the profile and its chunk index; exit code 1 on any error. */
async function main(): Promise<number> {
  let maxChunkChars: number;
  try {
    maxChunkChars = loadConfig({ environment: process.env }).CHAT_MAX_CHUNK_CHARS;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  // profile.ts validates on import, so an invalid profile surfaces here as a ZodError.
  let profileInput: unknown;
  try {
    ({ profileInput } = await import('@/lib/knowledge/profile'));
  } catch (error) {
    if (error instanceof z.ZodError) return report(describeProfileIssues({ issues: error.issues, input: undefined }));
    throw error;
  }
  // The command line is the edge where the clock is read: durations are computed as of now.
  const result = checkKnowledge({ profileInput, today: new Date(), maxChunkChars });
  if (!result.ok) return report(result.errors);
  console.log(`knowledge: OK — ${result.chunkCount} chunks`);
  return 0;
}

main().then((code) => {
  process.exitCode = code;
});
