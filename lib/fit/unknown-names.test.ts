import { describe, expect, it } from 'vitest';
import { genericVocabulary, scanConcepts } from '@/lib/fit/concept-vocabulary';
import { postingWords } from '@/lib/fit/posting-words';
import { isPlaceName, unknownNames } from '@/lib/fit/unknown-names';

/** The unknown names of a text, read against the generic vocabulary, as a reader of a non-German posting does. */
function names(text: string, { capitalNames = true }: { capitalNames?: boolean } = {}): string[] {
  const words = postingWords({ text });
  const concepts = scanConcepts({ words, vocabulary: genericVocabulary() });
  const covered = new Set(concepts.flatMap((mention) => Array.from({ length: mention.end - mention.start }, (_, offset) => mention.start + offset)));
  const joiners = new Set(words.flatMap((word, index) => (['and', 'or'].includes(word.folded) ? [index] : [])));
  const means = new Set(words.flatMap((word, index) => (['with', 'con'].includes(word.folded) ? [index] : [])));
  return unknownNames({ words, concepts, covered, cued: new Set(), joiners, means, capitalNames }).names.map((mention) => mention.surface);
}

describe('unknownNames', () => {
  it('reads standards with their number, names beside a known one and names listed with one', () => {
    expect(names('Knowledge of ISO 21434')).toEqual(['ISO 21434']);
    expect(names('Experience with Kafka Streams')).toEqual(['Kafka Streams']);
    expect(names('SERCOS and EtherCAT')).toEqual(['SERCOS']);
  });

  it('reads names spelled like products listed together, not capitalised names that may be places', () => {
    expect(names('Publications at NeurIPS, ICML or ICLR')).toEqual(['NeurIPS', 'ICML', 'ICLR']);
    expect(names('Offices in Paris, Lyon or Nantes')).toEqual([]);
  });

  it('reads a name spelled like a product right after a word of means, not a name spelled like a department', () => {
    expect(names('Trazabilidad de requisitos con IBM DOORS')).toEqual(['IBM DOORS']);
    expect(names('Experience with Apache NiFi')).toEqual(['Apache NiFi']);
    expect(names('Trabajarás con GStreamer para el flujo de vídeo')).toEqual(['GStreamer']);
    expect(names('Coordinarás con Recursos Humanos')).toEqual([]);
    expect(names('You will work with the CTO')).toEqual([]);
  });

  it('reads a capitalised name after a known name and its kind as that one product, not a German noun after an adjective', () => {
    expect(names('Experience with the Rust toolchain Ferrocene')).toEqual(['Rust toolchain Ferrocene']);
    expect(names('Erfahrung mit der qualifizierten Rust-Toolchain Ferrocene', { capitalNames: false })).toEqual(['Rust-Toolchain Ferrocene']);
    expect(names('Erfahrung mit DSGVO-konformer Verarbeitung von Gesundheitsdaten', { capitalNames: false })).toEqual([]);
    expect(names('Rust toolchain experience')).toEqual([]);
  });

  it('reads a short prefix or a dotted name joined to a known name as a product of its own', () => {
    expect(names('Experience with T-SQL')).toEqual(['T-SQL']);
    expect(names('WebGL or Three.js')).toContain('Three.js');
    expect(names('Charts with D3.js')).toEqual(['D3.js']);
    expect(names('Experience with JavaScript')).toEqual([]);
  });

  it('knows a capital after a place preposition for a place', () => {
    const words = postingWords({ text: 'Hybrid in Munich' });
    expect(isPlaceName(words, 2)).toBe(true);
    expect(isPlaceName(words, 0)).toBe(false);
  });
});
