import { describe, expect, it } from 'vitest';
import { indexChunk } from '@/lib/retrieval/chunk-index';
import { makeChunk } from '@/lib/retrieval/chunk-fixture';

describe('indexChunk', () => {
  const chunk = makeChunk({
    id: 'experience-acme',
    title: 'Acme — Engineer',
    keywords: ['Patient', 'patient', 'Cuánto tiempo', 'where'],
    text: 'I built appointments.',
    localizedText: { es: 'Construí citas.' },
  });

  it('folds and dedupes keywords, and flags function-word keywords', () => {
    const index = indexChunk({ chunk });
    expect(index.keywords.map(({ keyword }) => keyword)).toEqual(['patient', 'cuanto tiempo', 'where']);
    expect(index.keywords.map(({ functionWordsOnly }) => functionWordsOnly)).toEqual([false, false, true]);
  });

  it('indexes the English and localized texts, and the title separately', () => {
    const index = indexChunk({ chunk });
    expect(index.bodyVariants.has('appointments')).toBe(true);
    expect(index.bodyVariants.has('citas')).toBe(true);
    expect(index.titleVariants.has('acme')).toBe(true);
    expect(index.bodyVariants.has('acme')).toBe(false);
  });

  it('finds each keyword by every variant of its first word', () => {
    const index = indexChunk({ chunk });
    expect(index.keywordsByFirstVariant.get('patient')).toEqual([0]);
    expect(index.keywordsByFirstVariant.get('cuanto')).toEqual([1]);
    expect(index.keywordsByFirstVariant.get('tiempo')).toBeUndefined();
    expect([...index.keywordsByFirstVariant.keys()].filter((variant) => variant.startsWith('es:'))).toContain('es:patient');
  });

  it('indexes a chunk once', () => {
    expect(indexChunk({ chunk })).toBe(indexChunk({ chunk }));
  });
});
