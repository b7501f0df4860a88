import { LOCALES, type Locale } from '@/lib/contracts';
import { findConcepts, POSTING_CUES, type ConceptHit, type PostingCue } from '@/lib/lexicon';
import { isStopword, spanPositions, splitWords } from '@/lib/text';

/**
 * How postings head their sections and word their boilerplate, read through the lexicon's posting cues
 * (lib/lexicon: spelled once per language). A posting is read in its own language (and English, which
 * postings in every language borrow: "Nice to have", "Benefits"), so that French "du" is not German "du".
 */
export type SectionKind = 'requirements' | 'nice' | 'responsibilities' | 'boilerplate' | 'stack' | 'conditions' | 'other';

const CUES: ReadonlySet<string> = new Set(POSTING_CUES);

/** The section a heading cue opens. */
const SECTION_OF: Partial<Record<PostingCue, SectionKind>> = {
  'posting-requirements': 'requirements',
  'posting-nice-to-have': 'nice',
  'posting-responsibilities': 'responsibilities',
  'posting-stack': 'stack',
  'posting-conditions': 'conditions',
  'posting-benefits': 'boilerplate',
  'posting-company': 'boilerplate',
  'posting-equal-opportunity': 'boilerplate',
  'posting-privacy': 'boilerplate',
  'posting-apply': 'boilerplate',
};

/** Statements that are never requirements, whatever section they stand in (a company's "our mission" can be a requirement's context). */
const BOILERPLATE: readonly PostingCue[] = ['posting-benefits', 'posting-equal-opportunity', 'posting-privacy', 'posting-apply'];
/** Of those, the ones that no mention of experience or knowledge redeems outside a list of requirements. */
const STRONG_BOILERPLATE: readonly PostingCue[] = ['posting-equal-opportunity', 'posting-privacy', 'posting-apply'];

/** Words a heading may carry beside its cue ("Your profile and skills", "About Parcelo"). */
const MAX_OTHER_HEADING_WORDS = 1;
const MAX_HEADING_WORDS = 8;

/** The posting cues of a text, read once. */
export interface CueReading {
  /** Folded words, as the lexicon reads them. */
  words: readonly string[];
  hits: readonly ConceptHit[];
}

/** Below this many function words a text is too short to tell its language: every language is read. */
const MIN_LANGUAGE_EVIDENCE = 3;

/** The languages a posting is written in: the one whose function words it uses most, and English. */
export function postingLocales({ text }: { text: string }): readonly Locale[] {
  const counts = new Map<Locale, number>(LOCALES.map((locale) => [locale, 0]));
  for (const word of splitWords({ text })) for (const locale of LOCALES) if (isStopword({ word, locale })) counts.set(locale, counts.get(locale)! + 1);
  const [best, count] = [...counts].reduce((left, right) => (right[1] > left[1] ? right : left));
  if (count < MIN_LANGUAGE_EVIDENCE) return LOCALES;
  return best === 'en' ? ['en'] : [best, 'en'];
}

/** Lexicon hits already found: postings repeat their texts (a sentence, its clauses, its reading). */
const hitCache = new Map<string, ConceptHit[]>();
const HIT_CACHE_LIMIT = 5_000;

/** The posting cues of folded words, in the posting's languages. */
export function cueHitsOf({ words, locales }: { words: readonly string[]; locales: readonly Locale[] }): ConceptHit[] {
  const key = `${locales.join(',')}\u0000${words.join(' ')}`;
  let hits = hitCache.get(key);
  if (!hits) {
    hits = findConcepts({ words, locales }).filter((hit) => CUES.has(hit.concept));
    if (hitCache.size >= HIT_CACHE_LIMIT) hitCache.clear();
    hitCache.set(key, hits);
  }
  return hits;
}

export function readCues({ words, locales }: { words: readonly string[]; locales: readonly Locale[] }): CueReading {
  return { words, hits: cueHitsOf({ words, locales }) };
}

export function cuesOfText({ text, locales }: { text: string; locales: readonly Locale[] }): CueReading {
  return readCues({ words: splitWords({ text }), locales });
}

export function hasCue({ reading, cue }: { reading: CueReading; cue: PostingCue }): boolean {
  return reading.hits.some((hit) => hit.concept === cue);
}

function hasAny({ reading, cues }: { reading: CueReading; cues: readonly PostingCue[] }): boolean {
  return reading.hits.some((hit) => (cues as readonly string[]).includes(hit.concept));
}

/** Welcome but not required: "a plus", "ideally", "not a must". */
export function isOptional({ reading }: { reading: CueReading }): boolean {
  return hasAny({ reading, cues: ['requirement-optional', 'requirement-not-required', 'posting-nice-to-have'] });
}

/** The text talks about what the candidate brings, addresses them, or says what is welcome or required of them. */
export function isAboutCandidate({ reading }: { reading: CueReading }): boolean {
  return hasAny({ reading, cues: ['requirement-candidate', 'requirement-addressee', 'requirement-optional', 'requirement-not-required', 'requirement-required', 'requirement-credential'] });
}

/** The employer speaks of itself ("we", "our"): a sentence of the company's own story unless it also speaks of the candidate. */
export function isEmployerVoice({ reading }: { reading: CueReading }): boolean {
  return hasCue({ reading, cue: 'posting-employer' });
}

/**
 * Benefits, equal opportunity, privacy and how to apply. A line of a requirements list that also names
 * experience or knowledge is a requirement ("experience building for people with disabilities").
 */
export function isBoilerplate({ reading, listed }: { reading: CueReading; listed: boolean }): boolean {
  if (!hasAny({ reading, cues: BOILERPLATE })) return false;
  const substantive = hasCue({ reading, cue: 'requirement-candidate' });
  if (hasAny({ reading, cues: STRONG_BOILERPLATE })) return !(listed && substantive);
  return !substantive;
}

/** Equal opportunity, privacy or how to apply: never a requirement outside a list of them, nor the company's kind. */
export function isStrongBoilerplate({ reading }: { reading: CueReading }): boolean {
  return hasAny({ reading, cues: STRONG_BOILERPLATE });
}

/**
 * The kind of a heading, or null when the text is not one: a section cue opens it (after function words
 * only: "What we offer", "Ce que vous ferez") and at most one other word stands beside it ("Experience with
 * Kafka" names no heading cue, so it stays an item).
 */
export function headingKind({ reading }: { reading: CueReading }): SectionKind | null {
  const { words } = reading;
  if (words.length === 0 || words.length > MAX_HEADING_WORDS) return null;
  const sections = reading.hits.filter((hit) => SECTION_OF[hit.concept as PostingCue] !== undefined);
  const first = sections.reduce<ConceptHit | null>(
    (best, hit) => (best === null || hit.start < best.start || (hit.start === best.start && hit.end > best.end) ? hit : best),
    null,
  );
  if (!first) return null;
  // "Who we are looking for": a cue right after another ends the phrase and names it ("who we are" is the company,
  // "looking for" the candidate).
  let head = first;
  for (let next = sections.find((hit) => hit.start === head.end); next; next = sections.find((hit) => hit.start === head.end)) head = next;
  // "Ihre Qualifikationen", "Vos compétences": the reader addressed may stand before the cue too.
  const addressed = spanPositions({ spans: reading.hits.filter((hit) => hit.concept === 'requirement-addressee') });
  if (!words.slice(0, first.start).every((word, index) => isStopword({ word }) || addressed.has(index))) return null;
  const covered = spanPositions({ spans: reading.hits });
  const others = words.filter((word, index) => !covered.has(index) && !isStopword({ word }) && !/^\d+$/.test(word)).length;
  return others <= MAX_OTHER_HEADING_WORDS ? SECTION_OF[head.concept as PostingCue]! : null;
}

/** A list item's marker: dashes and dots, check marks and emoji, "1." / "a)" numbering. */
export const BULLET = /^(?:[-*•·▪◦‣–—+●○■□➤➢►▶✓✔☑✗✘»>]|\p{Extended_Pictographic}\uFE0F?|\(?\d{1,2}[.)]|\(?[a-z][.)])\s+/u;

/** Everything before the first heading of a posting is an introduction. */
export type PostingSectionKind = SectionKind | 'intro';
