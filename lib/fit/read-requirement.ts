import { scanConcepts, type ConceptMention, type ConceptVocabulary } from '@/lib/fit/concept-vocabulary';
import { acceptsEquivalentExperience, degreeLevel } from '@/lib/fit/education-levels';
import { NICE_CUE } from '@/lib/fit/posting-cues';
import { postingWords, type PostingWord } from '@/lib/fit/posting-words';
import { findLanguageMentions, isLevelWord, type LanguageMention } from '@/lib/fit/spoken-languages';
import { hasWorkConditions, PLACE_PREPOSITION, readWorkConditions, type WorkConditions } from '@/lib/fit/work-conditions';
import { yearFigures, type YearFigure } from '@/lib/fit/years-asked';
import { foldText } from '@/lib/text';

/** Where a mention stands in its requirement. */
interface Placement {
  /** Mentions with the same group are alternatives ("React, Vue or Angular"): one of them is enough. */
  group: number;
  /** In a clause that says it is not required or only welcome ("German is not a must"), beside a required one. */
  optional: boolean;
}

/** A concept mention and its role in the requirement. */
export interface ReadMention extends ConceptMention, Placement {
  /** Only illustrates ("e.g. React or Vue", "(Jest, Cypress)"). */
  example: boolean;
  /** Part of a figure's scope, not its whole ("8 years of web development, including some as a tech lead"). */
  subset: boolean;
  /** A capitalised word after a place preposition ("à Paris"): a place name, whatever else the word means. */
  placeName: boolean;
}

export interface ReadLanguage extends LanguageMention, Placement {}

/** Everything one requirement asks for, read once. */
export interface ReadRequirement {
  text: string;
  mentions: ReadMention[];
  languages: ReadLanguage[];
  conditions: WorkConditions;
  asksConditions: boolean;
  degree: number | null;
  equivalentExperience: boolean;
  years: YearFigure[];
}

const OR_WORDS = new Set(['or', 'o', 'u', 'ou', 'oder', 'either', 'bzw', 'beziehungsweise', 'soit']);
const AND_WORDS = new Set(['and', 'y', 'e', 'et', 'und', 'sowie', 'plus', 'with', 'con', 'avec', 'mit']);
/** Word-key sequences that start a list of examples. */
const EXAMPLE_CUES = ['e g', 'eg', 'such as', 'like', 'for example', 'for instance', 'por ejemplo', 'p ej', 'como', 'tale como', 'comme', 'par exemple', 'tel que', 'telle que', 'notamment', 'z b', 'wie', 'etwa', 'beispielsweise', 'u a'];
/** Word-key sequences after which mentions are part of a figure's scope ("dont", "davon"). */
const SUBSET_CUES = ['including', 'incl', 'of which', 'among them', 'de los cuale', 'de las cuale', 'dont', 'davon', 'darunter'];
/** A clause that says its language or skill is not required. */
const NOT_REQUIRED = /\b(kein muss|not a must|not required|not mandatory|not essential|no es imprescindible|no imprescindible|no es obligatorio|no obligatorio|no es necesario|pas obligatoire|pas indispensable|non obligatoire|pas necessaire|nicht erforderlich|nicht zwingend|keine voraussetzung|nicht notwendig)\b/;

const toKeys = (cues: readonly string[]) => cues.map((cue) => cue.split(' '));
const EXAMPLE_KEYS = toKeys(EXAMPLE_CUES);
const SUBSET_KEYS = toKeys(SUBSET_CUES);

function cueLength(words: readonly PostingWord[], at: number, cues: readonly string[][]): number {
  for (const cue of cues) {
    if (cue.every((key, offset) => words[at + offset]?.key === key)) return cue.length;
  }
  return 0;
}

/** Per word: in parentheses or after an example cue; after a subset cue; and its clause number (clauses end at , ; . :). */
function wordRoles(words: readonly PostingWord[]) {
  const example = new Array<boolean>(words.length).fill(false);
  const subset = new Array<boolean>(words.length).fill(false);
  const clause = new Array<number>(words.length).fill(0);
  let depth = 0;
  let exampleZone = false;
  let subsetZone = false;
  let clauseNumber = 0;
  for (let index = 0; index < words.length; index += 1) {
    const gap = words[index]!.gapBefore;
    for (const character of gap) {
      if (character === '(' || character === '[') depth += 1;
      if ((character === ')' || character === ']') && depth > 0) depth -= 1;
    }
    // A clause ends at its punctuation, not at the period of an abbreviation ("z. B.", "e.g.", "p. ej.").
    const afterAbbreviation = index > 0 && words[index - 1]!.raw.length <= 2 && /^\.\s*$/.test(gap);
    if (/[.;:!?]/.test(gap) && !afterAbbreviation) {
      exampleZone = false;
      subsetZone = false;
    }
    if (/[,;.:!?]/.test(gap) && depth === 0) clauseNumber += 1;
    clause[index] = clauseNumber;
    const exampleCue = cueLength(words, index, EXAMPLE_KEYS);
    const subsetCue = cueLength(words, index, SUBSET_KEYS);
    if (exampleCue > 0 || subsetCue > 0) {
      exampleZone ||= exampleCue > 0;
      subsetZone ||= subsetCue > 0;
      for (let offset = 0; offset < Math.max(exampleCue, subsetCue); offset += 1) clause[index + offset] = clauseNumber;
      index += Math.max(exampleCue, subsetCue) - 1;
      continue;
    }
    example[index] = depth > 0 || exampleZone;
    subset[index] = subsetZone;
  }
  return { example, subset, clause };
}

/**
 * Groups of alternatives: items joined by "or" (or a slash) are one group, and so is a whole list with an
 * "or" in it ("React, Vue or Angular"); anything else stands alone ("Kubernetes in AWS or GCP" is
 * Kubernetes, and AWS or GCP).
 */
function groupItems(words: readonly PostingWord[], items: ReadonlyArray<{ start: number; end: number }>): number[] {
  const groups = items.map((_, index) => index);
  let chainStart = 0;
  let chainHasOr = false;
  const closeChain = (endIndex: number) => {
    if (chainHasOr) for (let index = chainStart; index <= endIndex; index += 1) groups[index] = chainStart;
  };
  for (let index = 1; index < items.length; index += 1) {
    const between = words.slice(items[index - 1]!.end, items[index]!.start);
    const slash = words[items[index]!.start]!.gapBefore.includes('/');
    const isOr = slash || (between.length > 0 && between.every((word) => OR_WORDS.has(word.key)));
    const isList = isOr || between.every((word) => AND_WORDS.has(word.key) || OR_WORDS.has(word.key));
    if (isList) {
      chainHasOr ||= isOr || between.some((word) => OR_WORDS.has(word.key));
      continue;
    }
    closeChain(index - 1);
    chainStart = index;
    chainHasOr = false;
  }
  closeChain(items.length - 1);
  return groups;
}

/** Clauses that say they are optional, when another clause of the requirement is not. */
function optionalClauses(words: readonly PostingWord[], clause: readonly number[]): Set<number> {
  const texts = new Map<number, string[]>();
  words.forEach((word, index) => texts.set(clause[index]!, [...(texts.get(clause[index]!) ?? []), word.raw]));
  const optional = new Set<number>();
  for (const [number, clauseWords] of texts) {
    const folded = foldText({ text: clauseWords.join(' ') });
    if (NOT_REQUIRED.test(folded) || NICE_CUE.test(folded)) optional.add(number);
  }
  return optional.size === texts.size ? new Set() : optional;
}

/** Reads what a requirement asks for against a concept vocabulary; `cityKeys` are the owner's city names. */
export function readRequirement({ text, vocabulary, cityKeys }: { text: string; vocabulary: ConceptVocabulary; cityKeys: ReadonlySet<string> }): ReadRequirement {
  const words = postingWords({ text });
  const found = findLanguageMentions({ words });
  const languageAt = new Set(found.map((language) => language.at));
  // Inside a language requirement, "nativo" or "native" is a level, not a skill.
  const concepts = scanConcepts({ words, vocabulary }).filter(
    (mention) => !languageAt.has(mention.start) && !(found.length > 0 && mention.end - mention.start === 1 && isLevelWord({ key: words[mention.start]!.key })),
  );
  const roles = wordRoles(words);
  const optional = optionalClauses(words, roles.clause);
  const items = [
    ...concepts.map((mention) => ({ kind: 'concept' as const, mention, start: mention.start, end: mention.end })),
    ...found.map((language) => ({ kind: 'language' as const, language, start: language.at, end: language.at + 1 })),
  ].sort((left, right) => left.start - right.start);
  const groups = groupItems(words, items);
  const mentions: ReadMention[] = [];
  const languages: ReadLanguage[] = [];
  items.forEach((item, index) => {
    const placement: Placement = { group: groups[index]!, optional: optional.has(roles.clause[item.start]!) };
    if (item.kind === 'concept') {
      const placeName = item.start > 0 && PLACE_PREPOSITION.has(words[item.start - 1]!.key) && /^\p{Lu}/u.test(words[item.start]!.raw);
      mentions.push({ ...item.mention, ...placement, example: roles.example[item.start]!, subset: roles.subset[item.start]!, placeName });
    }
    else languages.push({ ...item.language, ...placement });
  });
  const folded = foldText({ text });
  const conditions = readWorkConditions({ text, words, cityKeys, folded });
  return {
    text,
    mentions,
    languages,
    conditions,
    asksConditions: hasWorkConditions({ conditions }),
    degree: degreeLevel({ text, folded }),
    equivalentExperience: acceptsEquivalentExperience({ text, folded }),
    years: yearFigures({ words }),
  };
}
