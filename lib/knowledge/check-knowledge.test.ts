import { describe, expect, it } from 'vitest';
import { checkKnowledge, findChunkProblems } from '@/lib/knowledge/check-knowledge';
import type { KnowledgeChunk } from '@/lib/knowledge/chunk-types';
import { profileInput } from '@/lib/knowledge/profile';
import type { ProfileInput } from '@/lib/knowledge/profile-schema';

const today = new Date('2026-11-30T12:00:00Z');

function editedProfile(edit: (draft: ProfileInput) => void): ProfileInput {
  const draft = structuredClone(profileInput);
  edit(draft);
  return draft;
}

function chunk(overrides: Partial<KnowledgeChunk>): KnowledgeChunk {
  return {
    id: 'sample',
    domain: 'core_bio',
    title: 'Sample',
    anchor: 'about',
    keywords: ['sample'],
    audiences: ['general'],
    text: 'Sample text.',
    localizedText: { en: 'Sample text.', es: 'Texto.', fr: 'Texte.', de: 'Text.' },
    ...overrides,
  };
}

describe('checkKnowledge', () => {
  it('accepts the shipped profile', () => {
    const result = checkKnowledge({ profileInput, today, maxChunkChars: 1200 });
    expect(result).toEqual({ ok: true, errors: [], chunkCount: 31 });
  });

  it('reports a duplicated experience id', () => {
    const input = editedProfile((draft) => {
      const second = draft.experience[1];
      if (second) second.id = 'tidewater-labs';
    });
    const result = checkKnowledge({ profileInput: input, today, maxChunkChars: 1200 });
    expect(result.ok).toBe(false);
    expect(result.chunkCount).toBe(0);
    expect(result.errors.join('\n')).toContain('duplicate id experience:tidewater-labs');
  });

  it('names the path of an empty Spanish string, with the entry id', () => {
    const input = editedProfile((draft) => {
      const highlight = draft.experience[1]?.highlights[0];
      if (highlight) highlight.es = '  ';
    });
    const result = checkKnowledge({ profileInput: input, today, maxChunkChars: 1200 });
    expect(result.ok).toBe(false);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(/^profile\.experience\[1\] \(brightpath-health\)\.highlights\[0\]\.es: /);
  });

  it('reports a missing locale key', () => {
    const input = editedProfile((draft) => {
      draft.person.headline = { en: 'Engineer', es: 'Ingeniera', fr: 'Ingénieure' } as ProfileInput['person']['headline'];
    });
    const result = checkKnowledge({ profileInput: input, today, maxChunkChars: 1200 });
    expect(result.errors).toEqual([expect.stringMatching(/^profile\.person\.headline\.de: /)]);
  });

  it('reports over-long chunks against a small limit', () => {
    const result = checkKnowledge({ profileInput, today, maxChunkChars: 300 });
    expect(result.ok).toBe(false);
    expect(result.chunkCount).toBe(31);
    expect(result.errors).toContainEqual(
      expect.stringMatching(/^chunk "experience-tidewater-labs": text is \d+ characters, over the 300-character limit \(CHAT_MAX_CHUNK_CHARS\)$/),
    );
    expect(result.errors.some((error) => error.startsWith('chunk "location"'))).toBe(false);
  });

  it('reports two profile entries that produce the same chunk id', () => {
    const input = editedProfile((draft) => {
      const group = draft.skills.groups[0];
      if (group) group.id = 'not-offered';
    });
    const result = checkKnowledge({ profileInput: input, today, maxChunkChars: 1200 });
    expect(result.errors).toEqual([expect.stringContaining('chunk "skills-not-offered": duplicate id')]);
  });

  it('reports a chunk that has no keywords', () => {
    const input = editedProfile((draft) => {
      const boundary = draft.boundaries[0];
      if (boundary) boundary.keywords = { en: [], es: [], fr: [], de: [] };
    });
    const result = checkKnowledge({ profileInput: input, today, maxChunkChars: 1200 });
    expect(result.errors).toEqual([expect.stringContaining('chunk "boundary-salary": no keywords')]);
  });

  it('rejects input that is not a profile at all', () => {
    const result = checkKnowledge({ profileInput: null, today, maxChunkChars: 1200 });
    expect(result.ok).toBe(false);
    expect(result.errors[0]).toMatch(/^profile: /);
  });
});

describe('findChunkProblems', () => {
  it('reports missing and empty localized text', () => {
    const problems = findChunkProblems({
      chunks: [chunk({ localizedText: { en: 'Sample text.', es: ' ', de: 'Text.' } })],
      maxChunkChars: 1200,
    });
    expect(problems).toEqual(['chunk "sample": missing es text', 'chunk "sample": missing fr text']);
  });

  it('reports an over-long translation once, by locale', () => {
    const problems = findChunkProblems({
      chunks: [chunk({ localizedText: { en: 'Sample text.', es: 'x'.repeat(40), fr: 'Texte.', de: 'Text.' } })],
      maxChunkChars: 20,
    });
    expect(problems).toEqual(['chunk "sample": es text is 40 characters, over the 20-character limit (CHAT_MAX_CHUNK_CHARS)']);
  });

  it('accepts well-formed chunks', () => {
    expect(findChunkProblems({ chunks: [chunk({}), chunk({ id: 'other' })], maxChunkChars: 1200 })).toEqual([]);
  });
});
