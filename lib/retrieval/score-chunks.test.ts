import { describe, expect, it } from 'vitest';
import type { KnowledgeChunk } from '@/lib/knowledge';
import { makeChunk } from '@/lib/retrieval/chunk-fixture';
import type { Intent } from '@/lib/retrieval/intent-router';
import { explainScore, scoreChunks, type ScoreBreakdown } from '@/lib/retrieval/score-chunks';

const salary = makeChunk({
  id: 'boundary-salary',
  domain: 'boundaries',
  title: 'Declined topic: pay',
  keywords: ['salary', 'salario', 'expectativas salariales'],
  text: 'I do not discuss pay here.',
});
const acme = makeChunk({
  id: 'experience-acme',
  domain: 'experience',
  title: 'Acme Health — Engineer',
  audiences: ['recruiter', 'engineer'],
  keywords: ['acme', 'acme health', 'experience', 'proyectos'],
  text: 'I built scheduling at Acme Health with Go.',
  localizedText: { es: 'Construí la agenda de Acme Health con Go.' },
});
const globex = makeChunk({
  id: 'experience-globex',
  domain: 'experience',
  title: 'Globex — Engineer',
  audiences: ['recruiter'],
  keywords: ['globex', 'experience'],
  text: 'I built checkout at Globex.',
});
const health = makeChunk({ id: 'boundary-health', domain: 'boundaries', title: 'Declined topic: private life', keywords: ['health'], text: 'Private.' });
const blog = makeChunk({ id: 'blog-topics', domain: 'blog', title: 'Blog topics', keywords: ['blog', 'post', 'posts'], text: 'I write about web performance.' });
const chunks: KnowledgeChunk[] = [salary, acme, globex, health, blog];

function breakdownOf({ question, id, intent = 'general' }: { question: string; id: string; intent?: Intent }): ScoreBreakdown {
  const found = scoreChunks({ question, chunks, intent }).find(({ chunk }) => chunk.id === id);
  if (!found) throw new Error(`no chunk ${id}`);
  return found.breakdown;
}

describe('scoreChunks', () => {
  it('weighs a keyword unique to one chunk 3, and a keyword on n chunks 3/√n', () => {
    const unique = breakdownOf({ question: 'globex?', id: 'experience-globex' });
    expect(unique.keywordHits).toEqual([{ keyword: 'globex', sharedBy: 1, value: 3 }]);
    const shared = breakdownOf({ question: 'experience?', id: 'experience-globex' });
    expect(shared.keywordHits[0]?.value).toBeCloseTo(3 / Math.sqrt(2));
  });

  it('matches keywords across diacritics, case and same-locale plural stems', () => {
    expect(breakdownOf({ question: '¿SALARIO?', id: 'boundary-salary' }).keywordHits.map(({ keyword }) => keyword)).toEqual(['salario']);
    expect(breakdownOf({ question: '¿Cuál es tu expectativa salarial?', id: 'boundary-salary' }).keywordHits.map(({ keyword }) => keyword))
      .toEqual(['expectativas salariales']);
    expect(breakdownOf({ question: 'Tus proyecto', id: 'experience-acme' }).keywordHits.map(({ keyword }) => keyword)).toEqual(['proyectos']);
  });

  it('needs every word of a phrase keyword, consecutively', () => {
    expect(breakdownOf({ question: 'expectativas, no salariales', id: 'boundary-salary' }).keywordHits).toEqual([]);
  });

  it('counts keywords landing on the same words once', () => {
    expect(breakdownOf({ question: 'your last post', id: 'blog-topics' }).keywordHits.map(({ keyword }) => keyword)).toEqual(['post']);
  });

  it('gives nothing to a keyword inside a longer matched phrase, even of another chunk', () => {
    const boundary = breakdownOf({ question: 'What did you do at Acme Health?', id: 'boundary-health' });
    expect(boundary.keywordHits).toEqual([{ keyword: 'health', sharedBy: 1, value: 0, insidePhrase: 'acme health' }]);
    expect(boundary.score).toBe(0);
    const job = breakdownOf({ question: 'What did you do at Acme Health?', id: 'experience-acme' });
    expect(job.keywordHits.find(({ keyword }) => keyword === 'acme health')?.value).toBe(3);
  });

  it('counts title words 1 and other text words 0.35, each distinct content word once', () => {
    const breakdown = breakdownOf({ question: 'Engineer scheduling scheduling with the agenda', id: 'experience-acme' });
    expect(breakdown.titleOverlap).toEqual(['engineer']);
    expect(breakdown.bodyOverlap).toEqual(['scheduling', 'agenda']);
    expect(breakdown.score).toBe(1.7);
  });

  it('adds intent domain and audience boosts only to chunks with lexical evidence', () => {
    // 3 (keyword) + 1 (title word) + 1 (recruiter → experience) + 0.5 (recruiter audience)
    const boosted = breakdownOf({ question: 'globex', id: 'experience-globex', intent: 'recruiter' });
    expect(boosted.boosts.map(({ value }) => value)).toEqual([1, 0.5]);
    expect(boosted.score).toBe(5.5);
    expect(breakdownOf({ question: 'globex', id: 'experience-acme', intent: 'recruiter' }).score).toBe(0);
  });

  it('prefers a named declined topic over loosely related facts', () => {
    const breakdown = breakdownOf({ question: 'salary?', id: 'boundary-salary' });
    expect(breakdown.boosts).toEqual([{ reason: 'declined topic named in the question', value: 2 }]);
    expect(breakdown.score).toBe(5);
  });

  it('pushes non-blog chunks down under the blog intent', () => {
    const job = breakdownOf({ question: 'a blog post about Globex', id: 'experience-globex', intent: 'blog' });
    expect(job.boosts.at(-1)?.value).toBe(-2);
    const topics = breakdownOf({ question: 'a blog post about Globex', id: 'blog-topics', intent: 'blog' });
    expect(topics.score).toBeGreaterThan(job.score);
  });

  it('scores 0 when nothing matches, whatever the intent', () => {
    for (const { breakdown } of scoreChunks({ question: 'pineapple pizza', chunks, intent: 'recruiter' })) expect(breakdown.score).toBe(0);
  });

  it('keeps the input order', () => {
    expect(scoreChunks({ question: 'x', chunks, intent: 'general' }).map(({ chunk }) => chunk.id)).toEqual(chunks.map(({ id }) => id));
  });
});

describe('explainScore', () => {
  it('names every contribution with its value', () => {
    const reasons = explainScore({ breakdown: breakdownOf({ question: 'Experience at Globex, checkout?', id: 'experience-globex', intent: 'recruiter' }) });
    expect(reasons).toEqual([
      'keyword "globex" +3',
      'keyword "experience" +2.12 (shared by 2 chunks)',
      'title word "globex" +1',
      'text word "checkout" +0.35',
      'intent recruiter → domain experience +1',
      'intent recruiter → audience recruiter +0.5',
    ]);
  });
});
