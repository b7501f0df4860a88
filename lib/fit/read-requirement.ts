import { LOCALES, type Locale } from '@/lib/contracts';
import { scanConcepts, type ConceptMention, type ConceptVocabulary } from '@/lib/fit/concept-vocabulary';
import { acceptsEquivalentExperience, degreeField, degreeLevel, isDegreeWord } from '@/lib/fit/education-levels';
import { blankSpans, postingWords, surfaceOf, type PostingWord } from '@/lib/fit/posting-words';
import { findLanguageMentions, isLevelWord, type LanguageMention } from '@/lib/fit/spoken-languages';
import { hasWorkConditions, readWorkConditions, type WorkConditions } from '@/lib/fit/work-conditions';
import { isFigureWord, yearFigures, type YearFigure } from '@/lib/fit/years-asked';
import { isGenericWord } from '@/lib/fit/generic-words';
import { cueHitsOf } from '@/lib/fit/posting-cues';
import { contextPositions, languageSettings } from '@/lib/fit/context-clauses';
import { qualifiedFields } from '@/lib/fit/field-phrases';
import { isPlaceName, unknownNames } from '@/lib/fit/unknown-names';
import { toolCategories } from '@/lib/fit/practice-tools';
import { mentorSpans, teamLeadSpans } from '@/lib/fit/team-lead';
import { teamSize } from '@/lib/fit/team-size';
import type { ConceptHit, PostingCue } from '@/lib/lexicon';
import { foldText, isStopword, spanPositions } from '@/lib/text';

/** Where a mention stands in its requirement. */
interface Placement {
  /** Mentions with the same group are alternatives ("React, Vue or Angular"): one of them is enough. */
  group: number;
  /** In a clause that says it is not required or only welcome ("German is not a must"). */
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
  /** The words asking for a credential in its clause ("certification", "Zertifizierung"), when it asks for one: only a held credential shows it. */
  credential: string | null;
  /** A field that only says which kind of something unknown is asked ("hospital procurement tenders"): the field does not show it. */
  qualifies: boolean;
  /** The category of the tools named with it ("Unit testing with Jest"): the tools are what is asked. */
  category: boolean;
}

export interface ReadLanguage extends LanguageMention, Placement {}

/** Everything one requirement asks for, read once. */
export interface ReadRequirement {
  text: string;
  words: readonly PostingWord[];
  mentions: ReadMention[];
  languages: ReadLanguage[];
  conditions: WorkConditions;
  asksConditions: boolean;
  /** It asks for a credential of the person ("habilitación personal de seguridad"), named or not. */
  asksCredential: boolean;
  degree: number | null;
  equivalentExperience: boolean;
  /** Each figure of years, with the words of its subject no reader knows ("5+ years of PLC programming": PLC). */
  years: Array<YearFigure & { unknown: string[] }>;
  /** How many people the team it asks to lead or mentor holds ("lead a team of 8"), and which of the two; null when it counts no one. */
  team: { size: number; kind: 'lead' | 'mentor' } | null;
  /** Everything it asks for is welcome rather than required ("Spanish is a plus", "ideally PostgreSQL"). */
  optional: boolean;
  /** Word positions of "and", "or" and their like: what joins the items of a list. */
  joiners: ReadonlySet<number>;
  /** Word positions of "with", "con", "mit" and their like: what a practice is done with. */
  means: ReadonlySet<number>;
}

/** A concept a text names, and whether it stands as a place name ("à Paris"). */
export type NamedConcept = Pick<ReadMention, 'ids' | 'placeName' | 'start' | 'end' | 'surface'>;


/** The concepts a text names, without reading the rest of it (cheap: for sentences extraction may drop). */
export function namedConcepts({ text, vocabulary }: { text: string; vocabulary: ConceptVocabulary }): NamedConcept[] {
  const words = postingWords({ text });
  return scanConcepts({ words, vocabulary }).map((mention) => ({ ...mention, placeName: isPlaceName(words, mention.start) }));
}

/** The lexicon's posting cues a requirement is read with, at their word positions. */
/** What is done to a team rather than with one ("leading teams", "liderando equipos"): still asked beside a team word. */
const TEAM_WORK: ReadonlySet<string> = new Set(['leadership', 'principal-level', 'staff-level', 'people-management', 'mentoring', 'teaching']);


function starts(hits: readonly ConceptHit[], cue: PostingCue): Map<number, number> {
  const found = new Map<number, number>();
  for (const hit of hits) if (hit.concept === cue) found.set(hit.start, Math.max(found.get(hit.start) ?? 0, hit.end - hit.start));
  return found;
}

/** Per word: in parentheses or after an example cue; after a subset cue; and its clause number (clauses end at , ; . :). */
function wordRoles(words: readonly PostingWord[], hits: readonly ConceptHit[]) {
  const example = new Array<boolean>(words.length).fill(false);
  const subset = new Array<boolean>(words.length).fill(false);
  const clause = new Array<number>(words.length).fill(0);
  /** Clause numbers inside parentheses or brackets. */
  const bracketed = new Set<number>();
  const exampleCues = starts(hits, 'requirement-example');
  const subsetCues = starts(hits, 'requirement-subset');
  let depth = 0;
  let exampleZone = false;
  let subsetZone = false;
  let clauseNumber = 0;
  for (let index = 0; index < words.length; index += 1) {
    const gap = words[index]!.gapBefore;
    let bracket = false;
    for (const character of gap) {
      if (character === '(' || character === '[') depth += 1;
      if ((character === ')' || character === ']') && depth > 0) depth -= 1;
      bracket ||= '()[]'.includes(character);
    }
    // A clause ends at its punctuation, not at the period of an abbreviation ("z. B.", "e.g.", "p. ej.").
    const afterAbbreviation = index > 0 && words[index - 1]!.raw.length <= 2 && /^\.\s*$/.test(gap);
    if (/[.;:!?]/.test(gap) && !afterAbbreviation) {
      exampleZone = false;
      subsetZone = false;
    }
    // Parentheses hold a clause of their own for cues: "cloud (GCP preferably)" makes only GCP optional.
    if ((/[,;.:!?]/.test(gap) && depth === 0 && !afterAbbreviation) || bracket) clauseNumber += 1;
    clause[index] = clauseNumber;
    if (depth > 0) bracketed.add(clauseNumber);
    const exampleCue = exampleCues.get(index) ?? 0;
    const subsetCue = subsetCues.get(index) ?? 0;
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
  return { example, subset, clause, bracketed, clauseNumbers: new Set(clause) };
}

/**
 * Groups of alternatives: items joined by "or" (or a slash) are one group, and so is a whole list with an
 * "or" in it ("React, Vue or Angular") or after it ("Great Expectations, Soda o similar"); anything else stands
 * alone ("Kubernetes in AWS or GCP" is Kubernetes, and AWS or GCP).
 */
/** How many words a list item no reader knows may hold ("…, event sourcing or CQRS"). */
const UNKNOWN_LIST_WORDS = 2;

function groupItems(words: readonly PostingWord[], items: ReadonlyArray<{ start: number; end: number }>, hits: readonly ConceptHit[]): number[] {
  const alternative = new Set(hits.filter((hit) => hit.concept === 'requirement-alternative').map((hit) => hit.start));
  const joiner = new Set(hits.filter((hit) => hit.concept === 'requirement-joiner').map((hit) => hit.start));
  const groups = items.map((_, index) => index);
  let chainStart = 0;
  let chainHasOr = false;
  const closeChain = (endIndex: number) => {
    // "Great Expectations, Soda o similar", "Jest, Vitest or equivalent": an "or" after the last item joins the list.
    const orAfter = endIndex > chainStart && alternative.has(items[endIndex]!.end);
    if (chainHasOr || orAfter) for (let index = chainStart; index <= endIndex; index += 1) groups[index] = chainStart;
  };
  for (let index = 1; index < items.length; index += 1) {
    const from = items[index - 1]!.end;
    const to = items[index]!.start;
    const between = Array.from({ length: Math.max(0, to - from) }, (_, offset) => from + offset);
    const slash = words[to]!.gapBefore.includes('/');
    // "Python or a JVM language": an article may stand after the "or".
    const isOr = slash || (between.some((at) => alternative.has(at)) && between.every((at) => alternative.has(at) || isStopword({ word: words[at]!.folded })));
    // "logistics, shipping or supply-chain data": a name no reader knows may stand in the list, after its comma.
    const unknownInList =
      between.length >= 2 && between.length <= UNKNOWN_LIST_WORDS + 1 && /,/.test(words[from]!.gapBefore) && (joiner.has(to - 1) || alternative.has(to - 1)) && between.slice(0, -1).every((at) => !joiner.has(at) && !alternative.has(at) && !/[.;:!?()]/.test(words[at]!.gapBefore));
    const isList = isOr || unknownInList || between.every((at) => joiner.has(at) || alternative.has(at));
    if (isList) {
      chainHasOr ||= isOr || between.some((at) => alternative.has(at));
      continue;
    }
    closeChain(index - 1);
    chainStart = index;
    chainHasOr = false;
  }
  closeChain(items.length - 1);
  return groups;
}

/** Clause numbers whose own words say they are optional or not required, and those that ask for a credential. */
function clauseCues(hits: readonly ConceptHit[], clause: readonly number[], words: readonly PostingWord[]): { optional: Set<number>; credential: Map<number, string> } {
  const optional = new Set<number>();
  const credential = new Map<number, string>();
  for (const hit of hits) {
    const number = clause[hit.start];
    if (number === undefined) continue;
    if (hit.concept === 'requirement-optional' || hit.concept === 'requirement-not-required') optional.add(number);
    if (hit.concept === 'requirement-credential' && !credential.has(number)) credential.set(number, words.slice(hit.start, hit.end).map((word) => word.raw).join(' '));
  }
  // "Taking a product through IEC 61508 certification" asks for work on a certified product, not a credential of
  // the person: a profile that states the certified work shows it. A thing named before the cue, or right after
  // it as what is certified ("certificando producto según IEC 61508"): in "AWS certification to run our systems"
  // the certificate is still the person's.
  for (const hit of hits) {
    if (hit.concept !== 'requirement-certified-thing') continue;
    const number = clause[hit.start];
    const cue = hits.find((other) => other.concept === 'requirement-credential' && clause[other.start] === number);
    const certifiedAfter = cue !== undefined && (hit.start === cue.end || (hit.start === cue.end + 1 && isStopword({ word: words[cue.end]!.folded })));
    if (number !== undefined && cue && (hit.start < cue.start || certifiedAfter)) credential.delete(number);
  }
  return { optional, credential };
}

/**
 * The words a credential cue heads, up to the next list word or the clause's end: what names the credential
 * ("colegio profesional de ingeniería informática"), not a degree asked beside it ("o un grado en informática").
 */
function credentialSpans({ hits, clause, joiners }: { hits: readonly ConceptHit[]; clause: readonly number[]; joiners: ReadonlySet<number> }): Array<{ start: number; end: number }> {
  return hits.flatMap((hit) => {
    if (hit.concept !== 'requirement-credential') return [];
    let end = hit.end;
    while (end < clause.length && clause[end] === clause[hit.start] && !joiners.has(end)) end += 1;
    return [{ start: hit.start, end }];
  });
}

/**
 * What a degree asked is in ("a master's degree in computer science, robotics or a related field", "Robótica,
 * Mecatrónica o similar"): the degree's subject, judged with the degree, not skills or fields of work asked; up to a
 * word about the candidate or of means ("… and experience in healthcare", "… with strong Python"). By start position.
 */
function degreeSubjects({ words, hits, mentions }: { words: readonly PostingWord[]; hits: readonly ConceptHit[]; mentions: readonly ConceptMention[] }): Set<number> {
  const field = degreeField({ words, isFunctionWord: (word) => isStopword({ word }) });
  if (!field) return new Set();
  // The subject starts at its first word of its own ("degree in computer science": "in" opens it).
  const cued = spanPositions({ spans: hits });
  const first = words.findIndex((word, at) => at >= field.start && !cued.has(at) && !isStopword({ word: word.folded }) && !isDegreeWord({ word }));
  const other = first === -1 ? undefined : hits.find((hit) => (hit.concept === 'requirement-candidate' || hit.concept === 'requirement-means') && hit.start > first);
  const end = Math.min(field.end, other?.start ?? words.length);
  return new Set(mentions.filter((mention) => mention.start >= field.start && mention.end <= end).map((mention) => mention.start));
}

/** How far after a figure of years its subject may stand. */
const SUBJECT_WORDS = 10;

/**
 * The mentions with leadership where a verb leads a team a few words on ("led a small team"), and with mentoring
 * where a verb helps people a few words on ("accompagné des ingénieurs juniors"), unless each is named already.
 */
function withTeamLead({ words, mentions, locales }: { words: readonly PostingWord[]; mentions: ConceptMention[]; locales: readonly Locale[] }): ConceptMention[] {
  let result = mentions;
  for (const [id, spansOf] of [['leadership', teamLeadSpans], ['mentoring', mentorSpans]] as const) {
    if (result.some((mention) => mention.ids.includes(id))) continue;
    const span = spansOf({ words, locales }).find(({ start, end }) => !result.some((mention) => mention.start < end && mention.end > start));
    if (span) result = [...result, { ids: [id], start: span.start, end: span.end, surface: surfaceOf({ words, ...span }) }].sort((left, right) => left.start - right.start);
  }
  return result;
}

/** The team a requirement asks to lead or to mentor, when it counts its people. */
function teamAsked({ words, mentions, locales }: { words: readonly PostingWord[]; mentions: readonly ReadMention[]; locales: readonly Locale[] }): ReadRequirement['team'] {
  const ids = new Set(mentions.flatMap((mention) => mention.ids));
  const kind = ids.has('leadership') || ids.has('people-management') ? 'lead' : ids.has('mentoring') ? 'mentor' : null;
  if (kind === null) return null;
  const size = teamSize({ words, locales });
  return size === null ? null : { size, kind };
}

/** The words after a figure of years, in its clause, that name its subject and that no reader knows. */
function subjectUnknown({ words, figure, covered, clause }: { words: readonly PostingWord[]; figure: YearFigure; covered: ReadonlySet<number>; clause: readonly number[] }): string[] {
  const unknown: string[] = [];
  for (let at = figure.at + 1; at < Math.min(words.length, figure.at + 1 + SUBJECT_WORDS); at += 1) {
    if (clause[at] !== clause[figure.at] || covered.has(at)) break;
    const word = words[at]!;
    if (isStopword({ word: word.folded }) || isGenericWord({ word: word.folded }) || isFigureWord({ key: word.key }) || word.raw.length < 2) continue;
    unknown.push(word.raw);
  }
  return unknown;
}

/**
 * Reads what a requirement asks for against a concept vocabulary; `cityKeys` are the owner's city names,
 * `locales` the languages of the posting (all when unknown).
 */
/**
 * "A clinical background as a nurse, physician or pharmacist": the roles a requirement asks the candidate to have
 * held, when no reader knows them, each as a name of its own; a profile that never names the role does not show
 * it, whatever field the rest of the sentence shares with it. Roles a reader knows ("as a Staff Engineer", "as a
 * backend developer") are judged as what they name.
 */
function pastRoles({ words, hits, clause, named, joiners }: {
  words: readonly PostingWord[];
  hits: readonly ConceptHit[];
  clause: readonly number[];
  named: readonly ConceptMention[];
  joiners: ReadonlySet<number>;
}): ConceptMention[] {
  return hits.filter((hit) => hit.concept === 'requirement-role-background').flatMap((hit) => {
    const span: number[] = [];
    for (let at = hit.end; at < words.length && clause[at] === clause[hit.start]; at += 1) span.push(at);
    if (span.length === 0 || named.some((mention) => span.includes(mention.start))) return [];
    const roles: ConceptMention[] = [];
    let run: number[] = [];
    const close = () => {
      if (run.length > 0) roles.push({ ids: [`unknown:${run.map((at) => words[at]!.key).join(' ')}`], start: run[0]!, end: run.at(-1)! + 1, surface: surfaceOf({ words, start: run[0]!, end: run.at(-1)! + 1 }) });
      run = [];
    };
    for (const at of span) {
      const word = words[at]!;
      if (joiners.has(at) || /,/.test(word.gapBefore)) close();
      if (joiners.has(at) || isStopword({ word: word.folded }) || isGenericWord({ word: word.folded }) || !/\p{L}/u.test(word.folded)) continue;
      run.push(at);
    }
    close();
    return roles;
  });
}

export function readRequirement({ text, vocabulary, cityKeys, cityCountries, locales = LOCALES }: {
  text: string;
  vocabulary: ConceptVocabulary;
  cityKeys: ReadonlySet<string>;
  /** Cities the posting places in a country itself ("Stuttgart, Germany"). */
  cityCountries?: ReadonlyMap<string, string>;
  locales?: readonly Locale[];
}): ReadRequirement {
  const words = postingWords({ text });
  const postingCues = cueHitsOf({ words: words.map((word) => word.folded), locales });
  const hits = postingCues.filter((hit) => hit.concept.startsWith('requirement-'));
  const languagesNamed = findLanguageMentions({ words, locales });
  const languageAt = new Set(languagesNamed.map((language) => language.at));
  // Inside a language requirement, "nativo" or "native" is a level, not a skill.
  const scanned = scanConcepts({ words, vocabulary }).filter(
    (mention) => !languageAt.has(mention.start) && !(languagesNamed.length > 0 && mention.end - mention.start === 1 && isLevelWord({ key: words[mention.start]!.key })),
  );
  // "Work with backend teams", "con los equipos de datos": a field beside a team word names whom the work is
  // with, not what the candidate must know, so it is neither judged nor read as an unknown name.
  const teamAt = new Set(hits.filter((hit) => hit.concept === 'requirement-collaborator').map((hit) => hit.start));
  const beside = (mention: ConceptMention) =>
    !mention.ids.some((id) => TEAM_WORK.has(id)) &&
    (teamAt.has(mention.end) || teamAt.has(mention.start - 1) || (teamAt.has(mention.start - 2) && isStopword({ word: words[mention.start - 1]!.folded })));
  const concepts = withTeamLead({ words, mentions: scanned.filter((mention) => !beside(mention)), locales });
  const roles = wordRoles(words, hits);
  const cues = clauseCues(hits, roles.clause, words);
  const joiners = new Set(hits.filter((hit) => hit.concept === 'requirement-joiner' || hit.concept === 'requirement-alternative').map((hit) => hit.start));
  const credentials = credentialSpans({ hits, clause: roles.clause, joiners });
  const covered = new Set([...spanPositions({ spans: scanned }), ...languageAt]);
  // Where nouns are not capitalised, a capital inside a sentence marks a name ("Snowflake", "Ada").
  const capitalNames = !locales.includes('de');
  const means = new Set(hits.filter((hit) => hit.concept === 'requirement-means').map((hit) => hit.start));
  // "herramientas como VectorCAST", "such as VectorCAST": a product name after a word of example is asked like one after "with".
  const introduced = new Set([...means, ...hits.filter((hit) => hit.concept === 'requirement-example').map((hit) => hit.end - 1)]);
  const unknown = unknownNames({ words, concepts, covered, cued: spanPositions({ spans: postingCues }), joiners, means: introduced, capitalNames });
  unknown.names.push(...pastRoles({ words, hits, clause: roles.clause, named: [...concepts, ...unknown.names], joiners }));
  const folded = foldText({ text });
  const degree = credentials.length > 0 ? degreeLevel({ text: blankSpans({ text, words, spans: credentials }) }) : degreeLevel({ text, folded });
  const subjects = degree === null ? new Set<number>() : degreeSubjects({ words, hits, mentions: [...concepts, ...unknown.names] });
  const named = [...concepts.filter((mention) => !unknown.replaced.has(mention)), ...unknown.names].filter((mention) => !subjects.has(mention.start));
  const fieldPhrases = qualifiedFields({ words, mentions: named, covered: new Set([...covered, ...spanPositions({ spans: unknown.names })]), vocabulary, language: locales[0]! });
  // What the employer runs, why it asks and what a language is for are context: unless nothing else is asked.
  const context = contextPositions({ hits: postingCues, clause: roles.clause, languageAt: languagesNamed.map((language) => language.at) });
  for (const at of languageSettings({ mentions: named, languageAt: languagesNamed.map((language) => language.at), hits, vocabulary })) context.add(at);
  const isAsked = (at: number) => !context.has(at);
  const asksBeyondContext = named.some((mention) => isAsked(mention.start)) || languagesNamed.some((language) => isAsked(language.at));
  const listed = (asksBeyondContext ? named.filter((mention) => isAsked(mention.start)) : named).sort((left, right) => left.start - right.start);
  const found = asksBeyondContext ? languagesNamed.filter((language) => isAsked(language.at)) : languagesNamed;
  const categories = toolCategories({ words, mentions: listed, hits, clause: roles.clause, vocabulary });
  const items = [
    ...listed.map((mention) => ({ kind: 'concept' as const, mention, start: mention.start, end: mention.end })),
    ...found.map((language) => ({ kind: 'language' as const, language, start: language.at, end: language.at + 1 })),
  ].sort((left, right) => left.start - right.start);
  const groups = groupItems(words, items, hits);
  const clauseOf = (item: { start: number }) => roles.clause[item.start]!;
  // A cue clause that names nothing itself speaks of its nearest neighbours that do ("Ideally, you know Kafka",
  // "GraphQL, a plus"), skipping what stands in parentheses ("Formal methods (B, SCADE) appreciated"), which
  // goes with the clause before it unless it carries its own cue ("cloud (GCP preferably)").
  const namedClauses = [...new Set(items.map(clauseOf))].sort((left, right) => left - right);
  const plain = namedClauses.filter((clause) => !roles.bracketed.has(clause));
  // A later clause that opens with its cue and goes on with words of its own qualifies only them: in "experience
  // in banking, ideally in retail" the cue is about retail, and banking stays required ("We would value X and Y",
  // whose cue opens the requirement, still speaks of all of it).
  const cueCovered = spanPositions({ spans: hits });
  const isContent = (index: number) => !cueCovered.has(index) && !isStopword({ word: words[index]!.folded }) && !isGenericWord({ word: words[index]!.folded }) && /\p{L}/u.test(words[index]!.folded);
  const speaksForItself = (number: number) => {
    const inClause = words.flatMap((_, index) => (roles.clause[index] === number ? [index] : []));
    const firstCue = inClause.find((index) => cueCovered.has(index));
    const after = firstCue !== undefined && !inClause.some((index) => index < firstCue && isContent(index)) && inClause.some((index) => index > firstCue && isContent(index));
    return after && words.some((_, index) => roles.clause[index]! < number && isContent(index));
  };
  const bareOptional = [...cues.optional].filter((number) => !speaksForItself(number));
  for (const number of [...cues.optional]) {
    if (namedClauses.includes(number) || speaksForItself(number)) continue;
    const before = plain.filter((clause) => clause < number).at(-1) ?? namedClauses.filter((clause) => clause < number).at(-1);
    const after = plain.find((clause) => clause > number) ?? namedClauses.find((clause) => clause > number);
    for (const neighbour of [before, after]) if (neighbour !== undefined) cues.optional.add(neighbour);
  }
  for (const clause of roles.bracketed) {
    const owner = Math.max(-1, ...[...roles.clauseNumbers].filter((candidate) => candidate < clause && !roles.bracketed.has(candidate)));
    if (cues.optional.has(owner)) cues.optional.add(clause);
  }
  // "Valoraremos la experiencia con normativa (EASA) y con Rust": a cue that opens the requirement weighs all of it,
  // unless another part says it is required.
  const opening = hits.find((hit) => hit.concept === 'requirement-optional' || hit.concept === 'requirement-not-required');
  const opens = opening !== undefined && !words.some((_, index) => index < opening.start && isContent(index));
  if (opens && !hits.some((hit) => hit.concept === 'requirement-required')) roles.clauseNumbers.forEach((clause) => cues.optional.add(clause));
  // "Teaching experience is essential and a doctorate would be appreciated": a requirement that says what
  // it requires is not optional as a whole; a required word that a not-required cue holds or leads into is
  // not ("not required", "by no means expected").
  const required = hits.some((hit) => hit.concept === 'requirement-required' && !hits.some((other) => other.concept === 'requirement-not-required' && other.start <= hit.start && other.end >= hit.start));
  // Alternatives are optional together ("React, Vue or Angular is a plus").
  const optionalGroups = new Set(items.flatMap((item, index) => (cues.optional.has(clauseOf(item)) ? [groups[index]!] : [])));
  const mentions: ReadMention[] = [];
  const languages: ReadLanguage[] = [];
  items.forEach((item, index) => {
    const clause = clauseOf(item);
    const placement: Placement = { group: groups[index]!, optional: optionalGroups.has(groups[index]!) };
    if (item.kind === 'concept') {
      const qualifies = fieldPhrases.get(item.mention) ?? null;
      mentions.push({ ...item.mention, ...(qualifies ? { surface: qualifies } : {}), ...placement, example: roles.example[item.start]!, subset: roles.subset[item.start]!, placeName: isPlaceName(words, item.start), credential: cues.credential.get(clause) ?? null, qualifies: qualifies !== null, category: categories.has(item.mention) });
    } else languages.push({ ...item.language, ...placement });
  });
  // A product's name says nothing about where the work happens ("Firebase Remote Config").
  const technologies = scanned.filter((mention) => !isPlaceName(words, mention.start));
  const conditionText = technologies.length > 0 ? blankSpans({ text, words, spans: technologies }) : text;
  const conditions = readWorkConditions({ text: conditionText, words, cityKeys, ...(cityCountries ? { cityCountries } : {}), folded: conditionText === text ? folded : foldText({ text: conditionText }) });
  const asked = [...mentions, ...languages];
  return {
    text,
    words,
    mentions,
    languages,
    conditions,
    asksConditions: hasWorkConditions({ conditions }),
    asksCredential: cues.credential.size > 0,
    degree,
    equivalentExperience: acceptsEquivalentExperience({ text, folded }),
    years: yearFigures({ words }).map((figure) => ({ ...figure, unknown: subjectUnknown({ words, figure, covered, clause: roles.clause }) })),
    team: teamAsked({ words, mentions, locales }),
    optional: !required && (asked.length > 0 ? asked.every((item) => item.optional) : bareOptional.length > 0),
    joiners,
    means,
  };
}
