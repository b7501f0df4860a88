import { phraseKey, postingWords, surfaceOf, type PostingWord } from '@/lib/fit/posting-words';
import { OTHER_INDUSTRIES, POSTING_CONCEPTS, TECHNOLOGY_LEXICON } from '@/lib/lexicon';

/** A thing a posting can ask for and a profile can show: a technology, a practice, a domain or one of the owner's own terms. */
export interface Concept {
  id: string;
  label: string;
  implies: readonly string[];
  discipline: boolean;
  /** Wraps other things ("APIs", "architecture"): judged only when nothing more specific is named. */
  generic: boolean;
  /** A field of work (an industry): a requirement naming one needs that field. */
  field: boolean;
  /** All of what it implies at once (full-stack): shown where each of those is shown. */
  composite: boolean;
}

/** Concepts and the phrases that name them, looked up longest first. */
export interface ConceptVocabulary {
  concepts: ReadonlyMap<string, Concept>;
  /** Space-joined word keys (and the same words run together) → concept ids. */
  phrases: ReadonlyMap<string, readonly string[]>;
  /** Every leading part of a phrase ("design", "design system"): a scan stops extending a phrase that leads nowhere. */
  prefixes: ReadonlySet<string>;
  /** Exact-case single words → concept ids. */
  exact: ReadonlyMap<string, readonly string[]>;
  /** The same words folded: the profile's own lower-case keywords ("go", "react") name them too. */
  exactFolded: ReadonlyMap<string, readonly string[]>;
  maxWords: number;
}

/** One concept mention in a text: word positions [start, end). */
export interface ConceptMention {
  ids: readonly string[];
  start: number;
  end: number;
  surface: string;
}

interface MutableVocabulary {
  concepts: Map<string, Concept>;
  phrases: Map<string, string[]>;
  prefixes: Set<string>;
  exact: Map<string, string[]>;
  exactFolded: Map<string, string[]>;
  maxWords: number;
}

function addTo(map: Map<string, string[]>, key: string, id: string): void {
  const ids = map.get(key);
  if (!ids) map.set(key, [id]);
  else if (!ids.includes(id)) ids.push(id);
}

/** Registers a phrase for a concept, also run together ("design system" → "designsystem"). */
function addPhrase(vocabulary: MutableVocabulary, phrase: string, id: string): void {
  const key = phraseKey({ text: phrase });
  if (key === '') return;
  addTo(vocabulary.phrases, key, id);
  const words = key.split(' ');
  if (words.length > 1) addTo(vocabulary.phrases, words.join(''), id);
  words.forEach((_, index) => vocabulary.prefixes.add(words.slice(0, index + 1).join(' ')));
  vocabulary.prefixes.add(words.join(''));
  vocabulary.maxWords = Math.max(vocabulary.maxWords, words.length);
}

function lexiconVocabulary(): MutableVocabulary {
  const vocabulary: MutableVocabulary = { concepts: new Map(), phrases: new Map(), prefixes: new Set(), exact: new Map(), exactFolded: new Map(), maxWords: 1 };
  for (const entry of [...TECHNOLOGY_LEXICON, ...POSTING_CONCEPTS]) {
    vocabulary.concepts.set(entry.id, { id: entry.id, label: entry.label, implies: entry.implies ?? [], discipline: entry.discipline === true, generic: entry.generic === true, field: entry.field !== undefined || OTHER_INDUSTRIES.has(entry.id), composite: entry.composite === true });
    for (const alias of entry.aliases) addPhrase(vocabulary, alias, entry.id);
    for (const word of entry.exact ?? []) {
      addTo(vocabulary.exact, word, entry.id);
      addTo(vocabulary.exactFolded, phraseKey({ text: word }), entry.id);
    }
  }
  return vocabulary;
}

let baseVocabulary: MutableVocabulary | undefined;

/**
 * The generic vocabulary extended with terms of one profile: a term that the lexicon does not name as
 * a whole ("background sync", "bundle budget") becomes a concept of its own, implying the lexicon
 * concepts inside it, so a posting naming it exactly is matched exactly.
 */
/**
 * An owner writes their own words in their own grammatical gender ("evaluadora", "Gutachterin", "évaluatrice"),
 * postings mostly in the masculine or an inclusive form ("evaluador/a", "Gutachter:in", "évaluateur·rice"):
 * the other gender's form of a term's last word, by the agent-noun endings of Spanish, French and German.
 */
const GENDER_ENDINGS: ReadonlyArray<[RegExp, string]> = [
  [/ora$/, 'or'], [/or$/, 'ora'], [/era$/, 'ero'], [/ero$/, 'era'], [/ada$/, 'ado'], [/ado$/, 'ada'],
  [/euse$/, 'eur'], [/rice$/, 'eur'], [/eure$/, 'eur'], [/eur$/, 'euse'], [/erin$/, 'er'], [/er$/, 'erin'],
];

function genderVariants(term: string): string[] {
  const words = term.trim().split(/\s+/);
  const last = words.at(-1) ?? '';
  return GENDER_ENDINGS.filter(([ending]) => ending.test(last)).map(([ending, other]) => [...words.slice(0, -1), last.replace(ending, other)].join(' '));
}

export function extendVocabulary({ terms }: { terms: readonly string[] }): ConceptVocabulary {
  baseVocabulary ??= lexiconVocabulary();
  const vocabulary: MutableVocabulary = {
    concepts: new Map(baseVocabulary.concepts),
    phrases: new Map([...baseVocabulary.phrases].map(([key, ids]) => [key, [...ids]])),
    prefixes: new Set(baseVocabulary.prefixes),
    exact: baseVocabulary.exact,
    exactFolded: baseVocabulary.exactFolded,
    maxWords: baseVocabulary.maxWords,
  };
  for (const term of terms) {
    const key = phraseKey({ text: term });
    if (key === '' || vocabulary.phrases.has(key) || vocabulary.exactFolded.has(key)) continue;
    const inside = scanConcepts({ words: postingWords({ text: term }), vocabulary, lenient: true }).flatMap((mention) => mention.ids);
    const id = `term:${key}`;
    vocabulary.concepts.set(id, { id, label: term.trim(), implies: [...new Set(inside)], discipline: false, generic: false, field: false, composite: false });
    addPhrase(vocabulary, term, id);
    for (const variant of genderVariants(term)) if (!vocabulary.phrases.has(phraseKey({ text: variant }))) addPhrase(vocabulary, variant, id);
  }
  return vocabulary;
}

/** The generic vocabulary alone (no profile terms). */
export function genericVocabulary(): ConceptVocabulary {
  baseVocabulary ??= lexiconVocabulary();
  return baseVocabulary;
}


/** Inflected endings (German "-en", "-n", "-e"; Spanish and French "-es") a word may carry beyond a vocabulary term. */
const INFLECTIONS = ['en', 'es', 'e', 'n'];
/** Only terms this long are met with an ending: "móvil" stays apart from "móviles" (phones), "Designsystem" meets "Designsystemen". */
const MIN_INFLECTED_TERM = 6;

/** The keys a word may be looked up by: as written, and without one inflected ending. */
function keysToTry(key: string): string[] {
  const keys = [key];
  for (const ending of INFLECTIONS) {
    if (key.endsWith(ending) && key.length - ending.length >= MIN_INFLECTED_TERM) keys.push(key.slice(0, -ending.length));
  }
  return keys;
}

/** The shortest head of a closed compound looked up on its own, and the shortest part before it. */
const MIN_COMPOUND_HEAD = 6;
const MIN_COMPOUND_MODIFIER = 3;

/**
 * The concept a closed compound noun is a kind of, as German writes them ("Zeitreihenprognosen" are forecasts):
 * its head, the last part, when that is a one-word term; only for a capitalised word no term covers whole.
 */
function compoundHead({ word, vocabulary }: { word: PostingWord; vocabulary: ConceptVocabulary }): readonly string[] | undefined {
  if (!/^\p{Lu}\p{Ll}/u.test(word.raw) || word.key.length < MIN_COMPOUND_HEAD + MIN_COMPOUND_MODIFIER) return undefined;
  for (let cut = MIN_COMPOUND_MODIFIER; cut <= word.key.length - MIN_COMPOUND_HEAD; cut += 1) {
    const ids = keysToTry(word.key.slice(cut)).map((candidate) => vocabulary.phrases.get(candidate)).find((match) => match !== undefined);
    if (ids) return ids;
  }
  return undefined;
}

/**
 * Concept mentions, longest phrase first at each position, left to right; words a mention covers are
 * not reused. `lenient` reads exact-case words in any case: for the profile's own keywords, which
 * editors write in lower case ("go"), never for postings ("let's go").
 */
export function scanConcepts({ words, vocabulary, lenient = false }: { words: readonly PostingWord[]; vocabulary: ConceptVocabulary; lenient?: boolean }): ConceptMention[] {
  const mentions: ConceptMention[] = [];
  let start = 0;
  while (start < words.length) {
    let found: ConceptMention | null = null;
    const longest = Math.min(vocabulary.maxWords, words.length - start);
    let key = '';
    for (let length = 1; length <= longest; length += 1) {
      const previous = key;
      const join = (word: string) => (length === 1 ? word : `${previous} ${word}`);
      key = join(words[start + length - 1]!.key);
      // The phrase's last word may carry an ending ("Design-Systemen"); the words before it are as written.
      const ids = keysToTry(words[start + length - 1]!.key).map((candidate) => vocabulary.phrases.get(join(candidate))).find((match) => match !== undefined);
      if (ids) found = { ids, start, end: start + length, surface: surfaceOf({ words, start, end: start + length }) };
      if (!vocabulary.prefixes.has(key)) break;
    }
    const exactIds = lenient ? vocabulary.exactFolded.get(words[start]!.key) : vocabulary.exact.get(words[start]!.raw);
    if (exactIds && (found === null || found.end === start + 1)) {
      found = { ids: [...new Set([...(found?.ids ?? []), ...exactIds])], start, end: start + 1, surface: words[start]!.raw };
    }
    if (!found) {
      const headIds = compoundHead({ word: words[start]!, vocabulary });
      if (headIds) found = { ids: headIds, start, end: start + 1, surface: words[start]!.raw };
    }
    if (found) {
      mentions.push(found);
      start = found.end;
    } else {
      start += 1;
    }
  }
  return mentions;
}

/** The concepts that are all of what they imply, added where each of those is present (frontend and backend: full-stack). */
export function withComposites({ ids, vocabulary }: { ids: ReadonlySet<string>; vocabulary: ConceptVocabulary }): Set<string> {
  const result = new Set(ids);
  for (const concept of vocabulary.concepts.values()) {
    if (concept.composite && concept.implies.every((id) => ids.has(id))) result.add(concept.id);
  }
  return result;
}

/** Every concept a set stands for, with what each implies (transitively). */
export function impliedClosure({ ids, vocabulary }: { ids: Iterable<string>; vocabulary: ConceptVocabulary }): Set<string> {
  const closure = new Set<string>();
  const pending = [...ids];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (closure.has(id)) continue;
    closure.add(id);
    pending.push(...(vocabulary.concepts.get(id)?.implies ?? []));
  }
  return closure;
}
