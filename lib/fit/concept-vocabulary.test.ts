import { describe, expect, it } from 'vitest';
import { extendVocabulary, genericVocabulary, impliedClosure, scanConcepts } from '@/lib/fit/concept-vocabulary';
import { postingWords } from '@/lib/fit/posting-words';

const scan = (text: string, vocabulary = genericVocabulary(), lenient = false) =>
  scanConcepts({ words: postingWords({ text }), vocabulary, lenient }).map((mention) => mention.ids.join('|'));

describe('scanConcepts', () => {
  it('maps generic synonyms in four languages to one concept', () => {
    expect(scan('JS, TS, Postgres, k8s, CI/CD')).toEqual(['javascript', 'typescript', 'postgresql', 'kubernetes', 'ci-cd']);
    expect(scan('integración continua, intégration continue, kontinuierliche Integration')).toEqual(['ci-cd', 'ci-cd', 'ci-cd']);
  });

  it('takes the longest phrase: React Native is not React, mobile-first is not mobile', () => {
    expect(scan('React Native and React')).toEqual(['react-native', 'react']);
    expect(scan('mobile-first layouts')).toEqual(['responsive-design']);
  });

  it('matches everyday words only as written: "Go" and "React", never "let\'s go" or "react quickly"', () => {
    expect(scan('Experience with Go')).toEqual(['go']);
    expect(scan("let's go and react quickly")).toEqual([]);
    expect(scan('go', genericVocabulary(), true)).toEqual(['go']);
  });

  it('keeps neighbouring products apart and everyday words out', () => {
    expect(scan('Vercel, Cloudflare Workers')).toEqual(['vercel', 'cloudflare']);
    expect(scan('Bereitschaft zu Dienstreisen; Rufbereitschaft')).toEqual(['on-call']);
  });

  it('meets a term with an inflected ending, only on longer terms', () => {
    expect(scan('Erfahrung mit Design-Systemen und Designsystemen')).toEqual(['design-systems', 'design-systems']);
    expect(scan('a scalar value')).toEqual([]);
  });

  it('meets an owner’s term in the other grammatical gender, as postings write it', () => {
    const vocabulary = extendVocabulary({ terms: ['evaluadora', 'Gutachterin', 'évaluatrice'] });
    expect(scan('Experiencia como evaluador/a independiente', vocabulary)).toEqual(['term:evaluadora']);
    expect(scan('Erfahrung als Gutachter:in', vocabulary)).toEqual(['term:gutachterin']);
    expect(scan('Un poste d’évaluateur', vocabulary)).toEqual(['term:evaluatrice']);
  });

  it('reads a closed compound as a kind of its head, never of its first part', () => {
    expect(scan('Zeitreihenprognosen für die Nachfrage')).toEqual(scan('forecasting'));
    expect(scan('Cybersecurity')).toEqual(scan('security'));
    expect(scan('Pythonkurse')).toEqual([]);
  });

  it('keeps a national accessibility rule apart from WCAG: it implies accessibility, WCAG does not imply it', () => {
    const vocabulary = genericVocabulary();
    expect(scan('Barrierefreiheit nach BITV 2.0')).toEqual(['accessibility', 'bitv']);
    expect([...impliedClosure({ ids: ['rgaa'], vocabulary })]).toContain('accessibility');
    expect([...impliedClosure({ ids: ['accessibility'], vocabulary })]).not.toContain('rgaa');
  });

  it('reads a multi-word name written as one word', () => {
    expect(scan('Designsystem und NextJS')).toEqual(['design-systems', 'nextjs']);
  });
});

describe('extendVocabulary', () => {
  it('adds a profile term the lexicon does not name, implying the concepts inside it', () => {
    const vocabulary = extendVocabulary({ terms: ['LLM integration', 'React', 'background sync'] });
    expect(scan('LLM integration and background sync', vocabulary)).toEqual(['term:llm integration', 'term:background sync']);
    expect(vocabulary.concepts.get('term:llm integration')?.implies).toEqual(['llm']);
    // "React" is already a lexicon concept (matched as written): no lower-case twin is added.
    expect(vocabulary.concepts.has('term:react')).toBe(false);
  });
});

describe('impliedClosure', () => {
  it('follows what a concept is evidence for, never the other way', () => {
    const closure = impliedClosure({ ids: ['nextjs'], vocabulary: genericVocabulary() });
    expect([...closure]).toEqual(expect.arrayContaining(['nextjs', 'react', 'frontend', 'javascript', 'web-development']));
    expect(impliedClosure({ ids: ['frontend'], vocabulary: genericVocabulary() }).has('react')).toBe(false);
  });
});
