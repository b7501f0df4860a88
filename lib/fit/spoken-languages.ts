import { LOCALES, type Locale } from '@/lib/contracts';
import { singularKey, type PostingWord } from '@/lib/fit/posting-words';
import { findConcepts, type ConceptHit } from '@/lib/lexicon';
import { foldText, isStopword } from '@/lib/text';

/**
 * Spoken languages in postings and profiles: names (from the runtime's own language names in
 * en/es/fr/de, so no list of translations lives here) and levels on one scale: CEFR A1..C2 = 1..6,
 * native = 7.
 */
export const NATIVE_LEVEL = 7;

/** Languages postings commonly ask for (ISO 639-1). */
const LANGUAGE_CODES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'pl', 'ca', 'eu', 'gl', 'sv', 'da', 'nb', 'fi', 'ru', 'uk', 'zh', 'ja', 'ko', 'ar', 'hi', 'tr', 'el', 'cs', 'ro', 'hu', 'he'];

/** Extra names the runtime does not give. */
const EXTRA_NAMES: Record<string, string> = {
  mandarin: 'zh', norwegian: 'nb', noruego: 'nb', norvegien: 'nb', norwegisch: 'nb', castellano: 'es', castilian: 'es', castillan: 'es', kastilisch: 'es',
  // Valencian is the name Catalan bears in the Valencian Community.
  valenciano: 'ca', valencian: 'ca', valencien: 'ca', valencianisch: 'ca',
};

/** German writes "Deutschkenntnisse", "englischsprachig": a language name followed by one of these. */
const GERMAN_COMPOUND_ENDINGS = ['kenntnisse', 'kenntnis', 'sprachkenntnisse', 'sprachig', 'sprachige', 'sprachigen', 'sprachiger', 'muttersprachler', 'muttersprachlerin', 'muttersprachlich'];

let names: Map<string, string> | undefined;

/** Folded language name (any of the four locales) → code. */
function languageNames(): Map<string, string> {
  if (names) return names;
  names = new Map(Object.entries(EXTRA_NAMES));
  for (const locale of LOCALES) {
    const display = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
    for (const code of LANGUAGE_CODES) {
      const name = display.of(code);
      if (name) names.set(singularKey(foldText({ text: name })), code);
    }
  }
  return names;
}

/** The language code a (folded, singular) word names, compounds included; null for any other word. */
export function languageOfWord({ key }: { key: string }): string | null {
  const byName = languageNames().get(key);
  if (byName) return byName;
  for (const ending of GERMAN_COMPOUND_ENDINGS) {
    if (key.length > ending.length + 3 && key.endsWith(ending)) {
      const code = languageNames().get(key.slice(0, -ending.length).replace(/-$/, ''));
      if (code) return code;
    }
  }
  return null;
}

/** The code of a profile language, from its names in any locale or its id. */
export function languageOfName({ names: candidates }: { names: readonly string[] }): string | null {
  for (const name of candidates) {
    const code = languageOfWord({ key: singularKey(foldText({ text: name.trim() })) });
    if (code) return code;
  }
  return null;
}

/** Level words (folded) in en/es/fr/de, each phrase → level. Longest phrases are tried first. */
const LEVEL_PHRASES: ReadonlyArray<[string, number]> = [
  ['mother tongue', 7], ['first language', 7], ['lengua materna', 7], ['langue maternelle', 7], ['native', 7], ['nativo', 7], ['nativa', 7], ['natif', 7],
  ['muttersprache', 7], ['muttersprachniveau', 7], ['muttersprachenniveau', 7], ['muttersprachlich', 7], ['muttersprachler', 7], ['muttersprachlerin', 7], ['muttersprachliche', 7],
  ['bilingual', 6], ['bilingue', 6], ['zweisprachig', 6],
  ['business fluent', 5], ['fluent', 5], ['fluently', 5], ['fluency', 5], ['fluido', 5], ['fluida', 5], ['fluidez', 5], ['courant', 5], ['couramment', 5],
  ['fliessend', 5], ['fliessende', 5], ['verhandlungssicher', 5], ['verhandlungssichere', 5], ['verhandlungssicheres', 5], ['alto', 5], ['advanced', 5], ['excellent', 5], ['avanzado', 5], ['nivel alto', 5], ['alto nivel', 5], ['avance', 5],
  ['sehr gut', 5], ['sehr gute', 5], ['sehr guten', 5], ['exzellent', 5], ['exzellente', 5], ['proficient', 5],
  ['professional working', 4], ['professional', 4], ['business', 4], ['good', 4], ['strong', 4], ['solid', 4], ['bueno', 4], ['buen', 4], ['profesional', 4],
  ['bon', 4], ['bonne', 4], ['professionnel', 4], ['gut', 4], ['gute', 4], ['guten', 4], ['solide', 4], ['solides', 4],
  ['intermediate', 3], ['conversational', 3], ['intermedio', 3], ['conversacional', 3], ['intermediaire', 3], ['mittel', 3],
  ['basic', 2], ['basico', 2], ['notions', 2], ['bases', 2], ['grundkenntnisse', 2], ['grundlegende', 2],
];

const LEVEL_BY_PHRASE = new Map(LEVEL_PHRASES.map(([phrase, level]) => [phrase.split(' ').map(singularKey).join(' '), level]));

/** Words that say a language requirement is about speaking it (not a market or a team's nationality). */
const LANGUAGE_CONTEXT = new Set(
  ('speak speaking spoken write writing written read reading verbal communication communicate language level proficiency skill ' +
    'idioma nivel hablar hablado escribir escribes escrito leer redactar comunicacion comunicarte lengua ' +
    'langue niveau parle parler ecrire ecrivez ecrit lire rediger maitrise oral ' +
    'sprache sprachen sprechen schreiben schreibst lesen kenntnisse wort schrift schriftlich mundlich kommunikation')
    .split(' ').map(singularKey),
);

const SHORT_ITEM_WORDS = 3;

/** True when the word (a key) is a level cue: "fluent", "nativo", "C1", "verhandlungssicher". */
export function isLevelWord({ key }: { key: string }): boolean {
  return cefrLevel(key) !== null || LEVEL_BY_PHRASE.has(key);
}

/** A language asked for or held, at a level (null when none is stated). */
export interface LanguageMention {
  code: string;
  level: number | null;
  /** Word position in the text. */
  at: number;
}

function cefrLevel(key: string): number | null {
  const match = /^([abc])([12])$/.exec(key);
  if (!match) return null;
  return ({ a: 0, b: 2, c: 4 } as const)[match[1] as 'a' | 'b' | 'c'] + Number(match[2]);
}

/** Level cues in word order (CEFR codes and level words), with their positions. */
function levelCues(words: readonly PostingWord[]): { level: number; at: number; cefr: boolean }[] {
  const cues: { level: number; at: number; cefr: boolean }[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const key = words[index]!.key;
    const cefr = cefrLevel(key);
    if (cefr !== null) {
      cues.push({ level: cefr, at: index, cefr: true });
      continue;
    }
    const pairLevel = index + 1 < words.length ? LEVEL_BY_PHRASE.get(`${key} ${words[index + 1]!.key}`) : undefined;
    if (pairLevel !== undefined) {
      cues.push({ level: pairLevel, at: index, cefr: false });
      index += 1;
      continue;
    }
    const level = LEVEL_BY_PHRASE.get(key);
    if (level !== undefined) cues.push({ level, at: index, cefr: false });
  }
  return cues;
}

/** The languages a posting would not name without asking for them: "Spanish is a plus", "Deutsch ist kein Muss". */
const SHORT_CUED_ITEM_WORDS = 7;
/** How far from a language name its level word may stand ("a good level of English (B2)"). */
const LEVEL_REACH_WORDS = 4;
/** A language among the first words of an item is what the item is about. */
const LEADING_WORDS = 3;
const LANGUAGE_CUES: ReadonlySet<string> = new Set(['spoken-languages', 'requirement-optional', 'requirement-not-required']);

/** The words of the clause (between commas, semicolons, colons and full stops) a word stands in: [start, end). */
function clauseAround(words: readonly PostingWord[], at: number): { start: number; end: number } {
  const breaks = (index: number) => /[,;:.!?]/.test(words[index]!.gapBefore);
  let start = at;
  while (start > 0 && !breaks(start)) start -= 1;
  let end = at + 1;
  while (end < words.length && !breaks(end)) end += 1;
  return { start, end };
}

/**
 * The positions of language names that say whose the employer's people are, not what is asked: right after the
 * employer's word ("our German customers", "unsere schwedischen Kunden") or after it and one noun ("nos clients
 * allemands", "nuestros clientes alemanes"), and the names listed after those ("… allemands et suédois"). A word
 * of speaking between them ("notre langue de travail, l'anglais", "unsere Arbeitssprache Englisch") keeps the
 * language asked.
 */
function employerLanguages({ words, found, hits }: { words: readonly PostingWord[]; found: ReadonlyArray<{ at: number }>; hits: readonly ConceptHit[] }): Set<number> {
  const employerEnds = hits.filter((hit) => hit.concept === 'posting-employer').map((hit) => hit.end);
  const listWords = new Set(hits.filter((hit) => hit.concept === 'requirement-joiner' || hit.concept === 'requirement-alternative').map((hit) => hit.start));
  // "Arbeitssprache" is a word of speaking too.
  const speaks = (key: string) => [...LANGUAGE_CONTEXT].some((context) => key === context || (context.length >= 5 && key.endsWith(context)));
  const isNoun = (at: number) => !isStopword({ word: words[at]!.folded }) && !speaks(words[at]!.key) && languageOfWord({ key: words[at]!.key }) === null && !/[,;:.!?(]/.test(words[at + 1]?.gapBefore ?? '');
  // "German is a plus, but our working language is English": past a clause break, the employer's own language
  // is context for the optional one before it ("English C1, but we also use German daily" asks both).
  const employerStarts = hits.filter((hit) => hit.concept === 'posting-employer').map((hit) => hit.start);
  const optionalStarts = hits.filter((hit) => hit.concept === 'requirement-optional' || hit.concept === 'requirement-not-required').map((hit) => hit.start);
  const breaks = hits.filter((hit) => hit.concept === 'requirement-clause-break').map((hit) => hit.start);
  const employersAfterBreak = (at: number) =>
    breaks.some(
      (start) =>
        start < at &&
        found.some((language) => language.at < start) &&
        optionalStarts.some((optional) => optional < start) &&
        employerStarts.some((employer) => employer > start && employer < at),
    );
  const owned = new Set<number>();
  for (const { at } of [...found].sort((left, right) => left.at - right.at)) {
    const afterEmployer = employerEnds.some((end) => at === end || (at === end + 1 && isNoun(end)));
    const listedAfterOwned = owned.has(at - 2) && listWords.has(at - 1);
    if (afterEmployer || listedAfterOwned || employersAfterBreak(at)) owned.add(at);
  }
  return owned;
}

/**
 * The spoken languages a text names with a level or a language context word, each with its level cue: the
 * cues nearest to it, a CEFR code ("mindestens C2") before a level word ("verhandlungssicher"). Without
 * such a cue, "Spanish" is not a language requirement ("the Spanish market").
 */
export function findLanguageMentions({ words, locales = LOCALES }: { words: readonly PostingWord[]; locales?: readonly Locale[] }): LanguageMention[] {
  const found: { code: string; at: number }[] = [];
  words.forEach((word, at) => {
    const code = languageOfWord({ key: word.key });
    if (code && !found.some((mention) => mention.code === code)) found.push({ code, at });
  });
  if (found.length === 0) return [];
  const hits = () => findConcepts({ words: words.map((word) => word.folded), locales });
  const owned = employerLanguages({ words, found, hits: hits() });
  if (owned.size > 0) return findLanguageMentions({ words: words.map((word, at) => (owned.has(at) ? { ...word, key: '', folded: '' } : word)), locales });
  const cues = levelCues(words);
  // "Deutschkenntnisse" carries its own context.
  const isCompound = (key: string) => !languageNames().has(key) && languageOfWord({ key }) !== null;
  // "Vous parlez allemand" speaks of a language however long the sentence; "a plus" only in a short item.
  // A language opening the item ("Portuguese or Spanish would help", "L'allemand n'est pas obligatoire").
  const leads = found.some((language) => language.at < LEADING_WORDS);
  // "…, ist Spanisch ein klarer Pluspunkt": the cue weighs the language when both stand in a short clause.
  const inShortClause = (hit: { start: number }) =>
    found.some((language) => {
      const clause = clauseAround(words, language.at);
      return clause.end - clause.start <= SHORT_CUED_ITEM_WORDS && hit.start >= clause.start && hit.start < clause.end;
    });
  const cued = () => hits().some((hit) => hit.concept === 'spoken-languages' || ((words.length <= SHORT_CUED_ITEM_WORDS || leads || inShortClause(hit)) && LANGUAGE_CUES.has(hit.concept)));
  // "Alemán, para tratar con nuestros clientes", "Francés para coordinarte…": a language opening the item and
  // followed by what it is for is asked, whatever the purpose names.
  const opensWithPurpose = () =>
    found.some((language) => language.at === 0 && (/,/.test(words[1]?.gapBefore ?? '') || hits().some((hit) => hit.concept === 'requirement-purpose' && hit.start === 1)));
  // A short item that is little more than the name ("Francés", "Allemand apprécié") lists a language.
  // A level word far from every language name ("…nos sites français, … lycées professionnels") qualifies something else.
  const levelled = cues.some((cue) => found.some((language) => Math.abs(language.at - cue.at) <= LEVEL_REACH_WORDS));
  const hasContext = levelled || words.length <= SHORT_ITEM_WORDS || words.some((word) => LANGUAGE_CONTEXT.has(word.key) || isCompound(word.key)) || cued() || opensWithPurpose();
  if (!hasContext) return [];
  const nearestLanguage = (at: number) => found.reduce((best, language) => (Math.abs(language.at - at) < Math.abs(best.at - at) ? language : best));
  const nearestCue = (at: number, candidates: readonly { level: number; at: number; cefr: boolean }[]) =>
    candidates.reduce<{ level: number; at: number; cefr: boolean } | null>((best, cue) => (best === null || Math.abs(cue.at - at) < Math.abs(best.at - at) ? cue : best), null);
  return found.map(({ code, at }) => {
    const own = cues.filter((cue) => nearestLanguage(cue.at).code === code);
    const level = nearestCue(at, own.filter((cue) => cue.cefr)) ?? nearestCue(at, own) ?? nearestCue(at, cues);
    return { code, at, level: level?.level ?? null };
  });
}

/** A profile's level text ("C2, my daily working language", "native", "B1") on the same scale; null when it states none. */
export function parseLevel({ words }: { words: readonly PostingWord[] }): number | null {
  const cues = levelCues(words);
  return cues.length === 0 ? null : Math.max(...cues.map((cue) => cue.level));
}

/** "B2", "C1", or "native" for the top of the scale. */
export function levelLabel({ level, native }: { level: number; native: string }): string {
  if (level >= NATIVE_LEVEL) return native;
  return `${'ABC'[Math.floor((level - 1) / 2)]}${((level - 1) % 2) + 1}`;
}
