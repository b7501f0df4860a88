/**
 * Closed-catalog mode (contracts §8): facts derived from the profile, the selection prompt, strict
 * parsing of the model's choice and the rendering of approved wording. Imports contracts, i18n, knowledge,
 * offline, prompt, retrieval, text.
 */
export { createCatalogModel } from '@/lib/catalog/catalog-model';
export { buildCatalogCorePrompt, buildCatalogSystemPrompt } from '@/lib/catalog/catalog-prompt';
export { FACT_SEPARATOR, offeredFacts, type CatalogRefusalReason, type CatalogSelection } from '@/lib/catalog/catalog-selection';
export { findCatalogProblems } from '@/lib/catalog/check-catalog';
export { buildFactCatalog, type FactCatalog } from '@/lib/catalog/fact-catalog';
export { offerFacts } from '@/lib/catalog/offer-facts';
