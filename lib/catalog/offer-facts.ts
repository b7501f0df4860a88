import { DISCLOSURE_FACT_ID, type CatalogFact, type FactCatalog } from '@/lib/catalog/fact-catalog';
import type { RetrievalResult } from '@/lib/retrieval';

/**
 * The facts offered for one question, most relevant first: the canonical FAQ's answer when retrieval matched
 * one, then the facts of the retrieved chunks in retrieval order (a fact shares its chunk's id), then the
 * honesty line. A chunk without a fact (an overview the page does not show) offers nothing.
 */
export function offerFacts({ catalog, retrieval }: { catalog: FactCatalog; retrieval: Pick<RetrievalResult, 'canonical' | 'chunks'> }): CatalogFact[] {
  const ids = [
    ...(retrieval.canonical ? [`faq-${retrieval.canonical.id}`] : []),
    ...retrieval.chunks.map(({ chunk }) => chunk.id),
    DISCLOSURE_FACT_ID,
  ];
  return [...new Set(ids)].flatMap((id) => (Object.hasOwn(catalog, id) ? [catalog[id]!] : []));
}
