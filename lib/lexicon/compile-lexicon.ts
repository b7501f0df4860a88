import { LOCALES, type Locale } from '@/lib/contracts';
import { ATTRIBUTES, CONCEPTS, DOMAINS, POSTING_CUES, type Concept } from '@/lib/lexicon/concepts';
import type { LanguageTerms } from '@/lib/lexicon/language-terms';
import { de } from '@/lib/lexicon/terms/de';
import { en } from '@/lib/lexicon/terms/en';
import { es } from '@/lib/lexicon/terms/es';
import { fr } from '@/lib/lexicon/terms/fr';
import { splitWords } from '@/lib/text';

export const LANGUAGE_TERMS: Record<Locale, LanguageTerms> = { en, es, fr, de };

/** A term folded once: its words, and whether the last one is a beginning ("mentor*"). */
export interface CompiledTerm {
  concept: Concept;
  locale: Locale;
  /** As written in the terms file. */
  written: string;
  words: readonly string[];
  prefix: boolean;
  /**
   * Written `~word`: the word also commonly means something else ("write" code or to someone, "expectations" of a
   * tool or of pay, "erreichen" a goal or a person), so it names the concept only when nothing else in the clause
   * says what is asked.
   */
  weak: boolean;
}

/** German builds compounds: a term of this many letters also matches at the end of a longer word ("Wunschgehalt"). */
export const COMPOUND_HEAD_MIN_LETTERS = 5;

/** The mark of a weak term, before its first letter. */
export const WEAK_MARK = '~';

function compileTerm({ written, concept, locale }: { written: string; concept: Concept; locale: Locale }): CompiledTerm {
  const weak = written.startsWith(WEAK_MARK);
  const spelled = weak ? written.slice(WEAK_MARK.length) : written;
  const prefix = spelled.endsWith('*');
  return { concept, locale, written: spelled, words: splitWords({ text: prefix ? spelled.slice(0, -1) : spelled }), prefix, weak };
}

/** Beginnings and compound heads are looked up by this many letters (every beginning has at least three). */
export const INDEX_LETTERS = 3;

function indexBy(terms: readonly CompiledTerm[], key: (term: CompiledTerm) => string): Map<string, CompiledTerm[]> {
  const index = new Map<string, CompiledTerm[]>();
  for (const term of terms) index.set(key(term), [...(index.get(key(term)) ?? []), term]);
  return index;
}

/**
 * Every term of every language, folded once at load, indexed by its first word, beginnings by their first
 * letters and German compound heads by their last letters (so a word is compared with few terms).
 */
function compile(): {
  terms: CompiledTerm[];
  byFirstWord: Map<string, CompiledTerm[]>;
  prefixes: CompiledTerm[];
  compoundHeads: CompiledTerm[];
  prefixesByStart: Map<string, CompiledTerm[]>;
  compoundHeadsByEnd: Map<string, CompiledTerm[]>;
} {
  const terms = LOCALES.flatMap((locale) => CONCEPTS.flatMap((concept) => LANGUAGE_TERMS[locale][concept].map((written) => compileTerm({ written, concept, locale }))))
    .filter((term) => term.words.length > 0);
  const byFirstWord = new Map<string, CompiledTerm[]>();
  for (const term of terms) {
    if (term.prefix && term.words.length === 1) continue;
    const first = term.words[0] as string;
    byFirstWord.set(first, [...(byFirstWord.get(first) ?? []), term]);
  }
  const prefixes = terms.filter((term) => term.prefix && term.words.length === 1);
  // Compounds close on nouns ("Wunsch-gehalt", "Gesundheits-branche", "Englisch-kenntnisse"), never on question words ("irgend-welche").
  const nouns = new Set<string>([...ATTRIBUTES, ...DOMAINS.map((domain) => `domain:${domain}`), ...POSTING_CUES]);
  const compoundHeads = terms.filter((term) => term.locale === 'de' && nouns.has(term.concept) && term.words.length === 1 && (term.words[0] as string).length >= COMPOUND_HEAD_MIN_LETTERS);
  return {
    terms,
    byFirstWord,
    prefixes,
    compoundHeads,
    prefixesByStart: indexBy(prefixes, (term) => (term.words[0] as string).slice(0, INDEX_LETTERS)),
    compoundHeadsByEnd: indexBy(compoundHeads, (term) => (term.words[0] as string).slice(-INDEX_LETTERS)),
  };
}

export const LEXICON = compile();
