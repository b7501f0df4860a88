import type { LocalizedText, Profile } from '@/lib/knowledge/profile-schema';
import { hasPhrase, hasWord, profileVocabulary } from '@/lib/offline/profile-vocabulary';
import { tokenizeQuestion, type QuestionToken } from '@/lib/offline/question-tokens';
import { LOCALES } from '@/lib/i18n/locales';
import { CLAUSE_STARTERS, CONJUNCTIONS, EMPLOYER_PATTERNS, GERMAN_MARKERS, NON_NAMES, SKILL_PATTERNS } from '@/lib/offline/premise-words';
import { isStopword } from '@/lib/retrieval/stopwords';
import { splitWords } from '@/lib/retrieval/tokenize';

/** What the question wrongly presumes: an employer, a skill, or some other thing. */
export type PremiseKind = 'employer' | 'skill' | 'other';

export type PremiseFinding =
  | { type: 'not-offered'; note: LocalizedText }
  | { type: 'unknown'; kind: PremiseKind; items: string[] };

type Source = 'employer' | 'skill' | 'name';

interface Candidate {
  tokens: QuestionToken[];
  source: Source;
}

/*
 * The heuristic, in short. A question names a thing when either
 * - a trigger pattern ("did you work at X", "do you know X", "¿trabajaste en X?", "kennst du X")
 *   is followed by X (even lower-case), or
 * - a word looks like a name: capitalised but not sentence-initial (not in German, which
 *   capitalises every noun), or tech-shaped anywhere ("iOS", "GraphQL", "K8s", "C++", "AWS").
 * Function words, greetings, months and similar non-names never count. A named thing is unknown
 * when the profile (every string in every locale, folded) does not mention it.
 */

const MAX_ITEM_TOKENS = 4;

const isNumber = (token: QuestionToken) => /^\p{N}+$/u.test(token.folded);

function isNonName(token: QuestionToken): boolean {
  return isStopword({ word: token.folded }) || NON_NAMES.has(token.folded) || isNumber(token);
}

/** "iOS", "GraphQL", "K8s", "S3", "C++", "Next.js", "AWS": shaped like technology whatever the grammar. */
function isTechShaped(raw: string): boolean {
  return /\p{Ll}\p{Lu}/u.test(raw) || /^\p{Lu}{2,}s?$/u.test(raw) || /[.+#]/.test(raw) || (/\p{N}/u.test(raw) && /\p{L}/u.test(raw));
}

function looksLikeName({ token, german }: { token: QuestionToken; german: boolean }): boolean {
  if (isNonName(token)) return false;
  if (isTechShaped(token.raw)) return true;
  return !german && !token.sentenceInitial && /^\p{Lu}/u.test(token.raw);
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
      return itemsAfterTrigger(objectTokens).map((itemTokens) => ({ tokens: itemTokens, source }));
    }),
  );
}

/** Consecutive name-like words form one name: "Tidewater Analytics", "React Native". */
function nameCandidates({ tokens, german }: { tokens: QuestionToken[]; german: boolean }): Candidate[] {
  const candidates: Candidate[] = [];
  let current: QuestionToken[] = [];
  const flush = () => {
    if (current.length > 0) candidates.push({ tokens: current, source: 'name' });
    current = [];
  };
  for (const token of tokens) {
    if (!looksLikeName({ token, german }) || token.breakBefore) flush();
    if (looksLikeName({ token, german })) current.push(token);
  }
  flush();
  return candidates;
}

/** The candidate exactly as the visitor typed it. */
function typedText({ question, candidate }: { question: string; candidate: Candidate }): string {
  const first = candidate.tokens[0];
  const last = candidate.tokens[candidate.tokens.length - 1];
  return first && last ? question.slice(first.start, last.end) : '';
}

/** Names must be mentioned as a whole; a plain-word phrase after a trigger counts when any word is. */
function isKnown({ candidate, term, profile, german }: { candidate: Candidate; term: string; profile: Profile; german: boolean }): boolean {
  const vocabulary = profileVocabulary({ profile });
  if (hasPhrase({ term, vocabulary })) return true;
  const words = candidate.tokens.filter((token) => !isNonName(token));
  const known = (token: QuestionToken) => hasWord({ word: token.raw, vocabulary });
  const strict = candidate.tokens.some((token) => looksLikeName({ token, german }));
  return strict ? words.every(known) : words.some(known);
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
  const afterEmployerPreposition = unknown.some((candidate) => {
    const before = candidate.tokens[0] ? tokens[tokens.indexOf(candidate.tokens[0]) - 1] : undefined;
    return before !== undefined && EMPLOYER_PREPOSITIONS.has(before.folded);
  });
  return afterEmployerPreposition || matches(EMPLOYER_PATTERNS) ? 'employer' : 'other';
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
  const candidates = all.filter((candidate) => {
    const key = typedText({ question, candidate }).toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });

  for (const candidate of candidates) {
    const note = notOfferedMatch({ term: typedText({ question, candidate }), profile });
    if (note) return { type: 'not-offered', note };
  }
  const unknown = candidates.filter((candidate) => !isKnown({ candidate, term: typedText({ question, candidate }), profile, german }));
  if (unknown.length === 0) return null;
  return { type: 'unknown', kind: kindOf({ unknown, tokens, joined }), items: unknown.map((candidate) => typedText({ question, candidate })) };
}
