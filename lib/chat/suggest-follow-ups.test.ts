import { describe, expect, it } from 'vitest';
import { MAX_FOLLOW_UPS } from '@/lib/contracts';
import { suggestFollowUps } from '@/lib/chat/suggest-follow-ups';
import { LOCALES } from '@/lib/contracts';
import { buildChunks } from '@/lib/knowledge';
import { resolveFollowUp, retrieve } from '@/lib/retrieval';
import { FIXTURE_PROFILES } from '@/test/fixtures/profiles';

const today = new Date('2026-11-30T00:00:00Z');
const limits = { maxChunks: 5, maxTokens: 2200, maxChunkChars: 1200 };

describe.each(FIXTURE_PROFILES)('suggestFollowUps for the $label fixture', ({ profile }) => {
  const chunks = buildChunks({ profile, today });
  const suggest = (question: string, locale: (typeof LOCALES)[number]) => {
    const resolution = resolveFollowUp({ question, turns: [], profile });
    return suggestFollowUps({ question, locale, profile, resolution, retrieval: retrieve({ question, chunks, profile, limits, resolution }) });
  };

  it('suggests two or three questions about the employer just discussed, in the page’s language', () => {
    const job = profile.experience[0];
    for (const locale of LOCALES) {
      const suggestions = suggest(`${job?.company}?`, locale);
      expect(suggestions.length).toBeGreaterThanOrEqual(2);
      expect(suggestions.length).toBeLessThanOrEqual(MAX_FOLLOW_UPS);
      expect(suggestions[0]).toContain(job?.company);
    }
  });

  it('never suggests the question just asked', () => {
    const suggestions = suggest('When can you start?', 'en');
    expect(suggestions).not.toContain('When can you start?');
    expect(suggestions.length).toBeGreaterThanOrEqual(2);
  });

  it('suggests what a project is built with after a project answer', () => {
    const project = profile.projects[0];
    if (!project) return;
    const suggestions = suggest(`Tell me about ${project.name}`, 'de');
    expect(suggestions.some((suggestion) => suggestion.startsWith('Womit'))).toBe(true);
  });
});
