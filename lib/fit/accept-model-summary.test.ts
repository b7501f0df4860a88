import { describe, expect, it } from 'vitest';
import { acceptModelSummary } from '@/lib/fit/accept-model-summary';
import { genericVocabulary } from '@/lib/fit/concept-vocabulary';
import type { FitResult } from '@/lib/fit/fit-types';

const result: FitResult = {
  requirements: [
    { text: '5+ years of TypeScript', verdict: 'evidence', importance: 'must', section: 'requirements', evidence: [{ chunkId: 'a', title: 'A', href: '/en#a', quote: 'Seven years of TypeScript at A.' }], matches: [] },
    { text: 'Kubernetes', verdict: 'no_evidence', importance: 'must', section: 'requirements', evidence: [], matches: [] },
  ],
  coverage: 0.5,
  summary: '',
};
const accept = (text: string) => acceptModelSummary({ text, result, vocabulary: genericVocabulary() });

describe('acceptModelSummary', () => {
  it('keeps three plain sentences that stay inside the table', () => {
    expect(accept('**Strong** TypeScript and JavaScript evidence for 5 years. Kubernetes is not shown. Coverage is 50%. Extra sentence.')).toBe(
      'Strong TypeScript and JavaScript evidence for 5 years. Kubernetes is not shown. Coverage is 50%.',
    );
  });

  it('refuses a technology, a number or a link the table does not hold', () => {
    expect(accept('Great Kubernetes and Terraform skills.')).toBeNull();
    expect(accept('She has 12 years of TypeScript.')).toBeNull();
    expect(accept('See https://example.com for more.')).toBeNull();
    expect(accept('   ')).toBeNull();
    expect(accept('CAREER')).toBeNull();
  });
});
