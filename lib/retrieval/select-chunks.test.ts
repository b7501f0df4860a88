import { describe, expect, it } from 'vitest';
import { makeChunk } from '@/lib/retrieval/chunk-fixture';
import { compressText, selectChunks, type ScoredChunk } from '@/lib/retrieval/select-chunks';

function candidate(id: string, text: string, score = 1): ScoredChunk {
  return { chunk: makeChunk({ id, text }), score, text };
}

const roomy = { maxChunks: 5, maxTokens: 10_000, maxChunkChars: 10_000 };

describe('compressText', () => {
  it('leaves short text alone', () => {
    expect(compressText({ text: 'short', maxChars: 10 })).toBe('short');
  });

  it('cuts long text at a word boundary, ending with an ellipsis, within the budget', () => {
    const text = 'The quick brown fox jumps over the lazy dog';
    const compressed = compressText({ text, maxChars: 20 });
    expect(compressed).toBe('The quick brown fox…');
    expect(compressed.length).toBeLessThanOrEqual(20);
  });

  it('cuts inside a word when the last space is too far back', () => {
    expect(compressText({ text: 'a supercalifragilistic', maxChars: 10 })).toBe('a superca…');
  });
});

describe('selectChunks', () => {
  const five = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => candidate(id, `${id} text`));

  it('keeps at most maxChunks, or 3 beside a canonical hit', () => {
    expect(selectChunks({ candidates: five, limits: roomy, hasCanonical: false }).map(({ chunk }) => chunk.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(selectChunks({ candidates: five, limits: roomy, hasCanonical: true })).toHaveLength(3);
    expect(selectChunks({ candidates: five, limits: { ...roomy, maxChunks: 2 }, hasCanonical: true })).toHaveLength(2);
  });

  it('drops duplicate ids', () => {
    const selected = selectChunks({ candidates: [candidate('a', 'one'), candidate('a', 'two'), candidate('b', 'three')], limits: roomy, hasCanonical: false });
    expect(selected.map(({ chunk }) => chunk.id)).toEqual(['a', 'b']);
  });

  it('stops before the token budget, but always keeps two chunks', () => {
    const long = ['a', 'b', 'c'].map((id) => candidate(id, 'x'.repeat(400))); // 100 tokens each
    expect(selectChunks({ candidates: long, limits: { ...roomy, maxTokens: 250 }, hasCanonical: false })).toHaveLength(2);
    expect(selectChunks({ candidates: long, limits: { ...roomy, maxTokens: 10 }, hasCanonical: false })).toHaveLength(2);
    expect(selectChunks({ candidates: long, limits: { ...roomy, maxTokens: 300 }, hasCanonical: false })).toHaveLength(3);
  });

  it('compresses texts to maxChunkChars before counting tokens', () => {
    const selected = selectChunks({ candidates: [candidate('a', 'word '.repeat(100))], limits: { ...roomy, maxChunkChars: 50 }, hasCanonical: false });
    expect(selected[0]?.text.length).toBeLessThanOrEqual(50);
    expect(selected[0]?.text.endsWith('…')).toBe(true);
    expect(selected[0]?.chunk.text.length).toBe(500);
  });
});
