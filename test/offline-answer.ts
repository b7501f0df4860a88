import type { Locale } from '@/lib/contracts';
import { buildChunks } from '@/lib/knowledge';
import { composeOfflineAnswer } from '@/lib/offline';
import { resolveFollowUp, retrieve, type ConversationTurn } from '@/lib/retrieval';
import { fixtureProfile, type FixtureId } from '@/test/fixtures/profiles';

const today = new Date('2026-11-30T00:00:00Z');

/** The offline engine's answer to a question, for one fixture person, as the chat computes it (after `turns`, if any). */
export function offlineAnswer({ person, question, locale, turns = [] }: { person: FixtureId; question: string; locale: Locale; turns?: ConversationTurn[] }): string {
  const profile = fixtureProfile({ id: person });
  const chunks = buildChunks({ profile, today });
  // As the chat does: a question is resolved even with no earlier turn ("before joining Acme" names its anchor).
  const resolution = resolveFollowUp({ question, turns, profile });
  const retrieval = retrieve({ question: resolution.resolvedQuery, chunks, profile, limits: { maxChunks: 5, maxTokens: 2200, maxChunkChars: 1200 } });
  return composeOfflineAnswer({ question, locale, retrieval, profile, today, resolution }).text;
}
