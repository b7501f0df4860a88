import type { KnowledgeChunk } from '@/lib/knowledge';

/** Test helper: a small hand-made chunk, so retrieval tests do not depend on the sample profile's wording. */
export function makeChunk(overrides: Partial<KnowledgeChunk> & Pick<KnowledgeChunk, 'id'>): KnowledgeChunk {
  return {
    domain: 'core_bio',
    title: overrides.id,
    anchor: 'about',
    keywords: [],
    audiences: ['general'],
    text: '',
    localizedText: {},
    localizedTitle: {},
    ...overrides,
  };
}
