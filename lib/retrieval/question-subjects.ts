import { LOCALES, type Locale } from '@/lib/contracts';
import { areaExperience, technologyExperience, technologyKey, termsOf, type Profile, type TechnologyExperience } from '@/lib/knowledge';
import { findConcepts, LEXICON, NOT_TECHNOLOGIES, SPOKEN_LANGUAGE_NAMES, TECHNOLOGY_LEXICON, type Domain } from '@/lib/lexicon';
import { profileEntities, type EntityKind, type ProfileEntity } from '@/lib/retrieval/profile-entities';
import { editDistance, indexOfWords, isStopword, spanPositions, splitWords, typoAllowance, withoutSpelledUmlauts } from '@/lib/text';

/**
 * What a question is about. A profile entity (held: the profile names it), or something the profile may not
 * hold: a technology of the vocabulary, a field of work, a spoken language, a school.
 */
export type SubjectKind = EntityKind | 'school' | 'technology' | 'domain' | 'spoken-language' | 'organization';

export interface QuestionSubject {
  kind: SubjectKind;
  /** As the profile writes it, or as the visitor typed it when the profile does not name it. */
  name: string;
  /** The profile entity, when the profile holds it. */
  entity?: ProfileEntity;
  /** For a field of work. */
  domain?: Domain;
  /** The index of the first word that names it. */
  start: number;
  end: number;
}

/** Words of the lexicon: a misspelt name is never one of these ("remote" is not "Remix"). */
const LEXICON_WORDS: ReadonlySet<string> = new Set(LEXICON.terms.flatMap((term) => term.words));

/** A question word that may be a misspelt name: long enough, and not a word of the language. */
function mayBeMisspelt(word: string): boolean {
  return typoAllowance({ length: word.length }) > 0 && !isStopword({ word }) && !LEXICON_WORDS.has(word);
}

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y']);

/** A short word with one vowel changed is another word far more often than a typo ("redes" is not "Redis"). */
function changesOnlyAVowel({ word, form }: { word: string; form: string }): boolean {
  if (word.length !== form.length) return false;
  const differing = [...word].flatMap((letter, index) => (letter === form[index] ? [] : [[letter, form[index] as string]]));
  return differing.length === 1 && VOWELS.has(differing[0]![0] as string) && VOWELS.has(differing[0]![1] as string);
}

/** Whether `word` is `form` typed with a typo or two (never the same word: that is an exact mention). */
function isTypoOf({ word, form }: { word: string; form: string }): boolean {
  const allowance = Math.min(typoAllowance({ length: form.length }), typoAllowance({ length: word.length }));
  if (allowance === 0 || word === form || word[0] !== form[0]) return false;
  if (form.length <= 6 && changesOnlyAVowel({ word, form })) return false;
  return editDistance({ from: word, to: form, limit: allowance }) <= allowance;
}

/** The vocabulary's names are matched with a typo only when long: a short misspelt word is more often another word. */
const MIN_TECHNOLOGY_TYPO_LETTERS = 7;

/** Two-letter names ("Go", "R") count only as written, capitalised: in lower case they are everyday words. */
function shortNameAllowed({ raw, form }: { raw: readonly string[]; form: string }): boolean {
  return form.length > 2 || raw.some((token) => token.length === form.length && token.toLowerCase() === form && token !== token.toLowerCase());
}

/** A name that is also a function word ("CAN", the fieldbus, and "can") counts only as the profile writes it. */
function everydayWordAllowed({ raw, form, name, start }: { raw: readonly string[]; form: string; name: string; start: number }): boolean {
  return form.includes(' ') || !isStopword({ word: form }) || raw[start] === name;
}

/** Kinds whose names visitors misspell and whose misspellings are rarely other words. */
const TYPO_KINDS = new Set(['employer', 'project', 'skill']);

/**
 * "C++" and "C#" are not "C": the symbols typed after a name are the name's own; the folded words cannot tell them
 * apart. A one-letter name before an apostrophe is an elided word ("C'était", "l'équipe"), not the C language.
 */
const signedAs = ({ name, after }: { name: string; after: string | undefined }) =>
  (/^[+#]+/.exec(after ?? '')?.[0] ?? '') === (/[+#]+$/.exec(name)?.[0] ?? '') && !(name.length === 1 && /^['’]/.test(after ?? ''));

/** The profile's entities the words name, exactly or with a typo in a long single-word name ("typscript"). */
function entitySubjects({ words, raw, afters, profile }: { words: readonly string[]; raw: readonly string[]; afters: readonly string[]; profile: Profile }): QuestionSubject[] {
  const found: QuestionSubject[] = [];
  // German vowels typed without their dots ("Moewe" for "Möwe") are compared as the folded vowel.
  const plain = words.map((word) => withoutSpelledUmlauts({ word }));
  for (const entity of profileEntities({ profile })) {
    // Every mention, each where it stands: a message may name a thing in the scene it sets and again in its question.
    let from = 0;
    while (from < words.length) {
      let best: { start: number; end: number } | null = null;
      for (const formText of entity.forms) {
        const form = formText.split(' ');
        const fits = (at: number) => at >= from && signedAs({ name: entity.name, after: afters[at + form.length - 1] });
        let start = indexOfWords({ words, form, accept: fits });
        if (start < 0) start = indexOfWords({ words: plain, form: form.map((word) => withoutSpelledUmlauts({ word })), accept: fits });
        // A name signed by its symbols ("c++") is told apart by them, whatever its case.
        const signed = /[+#]$/.test(entity.name);
        if (start >= 0 && (signed || shortNameAllowed({ raw, form: formText })) && everydayWordAllowed({ raw, form: formText, name: entity.name, start }) && (best === null || start < best.start)) best = { start, end: start + form.length };
        if (start < 0 && form.length === 1 && TYPO_KINDS.has(entity.kind)) {
          const typo = words.findIndex((word, at) => at >= from && mayBeMisspelt(word) && isTypoOf({ word, form: form[0] as string }));
          if (typo >= 0 && (best === null || typo < best.start)) best = { start: typo, end: typo + 1 };
        }
      }
      if (!best) break;
      found.push({ kind: entity.kind, name: entity.name, entity, ...best });
      from = best.end;
    }
  }
  return found;
}

/** The school names of the profile's education, as subjects ("Universidade do Porto"). */
function schoolSubjects({ words, profile }: { words: readonly string[]; profile: Profile }): QuestionSubject[] {
  return profile.education.flatMap((entry) => {
    // An acronym the profile writes ("KIT", "UPV") names the school however short it is.
    const acronyms = splitWords({ text: (entry.institution.match(/\b\p{Lu}{2,}\b/gu) ?? []).join(' ') });
    const distinctive = [...acronyms, ...splitWords({ text: entry.institution }).filter((word) => word.length >= 4 && !isStopword({ word }) && !LEXICON_WORDS.has(word))];
    const start = words.findIndex((word) => distinctive.includes(word) || distinctive.some((form) => mayBeMisspelt(word) && isTypoOf({ word, form })));
    return start >= 0 ? [{ kind: 'school' as const, name: entry.institution, start, end: start + 1 }] : [];
  });
}

/** How the answer names a technology the visitor typed: the vocabulary's label when it is that technology's name, else as typed. */
function technologyName({ typed, label }: { typed: string; label: string }): string {
  const key = technologyKey({ name: typed });
  const labelKey = technologyKey({ name: label });
  if (key === labelKey || key.length <= 4 || labelKey.includes(key)) return label;
  return /\p{Lu}/u.test(typed) ? typed : typed.charAt(0).toUpperCase() + typed.slice(1);
}

/** An alias that spells the label another way ("TS", "golang", "postgres"), not another product. */
function isSpelling({ alias, label }: { alias: string; label: string }): boolean {
  const key = technologyKey({ name: alias });
  const labelKey = technologyKey({ name: label });
  return key === labelKey || key.length <= 4 || key.includes(labelKey) || labelKey.includes(key);
}

/**
 * The name under which the profile lists a technology of the vocabulary: a skill or stack item spelled like the
 * concept's own label ("web performance"), never one of the neighbours the vocabulary groups with it.
 */
function profileSpelling({ profile, label, aliases }: { profile: Profile; label: string; aliases: readonly string[] }): string | undefined {
  const labelKey = technologyKey({ name: label });
  const spellings = new Set([labelKey, ...aliases.map((alias) => technologyKey({ name: alias })).filter((key) => key.includes(labelKey) || labelKey.includes(key))]);
  const names = [...profile.skills.groups.flatMap((group) => group.skills), ...profile.experience.flatMap((job) => job.stack), ...profile.projects.flatMap((project) => project.stack)];
  return names.flatMap((name) => termsOf({ name })).find((name) => spellings.has(technologyKey({ name })));
}

/**
 * Technologies of the vocabulary the words name (exactly, or a long name with a typo: "kubernets"), that no
 * profile entity already stands for. Held ones point at the profile's skill; others carry only their name.
 */
function technologySubjects({ words, raw, afters, profile, today, taken, fieldWords }: {
  words: readonly string[];
  raw: readonly string[];
  afters: readonly string[];
  profile: Profile;
  today: Date;
  taken: readonly QuestionSubject[];
  /** Word positions that name a field of work: a field's own word is never read as a misspelt technology. */
  fieldWords: ReadonlySet<number>;
}): QuestionSubject[] {
  const candidates: Array<{ start: number; length: number; name: string; area?: ProfileEntity }> = [];
  const areas = profileEntities({ profile }).filter((entity) => entity.kind === 'skill-area');
  for (const concept of TECHNOLOGY_LEXICON) {
    if (concept.discipline || NOT_TECHNOLOGIES.has(concept.id)) continue;
    for (const alias of concept.aliases) {
      const form = splitWords({ text: alias });
      const exactStart = indexOfWords({ words, form });
      const start = exactStart >= 0 || form.length > 1 || (form[0] as string).length < MIN_TECHNOLOGY_TYPO_LETTERS ? exactStart : words.findIndex((word) => mayBeMisspelt(word) && isTypoOf({ word, form: form[0] as string }));
      if (start < 0 || (exactStart < 0 && fieldWords.has(start))) continue;
      if (exactStart >= 0 && !signedAs({ name: concept.label, after: afters[start + form.length - 1] })) continue;
      // The profile's own name when it lists the concept by its name ("web performance" for "rendimiento web"), as
      // typed when typed right ("terraform"), the vocabulary's spelling when misspelt ("kubernets").
      // Only a spelling or a phrase of the concept stands for it: one product the vocabulary groups under a practice
      // ("AUTOSAR" under embedded) is its own technology.
      const standsForConcept = form.length > 1 || isSpelling({ alias, label: concept.label });
      const name = (standsForConcept ? profileSpelling({ profile, label: concept.label, aliases: concept.aliases }) : undefined)
        ?? technologyName({ typed: exactStart >= 0 ? raw.slice(start, start + form.length).join(' ') : alias, label: concept.label });
      // "sistemas embebidos", "embarqué": a concept the profile groups its skills under ("Embedded firmware") is that area.
      const spelled = new Set([concept.label, ...concept.aliases].map((spelling) => splitWords({ text: spelling }).join(' ')));
      const area = areas.find((entity) => entity.forms.some((areaForm) => spelled.has(areaForm)));
      candidates.push({ start, length: form.length, name, ...(area ? { area } : {}) });
    }
    for (const exact of concept.exact ?? []) {
      const start = raw.findIndex((token, index) => token === exact && signedAs({ name: concept.label, after: afters[index] }));
      if (start >= 0) candidates.push({ start, length: 1, name: profileSpelling({ profile, label: concept.label, aliases: concept.aliases }) ?? concept.label });
    }
  }
  // The longest name wins where several start on one word ("rendimiento web" over "rendimiento").
  const found: QuestionSubject[] = [];
  const covered = (start: number, end: number) => [...taken, ...found].some((subject) => start < subject.end && end > subject.start);
  for (const candidate of candidates.sort((left, right) => right.length - left.length || left.start - right.start)) {
    const end = candidate.start + candidate.length;
    if (covered(candidate.start, end)) continue;
    if (candidate.area) {
      found.push({ kind: 'skill-area', name: candidate.area.name, entity: candidate.area, start: candidate.start, end });
      continue;
    }
    const held = technologyExperience({ profile, technology: candidate.name, today });
    found.push({ kind: held.jobs.length > 0 || held.projects.length > 0 || held.listed ? 'skill' : 'technology', name: candidate.name, start: candidate.start, end });
  }
  return found.sort((left, right) => left.start - right.start);
}

/** Fields of work the words name ("healthcare", "Sportwetten"), in the languages the question is in. */
function domainSubjects({ words, locales }: { words: readonly string[]; locales: readonly Locale[] }): QuestionSubject[] {
  const hits = findConcepts({ words, locales });
  // "PhD", "university": a word of schooling is the education asked about, not a field of work.
  const schooling = new Set(hits.filter((hit) => hit.concept === 'education' || hit.concept.startsWith('degree-')).map((hit) => hit.start));
  return hits
    .filter((hit) => hit.concept.startsWith('domain:') && !schooling.has(hit.start))
    .map((hit) => ({ kind: 'domain' as const, name: hit.term.replace(/\*$/, ''), domain: hit.concept.slice('domain:'.length) as Domain, start: hit.start, end: hit.end }));
}

/** Spoken languages the words name that the profile does not list ("Italian" for an owner who speaks none). */
function spokenLanguageSubjects({ words, taken }: { words: readonly string[]; taken: readonly QuestionSubject[] }): QuestionSubject[] {
  return Object.entries(SPOKEN_LANGUAGE_NAMES).flatMap(([english, names]) => {
    const start = words.findIndex((word) => names.includes(word));
    if (start < 0 || taken.some((subject) => subject.kind === 'language' && subject.start === start)) return [];
    return [{ kind: 'spoken-language' as const, name: english, start, end: start + 1 }];
  });
}

/** Words that introduce an employer: "at Spotify", "en Glovo", "chez Critical Software", "bei Zalando". */
const ORGANIZATION_PREPOSITIONS = new Set(['at', 'for', 'en', 'para', 'chez', 'pour', 'bei', 'fur']);
/** The employer prepositions that also mean "for" ("open for", "good for"). */
const FOR_WORDS = new Set(['for', 'para', 'pour', 'fur']);

/** Words that introduce a place: "in Berlin", "en Madrid", "à Lyon", "nach Wien". */
const PLACE_PREPOSITIONS = new Set(['in', 'en', 'a', 'au', 'aux', 'nach', 'to', 'from', 'desde', 'de', 'aus']);

/**
 * Places the visitor names that the profile does not know as the owner's home ("in Berlin", "nach Wien"): a
 * capitalised word after a place preposition, not a name of something else. A job's own place is held.
 */
function placeSubjects({ words, raw, taken, asksWork }: {
  words: readonly string[];
  raw: readonly string[];
  taken: readonly QuestionSubject[];
  /** The question is about working: a name after a preposition of both ("trabajaste en Glovo") is an employer. */
  asksWork: boolean;
}): QuestionSubject[] {
  return raw.flatMap((token, index) => {
    if (index === 0 || !PLACE_PREPOSITIONS.has(words[index - 1] as string) || !/^\p{Lu}\p{Ll}/u.test(token)) return [];
    if (asksWork && ORGANIZATION_PREPOSITIONS.has(words[index - 1] as string)) return [];
    if (taken.some((subject) => index >= subject.start && index < subject.end) || LEXICON_WORDS.has(words[index] as string)) return [];
    return [{ kind: 'place' as const, name: token, start: index, end: index + 1 }];
  });
}

/**
 * A company the visitor names that the profile does not hold ("did you work at spotify?"): the words after an
 * employer's preposition that are no word of the language, no name the profile knows, up to the clause's end.
 */
function organizationSubjects({ words, raw, taken, asksEmployer, asksWork }: {
  words: readonly string[];
  raw: readonly string[];
  taken: readonly QuestionSubject[];
  /** The question asks whether or where the owner worked: a lower-case name ("at bosch") is then a company too. */
  asksEmployer: boolean;
  asksWork: boolean;
}): QuestionSubject[] {
  const found: QuestionSubject[] = [];
  words.forEach((word, index) => {
    if (index === 0 || !ORGANIZATION_PREPOSITIONS.has(words[index - 1] as string) || word.length < 3) return;
    // "en tout", "en prod": an everyday word after the preposition, unless a company is what is asked about.
    // "open for new roles": after "for", a lower-case word is a company only when working is asked about.
    const lowerCaseAllowed = asksEmployer && (!FOR_WORDS.has(words[index - 1] as string) || asksWork);
    if (!lowerCaseAllowed && !/^\p{Lu}/u.test(raw[index] ?? '')) return;
    const unknown = (position: number) => {
      const candidate = words[position];
      return candidate !== undefined && !isStopword({ word: candidate }) && !LEXICON_WORDS.has(candidate) && !/^\p{N}+$/u.test(candidate)
        && ![...taken, ...found].some((subject) => position >= subject.start && position < subject.end);
    };
    if (!unknown(index)) return;
    let end = index + 1;
    while (end < words.length && end - index < 3 && unknown(end) && /^\p{Lu}/u.test(raw[end] ?? '')) end += 1;
    const name = raw.slice(index, end).map((token) => (/^\p{Ll}/u.test(token) ? token.charAt(0).toUpperCase() + token.slice(1) : token)).join(' ');
    found.push({ kind: 'organization', name, start: index, end });
  });
  return found;
}

/** Every subject the words name, in the order they are named. */
export function findQuestionSubjects({ words, raw, afters = [], profile, today, locales = LOCALES }: {
  /** The folded words. */
  words: readonly string[];
  /** The same words as typed (for capitalised short names). */
  raw: readonly string[];
  /** What follows each word in the text ("++" after "C"). */
  afters?: readonly string[];
  profile: Profile;
  today: Date;
  locales?: readonly Locale[];
}): QuestionSubject[] {
  // "Years of embedded?": where a skill and a skill area are named by the same words, the area (all its skills) is asked.
  const named = entitySubjects({ words, raw, afters, profile });
  const entities = named.filter((subject) => subject.kind !== 'skill' || !named.some((area) => area.kind === 'skill-area' && area.start === subject.start && area.end === subject.end));
  const schools = schoolSubjects({ words, profile }).filter((school) => !entities.some((entity) => entity.start === school.start));
  const known = [...entities, ...schools];
  const fields = domainSubjects({ words, locales });
  const fieldWords = spanPositions({ spans: fields });
  // "A crypto company", "le secteur de la santé": a field's word names the field unless the profile holds the
  // technology of that name.
  const technologies = technologySubjects({ words, raw, afters, profile, today, taken: known, fieldWords })
    .filter((technology) => technology.kind === 'skill' || ![...spanPositions({ spans: [technology] })].some((position) => fieldWords.has(position)));
  const languages = spokenLanguageSubjects({ words, taken: known });
  const domains = fields.filter((domain) => ![...known, ...technologies].some((subject) => domain.start >= subject.start && domain.start < subject.end));
  const concepts = new Set(findConcepts({ words, locales }).map((hit) => hit.concept));
  const places = placeSubjects({ words, raw, taken: [...known, ...technologies, ...languages, ...domains], asksWork: concepts.has('work') });
  const asksEmployer = (concepts.has('work') || concepts.has('yes-no-opener')) && !concepts.has('how-many') && !concepts.has('how-long') && !concepts.has('years');
  const organizations = organizationSubjects({ words, raw, taken: [...known, ...technologies, ...languages, ...domains, ...places], asksEmployer, asksWork: concepts.has('work') });
  return [...known, ...technologies, ...languages, ...domains, ...places, ...organizations].sort((left, right) => left.start - right.start);
}

/**
 * The owner's experience with what a question names: a skill area of the profile counts the jobs that used its
 * skills ("years in embedded?"), anything else is a technology looked for by name.
 */
export function subjectExperience({ subject, profile, today }: { subject: QuestionSubject; profile: Profile; today: Date }): TechnologyExperience {
  return subject.kind === 'skill-area' && subject.entity
    ? areaExperience({ profile, areaId: subject.entity.key, today })
    : technologyExperience({ profile, technology: subject.name, today });
}
