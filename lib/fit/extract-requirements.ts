import type { FitImportance, PostingSection } from '@/lib/fit/fit-types';
import { BOILERPLATE_SENTENCE, BULLET, headingKind, NICE_CUE, REQUIREMENT_CUE, type PostingSectionKind } from '@/lib/fit/posting-cues';
import { cutText, foldText } from '@/lib/text';

/** The contract's ceiling on requirements per posting. */
export const MAX_REQUIREMENTS = 40;
/** A requirement longer than this is cut (with an ellipsis): the table quotes, it does not reprint. */
export const MAX_REQUIREMENT_CHARS = 300;
/** A bullet longer than this is split into its sentences. */
const LONG_BULLET_CHARS = 250;

export interface PostingItem {
  text: string;
  section: PostingSection;
  importance: FitImportance;
}

/** What the matcher says about a piece of text, asked only when extraction needs to know. */
export interface ItemSignals {
  /** It names something the matcher can look up: a technology, a language, a place, a degree, years. */
  checkable: (text: string) => boolean;
  /** It names a kind of company or work the owner declines. */
  declined: (text: string) => boolean;
}

interface Candidate extends PostingItem {
  position: number;
  /** Lower keeps first when the posting has more than MAX_REQUIREMENTS. */
  priority: number;
}

const MARKDOWN_HEADING = /^#{1,6}\s+/;
const EMPHASIS_LINE = /^(?:\*\*|__)(.+?)(?:\*\*|__):?\s*$/;
const INLINE_HEADING = /^([^:]{2,50}):\s+(\S.*)$/;
const INLINE_BULLETS = /\s+[•·▪]\s+/;
const ABBREVIATION = /\b(e\.g|i\.e|etc|vs|z\. ?b|d\. ?h|u\. ?a|bzw|ca|p\. ?ej|p\. ?e|ex|env|approx|incl|min|max|dr|mr|ms|mrs|inc|ltd|nr|no|st)\./gi;
const SENTENCE_END = /(?<=[.!?])\s+(?=[\p{Lu}\p{N}"“«(¿¡])/u;

function sectionOf(kind: PostingSectionKind): PostingSection {
  if (kind === 'requirements') return 'requirements';
  if (kind === 'nice') return 'nice_to_have';
  if (kind === 'responsibilities') return 'responsibilities';
  return 'other';
}

function clean(text: string): string {
  return cutText({ text: text.replace(/\*\*|__|`/g, '').replace(/\s+/g, ' ').trim().replace(/[;,]$/, ''), maxChars: MAX_REQUIREMENT_CHARS });
}

function splitSentences(text: string): string[] {
  const guarded = text.replace(ABBREVIATION, (match) => match.replace(/\./g, '\u0000'));
  return guarded.split(SENTENCE_END).map((sentence) => sentence.replace(/\u0000/g, '.').trim()).filter((sentence) => sentence.length > 0);
}

/** "Fluent English; German is a plus" holds two requirements: clauses split at semicolons when each has two words or more. */
function splitClauses(text: string): string[] {
  const clauses = text.split(/;\s+/);
  return clauses.every((clause) => clause.trim().split(/\s+/).length >= 2) ? clauses : [text];
}

interface Line {
  text: string;
  bullet: boolean;
  /** The bullet was an emoji (which may also decorate a heading). */
  emoji: boolean;
}

function readLines(posting: string): Line[] {
  return posting
    .replace(/\r\n?/g, '\n')
    .replace(/[\t\u00a0\u2007\u202f]/g, ' ')
    .split('\n')
    .flatMap((raw) => raw.trim().split(INLINE_BULLETS).map((part, index) => ({ part: part.trim(), index })))
    .map(({ part, index }) => {
      const marker = BULLET.exec(part)?.[0] ?? '';
      const bullet = index > 0 || marker !== '';
      return { text: bullet ? part.replace(BULLET, '').trim() : part, bullet, emoji: /\p{Extended_Pictographic}/u.test(marker) };
    });
}

/** A heading's kind when the line is one ("Requirements", "## Nice to have", "**Vos missions**", "Your profile:"), else null. */
function asHeading(line: Line, next: Line | undefined): PostingSectionKind | null {
  if (line.text === '') return null;
  const markdown = MARKDOWN_HEADING.test(line.text) || EMPHASIS_LINE.test(line.text);
  const text = line.text.replace(MARKDOWN_HEADING, '').replace(EMPHASIS_LINE, '$1').trim();
  const folded = foldText({ text });
  const kind = headingKind({ folded });
  // "Location: Lisbon (on-site)" carries its content after the colon: an inline heading, read as an item.
  const short = text.length <= 70 && !/[.!]$/.test(text) && !INLINE_HEADING.test(text);
  // "🎯 Tu misión" is a heading behind an emoji, not a bullet.
  if (line.bullet) return line.emoji && kind && short ? kind : null;
  // A heading the cues do not know may still say it is optional ("It would be great if you also have").
  const unknown = NICE_CUE.test(folded) ? 'nice' : 'other';
  if (markdown) return kind ?? unknown;
  if (kind && short) return kind;
  if (text.endsWith(':') && text.length <= 80) return kind ?? unknown;
  // A short line right above a bullet list heads it, whatever it says.
  if (short && text.length <= 50 && next?.bullet) return unknown;
  return null;
}

/**
 * The requirements of a job posting in the order written: bullets, numbered items and prose sentences
 * of its requirements and nice-to-have sections, checkable responsibilities, candidate statements of its
 * introduction, and any sentence that names a kind of company the owner declines. Benefits, company
 * presentation, equal-opportunity statements and application instructions are skipped. At most
 * MAX_REQUIREMENTS, the listed requirements kept first.
 */
export function extractRequirements({ text, signals }: { text: string; signals: ItemSignals }): PostingItem[] {
  const lines = readLines(text);
  const candidates: Candidate[] = [];
  const seen = new Set<string>();
  let section: PostingSectionKind = 'intro';
  let position = 0;
  let companyNoted = false;

  const consider = (raw: string, kind: PostingSectionKind) => {
    const itemText = clean(raw);
    const folded = foldText({ text: itemText });
    if (!/\p{L}{2}/u.test(itemText) || seen.has(folded)) return;
    const listed = kind === 'requirements' || kind === 'nice';
    // The kind of company is said once: its first mention outside the listed requirements is enough.
    const company = !listed && (kind === 'responsibilities' || !companyNoted) && signals.declined(itemText);
    let priority: number | null = null;
    if (company) priority = 0;
    else if (kind === 'boilerplate' || BOILERPLATE_SENTENCE.test(folded)) priority = null;
    else if (listed) priority = 0;
    else if (kind === 'responsibilities') priority = signals.checkable(itemText) ? 2 : null;
    else if (kind === 'stack') priority = signals.checkable(itemText) ? 3 : null;
    else if (kind === 'conditions') priority = signals.checkable(itemText) ? 1 : null;
    else priority = REQUIREMENT_CUE.test(folded) && signals.checkable(itemText) ? 1 : null;
    if (priority === null) return;
    seen.add(folded);
    if (company && kind !== 'responsibilities') companyNoted = true;
    const nice = kind === 'nice' || kind === 'stack' || NICE_CUE.test(folded);
    candidates.push({ text: itemText, section: sectionOf(kind), importance: nice ? 'nice' : 'must', position: position++, priority });
  };

  // The next non-empty line of each line, for headings that head a list.
  const nextLine: (Line | undefined)[] = new Array(lines.length);
  for (let index = lines.length - 1, next: Line | undefined; index >= 0; index -= 1) {
    nextLine[index] = next;
    if (lines[index]!.text !== '') next = lines[index];
  }

  lines.forEach((line, index) => {
    if (line.text === '') return;
    const next = nextLine[index];
    const heading = asHeading(line, next);
    if (heading) {
      section = heading;
      return;
    }
    const inline = line.bullet ? null : INLINE_HEADING.exec(line.text);
    const inlineKind = inline ? headingKind({ folded: foldText({ text: inline[1]! }) }) : null;
    if (inline && inlineKind) {
      // "Location: Lisbon (on-site)" is a field of the posting's header, not the start of a section.
      if (inlineKind !== 'conditions') section = inlineKind;
      splitSentences(inline[2]!).forEach((sentence) => consider(sentence, inlineKind));
      return;
    }
    const parts = line.bullet && line.text.length <= LONG_BULLET_CHARS ? [line.text] : splitSentences(line.text);
    parts.flatMap(splitClauses).forEach((part) => consider(part, section));
  });

  const kept = [...candidates].sort((left, right) => left.priority - right.priority || left.position - right.position).slice(0, MAX_REQUIREMENTS);
  return kept.sort((left, right) => left.position - right.position).map(({ text: itemText, section: itemSection, importance }) => ({ text: itemText, section: itemSection, importance }));
}
