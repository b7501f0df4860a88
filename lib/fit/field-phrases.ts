import type { Locale } from '@/lib/contracts';
import type { ConceptMention, ConceptVocabulary } from '@/lib/fit/concept-vocabulary';
import { isGenericWord } from '@/lib/fit/generic-words';
import { surfaceOf, type PostingWord } from '@/lib/fit/posting-words';
import { isLevelWord } from '@/lib/fit/spoken-languages';
import { isLexiconWord } from '@/lib/lexicon';
import { isStopword } from '@/lib/text';

/**
 * A field of work often only says which kind of something else is asked: "hospital procurement tenders",
 * "clinic leads", "freight forwarding", "robots industriales ABB", "secret défense",
 * "Smart-Meter-Gateway", "Energie- und Gebäudetechnik", "a clinical background (nurse, physician)". What is
 * asked is then that thing, which no reader knows, not the field: working in the field does not show it.
 */

/** The prepositions that set a thing in a field, in the four languages ("in the energy sector", «dans la santé»). */
const SETTING: ReadonlySet<string> = new Set(['in', 'within', 'en', 'dans', 'im']);
/** English ties a noun to the field after it with "of": "a pipeline of hospital leads". */
const OF = 'of';
/** Nouns of doing something to what follows ("handling of patient data", "control of robot arms"), which ask for that field. */
const ACTION_NOUN = /(ing|ment|tion|sion|sis|ance|ence)$|^(control|design|use|review|support|care|study)$/;
/** What opens the noun phrase of a thing ("a pipeline of", "your own pipeline of"), not of an act ("force-limited control of"). */
const DETERMINER = /^(a|an|the|your|our|their|its|own)$/;

/** A word that names something of its own that no reader knows: not a function, wrapper or lexicon word. */
function isUnknownContent({ words, at, covered }: { words: readonly PostingWord[]; at: number; covered: ReadonlySet<number> }): boolean {
  const word = words[at];
  if (word === undefined || covered.has(at) || !/\p{L}{3}/u.test(word.folded)) return false;
  return !isStopword({ word: word.folded }) && !isGenericWord({ word: word.folded }) && !isLexiconWord({ word: word.folded }) && !isLevelWord({ key: word.key });
}

/**
 * The words next to a field mention that make it a kind of something else, or [] when it stands for itself, by
 * the posting's language: English puts the field before the thing ("hospital procurement") and ties it with "of"
 * after a noun of a thing ("a pipeline of hospital leads", not "control of robot arms"), where a word before it
 * is as often a verb ("turn meter readings into…");
 * Spanish and French put the thing on either side ("robots industriales", "secret défense"); German joins them
 * into one compound ("Smart-Meter-Gateway", "Energie- und Gebäudetechnik"), so only hyphens count there: a German
 * word after a space is a verb or an adjective ("mit Gesundheitsdaten vertraut").
 */
function qualifierOf({ words, mention, covered, language }: { words: readonly PostingWord[]; mention: ConceptMention; covered: ReadonlySet<number>; language: Locale }): number[] {
  const unknown = (at: number) => isUnknownContent({ words, at, covered });
  const joined = (at: number) => (language === 'de' ? /^-$/ : /^[ -]$/).test(words[at]?.gapBefore ?? '');
  const after = words[mention.end];
  // "Energie- und Gebäudetechnik": a compound cut short at its hyphen is finished by the word after "und".
  if (after && /^-\s+$/.test(after.gapBefore) && unknown(mention.end + 1)) return [mention.end + 1];
  if (joined(mention.end) && unknown(mention.end)) return [mention.end];
  const before = mention.start - 1;
  if (before >= 0 && (language === 'es' || language === 'fr' ? joined(mention.start) : /^-$/.test(words[mention.start]!.gapBefore)) && unknown(before)) return [before];
  const ofWord = words[mention.start - 2];
  const determined = DETERMINER.test(words[mention.start - 3]?.folded ?? '');
  if (language === 'en' && ofWord && determined && words[mention.start - 1]!.folded === OF && joined(mention.start) && joined(mention.start - 1) && !ACTION_NOUN.test(ofWord.folded) && unknown(mention.start - 2)) return [mention.start - 2];
  // "market communication in the energy industry", „Marktkommunikation in der Energiewirtschaft": a thing set in a
  // field by "in" is what is asked; the field only says where.
  let preposition = mention.start - 1;
  while (preposition > 0 && isStopword({ word: words[preposition]!.folded }) && !SETTING.has(words[preposition]!.folded)) preposition -= 1;
  if (preposition > 0 && preposition >= mention.start - 3 && SETTING.has(words[preposition]!.folded) && !/[,;:.!?(]/.test(words[preposition]!.gapBefore)) {
    const thing = preposition - 1;
    // The tail of a compound whose head a reader knows ("Checkout-Strecken im E-Commerce") is that known thing's.
    const compoundTail = /^-$/.test(words[thing]?.gapBefore ?? '') && covered.has(thing - 1);
    if (unknown(thing) && !compoundTail) return [thing];
  }
  // "A clinical background (nurse, physician or pharmacist)": a list in parentheses after the field's phrase names
  // the kinds of it asked ("(lecturas horarias)" only says more of the same thing).
  let end = mention.end;
  while (end < words.length && /^ $/.test(words[end]!.gapBefore) && isGenericWord({ word: words[end]!.folded })) end += 1;
  if (end >= words.length || !/^\s*\($/.test(words[end]!.gapBefore)) return [];
  const inside: number[] = [];
  for (let at = end; at < words.length && (at === end || !/\)/.test(words[at]!.gapBefore)); at += 1) if (unknown(at)) inside.push(at);
  const listed = inside.some((at, index) => index > 0 && (/,/.test(words[at]!.gapBefore) || !inside.includes(at - 1)));
  return listed ? inside : [];
}

/**
 * The field mentions that only say which kind of something unknown is asked, each with the phrase that asks it
 * ("hospital procurement", "clinical (nurse, physician, pharmacist)"). `covered` holds the positions every reader
 * already explains (concepts, languages, names).
 */
export function qualifiedFields({ words, mentions, covered, vocabulary, language }: {
  words: readonly PostingWord[];
  mentions: readonly ConceptMention[];
  covered: ReadonlySet<number>;
  vocabulary: ConceptVocabulary;
  /** The posting's language (English when it is not known). */
  language: Locale;
}): Map<ConceptMention, string> {
  const phrases = new Map<ConceptMention, string>();
  for (const mention of mentions) {
    if (!mention.ids.every((id) => vocabulary.concepts.get(id)?.field)) continue;
    const qualifier = qualifierOf({ words, mention, covered, language });
    if (qualifier.length === 0) continue;
    const inParentheses = qualifier[0]! > mention.end && words.slice(mention.end, qualifier[0]! + 1).some((word) => word.gapBefore.includes('('));
    const start = Math.min(mention.start, ...qualifier);
    const end = Math.max(mention.end, ...qualifier.map((at) => at + 1));
    phrases.set(mention, inParentheses ? `${mention.surface} (${qualifier.map((at) => words[at]!.raw).join(', ')})` : surfaceOf({ words, start, end }));
  }
  return phrases;
}
