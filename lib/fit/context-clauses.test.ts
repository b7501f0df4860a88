import { describe, expect, it } from 'vitest';
import { genericVocabulary, scanConcepts } from '@/lib/fit/concept-vocabulary';
import { contextPositions, languageSettings } from '@/lib/fit/context-clauses';
import { cueHitsOf } from '@/lib/fit/posting-cues';
import { postingWords } from '@/lib/fit/posting-words';
import type { Locale } from '@/lib/contracts';

/** The words of a requirement that are context, with clauses cut at punctuation as the reader cuts them. */
function contextWords(text: string, locales: readonly Locale[], languageWord?: string): string[] {
  const words = postingWords({ text });
  let number = 0;
  const clause = words.map((word, index) => (index > 0 && /[,;.:]/.test(word.gapBefore) ? (number += 1) : number));
  const hits = cueHitsOf({ words: words.map((word) => word.folded), locales });
  const languageAt = languageWord === undefined ? [] : [words.findIndex((word) => word.raw === languageWord)];
  const context = contextPositions({ hits, clause, languageAt });
  return words.filter((_, index) => context.has(index)).map((word) => word.raw);
}

describe('contextPositions', () => {
  it('reads a reason as context, from its word to the end of its clause', () => {
    expect(contextWords('Es imprescindible que domines Python, porque todo nuestro backend de IA está escrito en él.', ['es', 'en'])).toEqual(['porque', 'todo', 'nuestro', 'backend', 'de', 'IA', 'está', 'escrito', 'en', 'él']);
    expect(contextWords('Da wir vollständig auf AWS laufen, setzen wir eine Zertifizierung voraus', ['de', 'en'])).toEqual(['Da', 'wir', 'vollständig', 'auf', 'AWS', 'laufen']);
  });

  it('reads a clause in which the employer speaks of itself, and asks nothing, as context', () => {
    expect(contextWords('Nuestra plataforma corre en Kubernetes sobre AWS, así que pedimos experiencia con Amazon EKS', ['es', 'en'])).toEqual(['Nuestra', 'plataforma', 'corre', 'en', 'Kubernetes', 'sobre', 'AWS']);
    expect(contextWords('Experience with our design system', ['en'])).toEqual([]);
  });

  it('reads what a language is for, and what is done for the employer, as context; not what follows a list joiner', () => {
    expect(contextWords('Alemán B2 para coordinar con nuestro equipo', ['es', 'en'], 'Alemán')).toEqual(['para', 'coordinar', 'con', 'nuestro', 'equipo']);
    expect(contextWords('Forecasting is a plus for our work on patient scheduling', ['en'])).toEqual(['for', 'our', 'work', 'on', 'patient', 'scheduling']);
    expect(contextWords('Du baust Features für unsere Plattform mit React', ['de', 'en'])).toEqual(['für', 'unsere', 'Plattform']);
    expect(contextWords('Python for data analysis', ['en'])).toEqual([]);
  });
});

describe('languageSettings', () => {
  const settings = (text: string, languageWord: string) => {
    const words = postingWords({ text });
    const mentions = scanConcepts({ words, vocabulary: genericVocabulary() });
    const hits = cueHitsOf({ words: words.map((word) => word.folded), locales: ['es', 'en'] });
    const at = languageSettings({ mentions, languageAt: [words.findIndex((word) => word.raw === languageWord)], hits, vocabulary: genericVocabulary() });
    return words.filter((_, index) => at.includes(index)).map((word) => word.raw);
  };

  it('reads a field named after a language as where it is spoken, unless the candidate is said to have it', () => {
    expect(settings('Valenciano (C1), muy útil en la atención a pacientes.', 'Valenciano')).toEqual(['pacientes']);
    expect(settings('Fluent German and experience with patients', 'German')).toEqual([]);
    expect(settings('Experience in healthcare and fluent German', 'German')).toEqual([]);
  });
});
