import type { Concept } from '@/lib/lexicon/concepts';

/**
 * One language's spelling of every concept: words, `stem*` beginnings (at least three letters before the star),
 * and short expressions (two words, or three whose middle is a function word: "permiso de trabajo"). A leading `~`
 * marks a word that also commonly means something else: it names the concept only when nothing else in its clause does.
 */
export type LanguageTerms = Record<Concept, readonly string[]>;
