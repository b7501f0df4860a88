import type { Locale } from '@/lib/contracts';
import { buildChunks } from '@/lib/knowledge';
import { composeOfflineAnswer } from '@/lib/offline';
import { retrieve } from '@/lib/retrieval';
import { fixtureProfile, type FixtureId } from '@/test/fixtures/profiles';

const today = new Date('2026-11-30T00:00:00Z');

/** The offline engine's answer to a standalone question, for one fixture person, as the chat computes it. */
export function offlineAnswer({ person, question, locale }: { person: FixtureId; question: string; locale: Locale }): string {
  const profile = fixtureProfile({ id: person });
  const chunks = buildChunks({ profile, today });
  const retrieval = retrieve({ question, chunks, profile, limits: { maxChunks: 5, maxTokens: 2200, maxChunkChars: 1200 } });
  return composeOfflineAnswer({ question, locale, retrieval, profile, today }).text;
}
