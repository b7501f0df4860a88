import type { LocalizedText, Profile } from '@/lib/knowledge';
import { hasPhrase, hasWord, isKnownTopic, profileVocabulary, type ProfileVocabulary } from '@/lib/offline/profile-vocabulary';
import { tokenizeQuestion, type QuestionToken } from '@/lib/offline/question-tokens';
import { LOCALES } from '@/lib/contracts';
import {
  ABBREVIATIONS,
  CLAUSE_STARTERS,
  COMMON_WORD_ENDINGS,
  CONJUNCTIONS,
  EMPLOYER_PATTERNS,
  GERMAN_MARKERS,
  GERMAN_PLACE_PREPOSITIONS,
  NON_NAMES,
  PLACE_PREPOSITIONS,
  SKILL_PATTERNS,
  WHERE_AND_WHEN_CONTEXT,
} from '@/lib/offline/premise-words';
import { isStopword, splitWords } from '@/lib/text';

/** What the question wrongly presumes: an employer, a skill, a place, or some other thing. */
export type PremiseKind = 'employer' | 'skill' | 'place' | 'other';

export type PremiseFinding =
  | { type: 'not-offered'; note: LocalizedText }
  | { type: 'unknown'; kind: PremiseKind; items: string[] };

type Source = 'employer' | 'skill' | 'name';

interface Candidate {
  tokens: QuestionToken[];
  source: Source;
  /** After a work trigger ending in Spanish or French "en", a plain word is a manner ("en equipo", "en remoto"), not a name. */
  afterManner?: boolean;
}

/** The preposition that ends a trigger and also introduces manners and fields: "trabajar en equipo", "travailler en équipe". */
const MANNER_PREPOSITION = 'en';

/*
 * The heuristic, in short. A question names a thing when either
 * - a trigger pattern ("did you work at X", "do you know X", "¿trabajaste en X?", "kennst du X")
 *   is followed by X (even lower-case), or
 * - a word looks like a name: capitalised but not sentence-initial (in German, which
 *   capitalises every noun, only right after "in"/"nach"/"aus", where a noun would take an
 *   article), or tech-shaped anywhere ("iOS", "GraphQL", "K8s", "C++", "AWS").
 * Function words, greetings, months and similar non-names never count. A named thing is unknown
 * when the profile (every string in every locale, folded) does not mention it. A plain word after
 * a trigger ("trabajar en equipo", "Erfahrung im Gesundheitswesen") is a topic rather than a name:
 * it is unknown only when neither the profile nor the assistant's topic words know it, and in
 * German a lower-case word there is never a name at all.
 */

const MAX_ITEM_TOKENS = 4;

/** "10", "10k", "2.5M", "100ms", "3x": amounts, not names. */
const isNumber = (token: QuestionToken) => /^\p{N}+(?:[.,]\p{N}+)?(?:k|m|b|x|ms|s|h|kb|mb|gb|st|nd|rd|th)?$/u.test(token.folded);

function isNonName(token: QuestionToken): boolean {
  return isStopword({ word: token.folded }) || NON_NAMES.has(token.folded) || isNumber(token);
}

/** "iOS", "GraphQL", "K8s", "S3", "C++", "Next.js", "AWS": shaped like technology whatever the grammar. */
function isTechShaped(raw: string): boolean {
  return /\p{Ll}\p{Lu}/u.test(raw) || /^\p{Lu}{2,}s?$/u.test(raw) || /[.+#]/.test(raw) || (/\p{N}/u.test(raw) && /\p{L}/u.test(raw));
}

const isCapitalised = (token: QuestionToken) => /^\p{Lu}/u.test(token.raw);

function looksLikeName({ token, previous, german }: { token: QuestionToken; previous: QuestionToken | undefined; german: boolean }): boolean {
  if (isNonName(token)) return false;
  if (isTechShaped(token.raw)) return true;
  if (token.sentenceInitial || !isCapitalised(token)) return false;
  return !german || (previous !== undefined && GERMAN_PLACE_PREPOSITIONS.has(previous.folded));
}

/** Articles may precede the named thing ("a startup", "de l’IA"); more than this is a clause, not a name. */
const MAX_LEADING_FUNCTION_WORDS = 2;

/** The named things after a trigger: the first run of words, plus any joined to it by "and"/"or"/commas. */
function itemsAfterTrigger(tokens: QuestionToken[]): QuestionToken[][] {
  const items: QuestionToken[][] = [];
  let current: QuestionToken[] = [];
  let skippable = MAX_LEADING_FUNCTION_WORDS;
  const closeItem = () => {
    items.push(current);
    current = [];
    skippable = 1;
  };
  for (const token of tokens) {
    if (token.sentenceInitial && token !== tokens[0]) break;
    if (current.length > 0 && (token.breakBefore || CONJUNCTIONS.has(token.folded))) {
      closeItem();
      if (CONJUNCTIONS.has(token.folded)) continue;
    }
    const functionWord = isStopword({ word: token.folded }) || NON_NAMES.has(token.folded);
    if (current.length === 0) {
      // "do you know what you did…" or "…anyone hiring": a clause or a pronoun, not a name.
      if (CLAUSE_STARTERS.has(token.folded) || NON_NAMES.has(token.folded)) break;
      if (functionWord) {
        skippable -= 1;
        if (skippable < 0) break;
        continue;
      }
    } else if (functionWord) break;
    if (current.length < MAX_ITEM_TOKENS) current.push(token);
  }
  if (current.length > 0) items.push(current);
  return items.filter((item) => !item.every(isNumber));
}

function patternCandidates({ tokens, joined, patterns, source }: { tokens: QuestionToken[]; joined: string; patterns: RegExp[]; source: Source }): Candidate[] {
  return patterns.flatMap((pattern) =>
    [...joined.matchAll(pattern)].flatMap((match) => {
      const [objectStart, objectEnd] = match.indices?.[1] ?? [0, 0];
      const objectTokens = tokens.filter((token) => token.joinedStart >= objectStart && token.joinedStart < objectEnd);
      const triggerEnd = objectTokens[0] ? tokens[tokens.indexOf(objectTokens[0]) - 1] : undefined;
      // Only after a work trigger: after "experiencia en" the word is a field the visitor names ("banca").
      const afterManner = source === 'employer' && triggerEnd?.folded === MANNER_PREPOSITION;
      return itemsAfterTrigger(objectTokens).map((itemTokens) => ({ tokens: itemTokens, source, afterManner }));
    }),
  );
}

/** Consecutive name-like words form one name: "Acme Analytics", "React Native". */
function nameCandidates({ tokens, german }: { tokens: QuestionToken[]; german: boolean }): Candidate[] {
  const candidates: Candidate[] = [];
  let current: QuestionToken[] = [];
  const flush = () => {
    if (current.length > 0) candidates.push({ tokens: current, source: 'name' });
    current = [];
  };
  tokens.forEach((token, position) => {
    const nameLike = looksLikeName({ token, previous: tokens[position - 1], german });
    if (!nameLike || token.breakBefore) flush();
    if (nameLike) current.push(token);
  });
  flush();
  return candidates;
}

/** The candidate exactly as the visitor typed it. */
function typedText({ question, candidate }: { question: string; candidate: Candidate }): string {
  const first = candidate.tokens[0];
  const last = candidate.tokens[candidate.tokens.length - 1];
  return first && last ? question.slice(first.start, last.end) : '';
}

/** "PR", "PRs", "APIs", "TS": a generic web concept, or the short form of a term the profile spells out. */
function isKnownAbbreviation({ token, vocabulary }: { token: QuestionToken; vocabulary: ProfileVocabulary }): boolean {
  const singular = /^\p{Lu}{2,}s$/u.test(token.raw) ? token.folded.slice(0, -1) : token.folded;
  const expansion = ABBREVIATIONS.get(singular);
  if (expansion === undefined) return false;
  return expansion === null || hasPhrase({ term: expansion, vocabulary });
}

/** "styling", "testear", "maquetación": an activity or common noun (German capitalises them too), not a name. */
function isCommonWord({ token, german }: { token: QuestionToken; german: boolean }): boolean {
  return (german || !isCapitalised(token)) && token.folded.length >= 6 && COMMON_WORD_ENDINGS.test(token.folded);
}

/** One word the profile (or the assistant's topics) covers, hyphenated parts one by one: "US-Team". */
function isCoveredWord({ token, vocabulary, german }: { token: QuestionToken; vocabulary: ProfileVocabulary; german: boolean }): boolean {
  const covered = (word: string) => isCoveredTerm({ word, vocabulary });
  if (covered(token.raw) || isKnownAbbreviation({ token, vocabulary }) || isCommonWord({ token, german })) return true;
  const parts = token.raw.split('-');
  return parts.length > 1 && parts.every(covered);
}

/** A word the profile mentions, a topic the assistant knows, or a word that is never a name. */
function isCoveredTerm({ word, vocabulary }: { word: string; vocabulary: ProfileVocabulary }): boolean {
  return hasWord({ word, vocabulary }) || isKnownTopic({ word }) || NON_NAMES.has(word.toLowerCase());
}

/** A name the profile mentions; a hyphenated compound counts when its name part is mentioned and the rest are ordinary words ("GitHub-Profil"). */
function isMentionedName({ token, vocabulary }: { token: QuestionToken; vocabulary: ProfileVocabulary }): boolean {
  if (hasWord({ word: token.raw, vocabulary }) || isKnownAbbreviation({ token, vocabulary })) return true;
  const parts = token.raw.split('-').filter((part) => part.length > 0);
  return parts.length > 1
    && parts.some((part) => isTechShaped(part) && hasWord({ word: part, vocabulary }))
    && parts.every((part) => isCoveredTerm({ word: part, vocabulary }) || !/^\p{Lu}/u.test(part) || COMMON_WORD_ENDINGS.test(part.toLowerCase()));
}

/** Names must be mentioned as a whole; a plain-word phrase after a trigger counts when any word is a known topic. */
function isKnown({ candidate, term, profile, tokens, german }: { candidate: Candidate; term: string; profile: Profile; tokens: QuestionToken[]; german: boolean }): boolean {
  const vocabulary = profileVocabulary({ profile });
  if (hasPhrase({ term, vocabulary })) return true;
  const words = candidate.tokens.filter((token) => !isNonName(token));
  const strict = candidate.tokens.some((token) => looksLikeName({ token, previous: tokens[tokens.indexOf(token) - 1], german }));
  if (strict) return words.every((token) => isMentionedName({ token, vocabulary }));
  // German capitalises every noun and name: a lower-case word after a trigger ("am liebsten") names nothing.
  if (candidate.afterManner || (german && !candidate.tokens.some(isCapitalised))) return true;
  return words.some((token) => isCoveredWord({ token, vocabulary, german }));
}

function notOfferedMatch({ term, profile }: { term: string; profile: Profile }): LocalizedText | null {
  const words = ` ${splitWords({ text: term }).join(' ')} `;
  for (const entry of profile.skills.notOffered) {
    const keywords = LOCALES.flatMap((locale) => entry.keywords[locale]);
    if (keywords.some((keyword) => words.includes(` ${splitWords({ text: keyword }).join(' ')} `))) return entry.note;
  }
  return null;
}

/** Words that put a company after them: "at Google", "chez Google", "bei Google". */
const EMPLOYER_PREPOSITIONS = new Set(['at', 'chez', 'bei']);

function kindOf({ unknown, tokens, joined }: { unknown: Candidate[]; tokens: QuestionToken[]; joined: string }): PremiseKind {
  if (unknown.some(({ source }) => source === 'employer')) return 'employer';
  if (unknown.some(({ source }) => source === 'skill')) return 'skill';
  const matches = (patterns: RegExp[]) => patterns.some((pattern) => [...joined.matchAll(pattern)].length > 0);
  const unknownTokens = unknown.flatMap((candidate) => candidate.tokens);
  if (matches(SKILL_PATTERNS) || unknownTokens.some((token) => isTechShaped(token.raw))) return 'skill';
  const after = (prepositions: ReadonlySet<string>) => unknown.some((candidate) => {
    const before = candidate.tokens[0] ? tokens[tokens.indexOf(candidate.tokens[0]) - 1] : undefined;
    return before !== undefined && prepositions.has(before.folded);
  });
  if (after(EMPLOYER_PREPOSITIONS) || matches(EMPLOYER_PATTERNS)) return 'employer';
  return after(PLACE_PREPOSITIONS) ? 'place' : 'other';
}

/**
 * Finds a false premise: the question names an employer, technology or thing the profile never
 * mentions (or a skill the owner deliberately does not offer). Null when every named thing is known.
 */
export function checkPremise({ question, profile }: { question: string; profile: Profile }): PremiseFinding | null {
  const { tokens, joined } = tokenizeQuestion({ question });
  const german = tokens.some((token) => GERMAN_MARKERS.has(token.folded));
  const all = [
    ...patternCandidates({ tokens, joined, patterns: EMPLOYER_PATTERNS, source: 'employer' }),
    ...patternCandidates({ tokens, joined, patterns: SKILL_PATTERNS, source: 'skill' }),
    ...nameCandidates({ tokens, german }),
  ];
  const seen = new Set<string>();
  // "Could you relocate to Germany?" asks about a move, not about a past: the location facts answer it.
  const hypotheticalPlaces = WHERE_AND_WHEN_CONTEXT.test(joined);
  const candidates = all.filter((candidate) => {
    if (hypotheticalPlaces && candidate.source === 'name') return false;
    const key = typedText({ question, candidate }).toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });

  for (const candidate of candidates) {
    const note = notOfferedMatch({ term: typedText({ question, candidate }), profile });
    if (note) return { type: 'not-offered', note };
  }
  const unknown = candidates.filter((candidate) => !isKnown({ candidate, term: typedText({ question, candidate }), profile, tokens, german }));
  if (unknown.length === 0) return null;
  return { type: 'unknown', kind: kindOf({ unknown, tokens, joined }), items: unknown.map((candidate) => typedText({ question, candidate })) };
}
