import { KEYWORD_ALIASES } from '@/lib/knowledge';
import type { Profile } from '@/lib/knowledge';
import { foldText, splitWords } from '@/lib/text';

/** Every word and phrase the profile uses, in any locale: the test for "the profile mentions it". */
export interface ProfileVocabulary {
  /** Folded words, plus whole tokens with punctuation removed ("next.js" → "nextjs"). */
  words: ReadonlySet<string>;
  /** Each profile string's folded words, space-joined and padded, for phrase look-ups. */
  phrases: string;
}

const cache = new WeakMap<Profile, ProfileVocabulary>();

/** FAQ patterns are regular-expression sources, not facts, so they never count as mentions. */
const SKIPPED_KEYS = new Set(['patterns']);

function collectStrings(value: unknown, into: string[]): void {
  if (typeof value === 'string') into.push(value);
  else if (typeof value === 'number') into.push(String(value));
  else if (Array.isArray(value)) value.forEach((item) => collectStrings(item, into));
  else if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) {
      if (!SKIPPED_KEYS.has(key)) collectStrings(item, into);
    }
  }
}

/** Folds a term and drops punctuation: "Node.js", "NodeJS" and "nodejs" agree ("C++" and "C#" keep their signs). */
function compactTerm({ term }: { term: string }): string {
  return foldText({ text: term }).replace(/[^\p{L}\p{N}+#]+/gu, '');
}

/** The profile's vocabulary, built once per profile object. */
export function profileVocabulary({ profile }: { profile: Profile }): ProfileVocabulary {
  const cached = cache.get(profile);
  if (cached) return cached;
  const strings: string[] = [];
  collectStrings(profile, strings);
  const words = new Set<string>();
  const phrases: string[] = [];
  for (const text of strings) {
    const textWords = splitWords({ text });
    textWords.forEach((word) => words.add(word));
    text.split(/\s+/).map((term) => compactTerm({ term })).filter((term) => term.length > 0).forEach((term) => words.add(term));
    phrases.push(textWords.join(' '));
  }
  const vocabulary = { words, phrases: ` ${phrases.join(' | ')} ` };
  cache.set(profile, vocabulary);
  return vocabulary;
}

/** True when the set has the word or its singular or plural ("APIs" matches "api", "equipo" matches "equipos"). */
function hasWordForm(words: ReadonlySet<string>, folded: string): boolean {
  if (words.has(folded) || words.has(`${folded}s`)) return true;
  return folded.length > 3 && folded.endsWith('s') && words.has(folded.slice(0, -1));
}

/** True when the profile uses this single word, in the singular or the plural; "Vue.js" counts as "Vue". */
export function hasWord({ word, vocabulary }: { word: string; vocabulary: ProfileVocabulary }): boolean {
  const compact = compactTerm({ term: word });
  if (hasWordForm(vocabulary.words, compact)) return true;
  return compact.length > 4 && compact.endsWith('js') && hasWordForm(vocabulary.words, compact.slice(0, -2));
}

/** Words of the ways visitors name what the assistant covers ("equipo", "team", "stack"): topics, not facts. */
const TOPIC_WORDS: ReadonlySet<string> = new Set(Object.values(KEYWORD_ALIASES).flatMap((aliases) => aliases.flatMap((alias) => splitWords({ text: alias }))));

/** True when the word names a topic the assistant covers, though the profile may not spell it: "¿trabajar en equipo?" is no false premise. */
export function isKnownTopic({ word }: { word: string }): boolean {
  return hasWordForm(TOPIC_WORDS, compactTerm({ term: word }));
}

/** True when the profile mentions the whole term, as a phrase or as one compacted token. */
export function hasPhrase({ term, vocabulary }: { term: string; vocabulary: ProfileVocabulary }): boolean {
  const words = splitWords({ text: term });
  if (words.length === 0) return true;
  if (words.length === 1) return hasWord({ word: term, vocabulary });
  return vocabulary.phrases.includes(` ${words.join(' ')} `) || vocabulary.words.has(compactTerm({ term }));
}
