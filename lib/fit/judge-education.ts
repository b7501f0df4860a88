import { getDictionary } from '@/lib/i18n';
import { LOCALES } from '@/lib/contracts';
import type { Aspect, AspectContext } from '@/lib/fit/aspect-verdicts';
import { degreeField } from '@/lib/fit/education-levels';
import { sourceQuote } from '@/lib/fit/evidence-quotes';
import type { FitVerdict } from '@/lib/fit/fit-types';
import { isGenericWord } from '@/lib/fit/generic-words';
import { postingWords } from '@/lib/fit/posting-words';
import type { ProfileEvidence } from '@/lib/fit/profile-evidence';
import { isStopword, spanPositions } from '@/lib/text';
import { cueHitsOf } from '@/lib/fit/posting-cues';

/**
 * A degree asked is compared by level with the highest the profile holds, and by field when the requirement names
 * one: a bachelor's in computer engineering is no degree in business administration, nor a nursing diploma.
 * Equivalent experience makes a gap partial; "or a related field" accepts any field.
 */

/** Words that weigh a requirement ("a plus", "required"), never part of the field asked. */
const WEIGHTS: ReadonlySet<string> = new Set(['requirement-optional', 'requirement-required', 'requirement-not-required']);

/** The words many fields share as their head, in the four languages (folded): science, engineering, studies… */
const FIELD_HEADS: ReadonlySet<string> = new Set([
  'science', 'sciences', 'engineering', 'technology', 'technologies', 'studies', 'ciencia', 'ciencias', 'ingenieria', 'tecnologia', 'tecnologias', 'estudio', 'estudios',
  'genie', 'ingenierie', 'technologie', 'technologies', 'etude', 'etudes', 'wissenschaft', 'wissenschaften', 'technik', 'ingenieurwesen', 'studien',
]);
/** Words of a field stem alike across the four languages for this many letters ("informatica", "informatique"). */
const FIELD_STEM = 6;
const fieldStems = new WeakMap<ProfileEvidence, Set<string>>();

function educationStems(profile: ProfileEvidence): Set<string> {
  let stems = fieldStems.get(profile);
  if (!stems) {
    const texts = profile.profile.education.flatMap((entry) => [...LOCALES.map((locale) => entry.degree[locale]), ...LOCALES.flatMap((locale) => entry.keywords?.[locale] ?? [])]);
    stems = new Set(texts.flatMap((text) => postingWords({ text }).map((word) => word.key.slice(0, FIELD_STEM))));
    fieldStems.set(profile, stems);
  }
  return stems;
}

/**
 * Whether the profile's degrees name the asked field: 'named' when one of its words is there (fields are listed as
 * alternatives: "Informatik, Mathematik, Physik") or the requirement leaves the field open ("or a related field"),
 * 'none' otherwise; null when no field is asked.
 */
function fieldMatch({ context }: { context: AspectContext }): 'named' | 'none' | null {
  // "Un doctorat serait un atout": the words that weigh the requirement name no field.
  const { words } = context.read;
  const cues = spanPositions({ spans: cueHitsOf({ words: words.map((word) => word.folded), locales: LOCALES }).filter((hit) => WEIGHTS.has(hit.concept)) });
  const kept = words.filter((_, at) => !cues.has(at));
  const field = degreeField({ words: kept, isFunctionWord: (word) => isStopword({ word }) || isGenericWord({ word }) });
  if (!field || field.words.length === 0) return null;
  const stems = educationStems(context.profile);
  const held = (key: string) => stems.has(key.slice(0, FIELD_STEM));
  // "Computer Science" is not "Data Science": a word every kind of field ends in counts with the word before it
  // ("data science"), or alone when the field is nothing else ("a degree in engineering").
  const telling = field.words.filter((word) => !FIELD_HEADS.has(word));
  const headed = kept.slice(field.start, field.end).some((word, offset) => {
    if (!FIELD_HEADS.has(word.key) || !held(word.key)) return false;
    const before = kept[field.start + offset - 1];
    return before === undefined || offset === 0 || isStopword({ word: before.folded }) || held(before.key);
  });
  return field.open || headed || telling.some(held) ? 'named' : 'none';
}

export function educationAspect({ context, asked }: { context: AspectContext; asked: number }): Aspect {
  const { profile, locale, read } = context;
  const held = Math.max(0, ...profile.degreeLevels);
  const field = held > 0 ? fieldMatch({ context }) : null;
  let verdict: FitVerdict;
  if (field === 'none') verdict = 'no_evidence';
  else if (held >= asked) verdict = 'evidence';
  else if (held > 0 || read.equivalentExperience) verdict = 'partial';
  else verdict = 'no_evidence';
  const copy = getDictionary({ locale }).fit;
  return {
    verdict,
    evidence: verdict !== 'no_evidence' && held > 0 ? sourceQuote({ profile, chunkId: 'education', locale }) : [],
    notes: verdict === 'evidence' ? [] : [held > 0 && field !== 'none' ? copy.lowerDegree : copy.silent],
  };
}
