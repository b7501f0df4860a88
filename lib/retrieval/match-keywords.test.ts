import { describe, expect, it } from 'vitest';
import { indexChunk } from '@/lib/retrieval/chunk-index';
import { makeChunk } from '@/lib/retrieval/chunk-fixture';
import { matchKeywords, prepareQuestion } from '@/lib/retrieval/match-keywords';

function evidenceFor(question: string, keywordLists: string[][]) {
  const indexes = keywordLists.map((keywords, position) => indexChunk({ chunk: makeChunk({ id: `chunk-${position}`, keywords }) }));
  return matchKeywords({ question: prepareQuestion({ question }), indexes });
}

describe('prepareQuestion', () => {
  it('keeps every word for phrases and the distinct content words for overlap', () => {
    const prepared = prepareQuestion({ question: 'Where is the Orbit, the orbit?' });
    expect(prepared.words).toHaveLength(6);
    expect(prepared.contentWords.map(({ word }) => word)).toEqual(['orbit']);
  });
});

describe('matchKeywords', () => {
  it('counts how many chunks point at the same question words', () => {
    const [first, second, third] = evidenceFor('any experience?', [['experience'], ['experiences'], ['globex']]);
    expect(first).toEqual([{ keyword: 'experience', functionWordsOnly: false, sharedBy: 2 }]);
    expect(second?.[0]?.sharedBy).toBe(2);
    expect(third).toEqual([]);
  });

  it('names the longer phrase that absorbs a shorter keyword', () => {
    const [boundary, job] = evidenceFor('What about Acme Health?', [['health'], ['acme health', 'acme']]);
    expect(boundary?.[0]?.insidePhrase).toBe('acme health');
    expect(job?.map(({ keyword, insidePhrase }) => [keyword, insidePhrase])).toEqual([
      ['acme health', undefined],
      ['acme', 'acme health'],
    ]);
  });

  it('does not stem-match across languages the question is not written in', () => {
    expect(evidenceFor('What kind of roles?', [['kinder']])).toEqual([[]]);
    expect(evidenceFor('Hast du Kinder?', [['kind']])[0]?.map(({ keyword }) => keyword)).toEqual(['kind']);
  });

  it('keeps the chunk order among the keywords found through the question words: the earlier one claims the span', () => {
    expect(evidenceFor('Any blog posts?', [['posts', 'post']])[0]?.map(({ keyword }) => keyword)).toEqual(['posts']);
    expect(evidenceFor('Any blog posts?', [['post', 'posts']])[0]?.map(({ keyword }) => keyword)).toEqual(['post']);
  });

  it('matches a phrase whose first word comes late in the question, and not a phrase whose later words are missing', () => {
    const [chunk] = evidenceFor('Tell me about the design system work', [['design system', 'system design', 'design review']]);
    expect(chunk?.map(({ keyword }) => keyword)).toEqual(['design system']);
  });

  it('flags keywords made only of function words', () => {
    expect(evidenceFor('Where are you?', [['where']])[0]?.[0]?.functionWordsOnly).toBe(true);
  });
});
