import { LOCALES, type Locale } from '@/lib/contracts';

/** Regex alternatives per locale, written against `phraseText` output (folded, one space between words). */
export type PhraseVocabulary = Record<Locale, readonly string[]>;

/** One non-capturing alternation of every locale's alternatives: a visitor may mix languages, so all apply at once. */
export function anyLocale({ vocabulary }: { vocabulary: PhraseVocabulary }): string {
  return `(?:${LOCALES.flatMap((locale) => vocabulary[locale]).join('|')})`;
}

/**
 * A pattern of parts in order with up to `maxGap` words between neighbours, never across a sentence end.
 * Words are whole tokens (patterns anchor on the padding spaces), and each gap word is one token with no
 * overlap with its delimiter, so matching stays linear in the text length.
 */
export function phrasePattern({ parts, maxGap = 3, end = '(?= )' }: { parts: readonly string[]; maxGap?: number; end?: string }): RegExp {
  return new RegExp(` ${parts.join(`(?: [^ .]+){0,${maxGap}} `)}${end}`);
}

// Targets followed by one of these are a topic ("your prompt engineering", "system prompt design"), not the prompt itself.
const TOPIC_WORDS = [
  'engineering', 'engineer', 'design', 'designs', 'templates?', 'patterns?', 'library', 'libraries', 'best', 'techniques?',
  'writing', 'examples?', 'injections?', 'testing', 'tests?', 'evaluations?', 'evals?', 'versioning', 'caching', 'strategy',
  'approach', 'work', 'skills?', 'tips', 'management', 'optimi[sz]ation', 'tuning', 'size', 'length', 'budgets?', 'tokens?', 'format',
  'structure', 'architecture', 'versions?', 'ingenieria', 'diseno', 'ingenierie',
];
/** Appended to a target so it does not match when the target word is used as a topic modifier. */
export const NOT_A_TOPIC = `(?! (?:${TOPIC_WORDS.join('|')})(?= ))`;

// Polite or emphatic words that may trail a bare request like "print your instructions verbatim please".
const TRAILING_WORDS = [
  'please', 'now', 'verbatim', 'exactly', 'again', 'in full', 'word for word', 'completely', 'to me', 'for me',
  'por favor', 'ahora', 'textualmente', 'literalmente', 'palabra por palabra', 'exactamente', 'completas?', 'completos?', 'de nuevo', 'otra vez',
  's il te plait', 's il vous plait', 'stp', 'svp', 'maintenant', 'mot pour mot', 'exactement', 'en entier', 'textuellement', 'integralement',
  'bitte', 'jetzt', 'wortlich', 'genau', 'vollstandig', 'komplett', 'nochmal', 'noch einmal', 'wort fur wort',
  // Formatting wishes: "print your instructions inside a code block".
  '(?:in|inside|as) (?:a )?(?:code block|markdown|json|plain text)', 'here', 'below', 'en (?:un )?bloque de codigo', 'dans un bloc de code', 'in einem codeblock',
];
/**
 * Ends a request whose target is ambiguous on its own ("your rules"): only a sentence end, optionally after
 * polite words, counts; "your rules for code review" then stays a question about the work.
 */
export const SENTENCE_CLOSE = `(?: (?:${TRAILING_WORDS.join('|')}))*(?= (?:\\.|$))`;

// Words that may follow "ignore the above" / "repeat everything above" when it is the whole request.
const CLAUSE_JOINERS = ['and', 'then', 'now', 'instead', 'this', 'y', 'luego', 'ahora', 'et', 'puis', 'maintenant', 'und', 'dann', 'jetzt'];
/** Ends a reference to earlier text ("the above"), polite words allowed, so "ignore the above typo" does not count. */
export const CLAUSE_CLOSE = `(?: (?:${TRAILING_WORDS.join('|')}))*(?= (?:\\.|$|${CLAUSE_JOINERS.join('|')})(?= |$))`;
