/**
 * The product's language knowledge in one place: a closed set of concepts (what a question asks about, how it
 * is shaped, how it refers back, fields of work) spelled once per language, folded once at load, and the
 * technology vocabulary with what each technology implies. Knows languages, never a person. Imports contracts,
 * text.
 */
export { ATTRIBUTES, CONCEPTS, DOMAINS, POSTING_CUES, REFERENCES, SHAPES, type Attribute, type Concept, type Domain, type PostingCue, type Reference, type Shape } from '@/lib/lexicon/concepts';
export { LANGUAGE_TERMS, LEXICON, type CompiledTerm } from '@/lib/lexicon/compile-lexicon';
export { conceptsIn, findConcepts, isLexiconWord, type ConceptHit } from '@/lib/lexicon/find-concepts';
export type { LanguageTerms } from '@/lib/lexicon/language-terms';
export { SPOKEN_LANGUAGE_CODES, SPOKEN_LANGUAGE_NAMES } from '@/lib/lexicon/spoken-languages';
export { NOT_TECHNOLOGIES, OTHER_INDUSTRIES, TECHNOLOGY_LEXICON, TECHNOLOGY_TERMS, type LexiconConcept } from '@/lib/lexicon/technologies';
export { POSTING_CONCEPTS } from '@/lib/lexicon/posting-concepts';
