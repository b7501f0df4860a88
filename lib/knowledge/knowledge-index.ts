import { buildChunks } from '@/lib/knowledge/build-chunks';
import type { KnowledgeChunk } from '@/lib/knowledge/chunk-types';
import type { Profile } from '@/lib/knowledge/profile-schema';

let cached: { day: string; profile: Profile; chunks: KnowledgeChunk[] } | undefined;

/** The chunk index for `today`, rebuilt once per UTC day because durations are computed against the date. */
export function getKnowledgeIndex({ profile, today }: { profile: Profile; today: Date }): KnowledgeChunk[] {
  const day = today.toISOString().slice(0, 10);
  if (cached?.day !== day || cached.profile !== profile) {
    cached = { day, profile, chunks: buildChunks({ profile, today }) };
  }
  return cached.chunks;
}
