import type { FitImportance, PostingSection } from '@/lib/fit/fit-types';
import { BULLET, cuesOfText, headingKind, isAboutCandidate, isBoilerplate, isEmployerVoice, isOptional, isStrongBoilerplate, type PostingSectionKind } from '@/lib/fit/posting-cues';
import { splitClauses, splitSentences } from '@/lib/fit/posting-sentences';
import type { Locale } from '@/lib/contracts';
import { cutText } from '@/lib/text';

/** The contract's ceiling on requirements per posting. */
export const MAX_REQUIREMENTS = 40;
/** A requirement longer than this is cut (with an ellipsis): the table quotes, it does not reprint. */
export const MAX_REQUIREMENT_CHARS = 300;
/** A bullet longer than this is split into its sentences. */
const LONG_BULLET_CHARS = 250;
/** A line of the posting's header (its title, place and work model) is short and is not a sentence. */
const MAX_HEADER_LINE_CHARS = 120;

export interface PostingItem {
  text: string;
  section: PostingSection;
  importance: FitImportance;
}

/** What the reader says about a piece of text, asked only when extraction needs to know. */
export interface ItemSignals {
  /** It names something the matcher can look up: a technology, a language, a place, a degree, years. */
  checkable: (text: string) => boolean;
  /** It names a kind of company or work the owner declines. */
  declined: (text: string) => boolean;
  /** Everything it asks for is optional ("German is not a must", "ideally PostgreSQL"). */
  optional: (text: string) => boolean;
  /** It says where or when the work happens (remote, hybrid, a place, a time zone). */
  conditions: (text: string) => boolean;
  /** It names a technology or practice (not only a field of work, which a company's own story names too). */
  technical: (text: string) => boolean;
  /** It asks for a spoken language ("Allemand courant (C1 minimum)"): always of the candidate. */
  language: (text: string) => boolean;
}

interface Candidate extends PostingItem {
  position: number;
  /** Lower keeps first when the posting has more than MAX_REQUIREMENTS. */
  priority: number;
  /** Kept only because it names a kind of company the owner declines. */
  company: boolean;
}

const MARKDOWN_HEADING = /^#{1,6}\s+/;
const EMPHASIS_LINE = /^(?:\*\*|__)(.+?)(?:\*\*|__):?\s*$/;
const INLINE_HEADING = /^([^:]{2,50}):\s+(\S.*)$/;
const INLINE_BULLETS = /\s+[•·▪]\s+/;
/** What separates the parts of a posting's title line: "Senior Engineer – Berlin | Hybrid". */
const HEADER_SEPARATOR = /\s+[–—|·•]\s+|\s+-\s+/g;
/** A place or a name standing alone in a header ("Barcelona", "Stuttgart, Germany"): capitalised words only. */
const NAME_ONLY = /^\p{Lu}[\p{L}.'-]*(?:,?\s+\p{Lu}[\p{L}.'-]*){0,2}$/u;

function sectionOf(kind: PostingSectionKind): PostingSection {
  if (kind === 'requirements') return 'requirements';
  if (kind === 'nice') return 'nice_to_have';
  if (kind === 'responsibilities') return 'responsibilities';
  return 'other';
}

function clean(text: string): string {
  return text.replace(/\*\*|__|`/g, '').replace(/\s+/g, ' ').trim().replace(/[;,]$/, '');
}

/** Over-long text is cut at a comma into pieces the table can show whole (never mid-word), else cut with an ellipsis. */
function fitLength(text: string): string[] {
  if (text.length <= MAX_REQUIREMENT_CHARS) return [text];
  const pieces: string[] = [];
  let current = '';
  for (const part of text.split(/(?<=,)\s+/)) {
    if (current && current.length + part.length + 1 > MAX_REQUIREMENT_CHARS) {
      pieces.push(current);
      current = part;
    } else current = current ? `${current} ${part}` : part;
  }
  if (current) pieces.push(current);
  return pieces.map((piece) => cutText({ text: piece, maxChars: MAX_REQUIREMENT_CHARS }));
}

interface Line {
  text: string;
  bullet: boolean;
  /** The bullet was an emoji (which may also decorate a heading). */
  emoji: boolean;
  /** The posting's line this part comes from ("Berlin · Hybrid" is one header line, two parts). */
  source: number;
  /** That whole line, without its leading marker. */
  whole: string;
}

function readLines(posting: string): Line[] {
  return posting
    .replace(/\r\n?/g, '\n')
    .replace(/[\t\u00a0\u2007\u202f]/g, ' ')
    .split('\n')
    .flatMap((raw, source) => raw.trim().split(INLINE_BULLETS).map((part, index) => ({ part: part.trim(), index, source, whole: raw.trim().replace(BULLET, '').trim() })))
    .map(({ part, index, source, whole }) => {
      const marker = BULLET.exec(part)?.[0] ?? '';
      const bullet = index > 0 || marker !== '';
      return { text: bullet ? part.replace(BULLET, '').trim() : part, bullet, emoji: /\p{Extended_Pictographic}/u.test(marker), source, whole };
    });
}

/** A heading's kind when the line is one ("Requirements", "## Nice to have", "**Vos missions**", "Your profile:"), else null. */
function asHeading({ line, next, locales, header, alone, checkable }: {
  line: Line;
  next: Line | undefined;
  locales: readonly Locale[];
  header: boolean;
  /** Blank lines stand above and below it. */
  alone: boolean;
  checkable: (text: string) => boolean;
}): PostingSectionKind | null {
  if (line.text === '') return null;
  const markdown = MARKDOWN_HEADING.test(line.text) || EMPHASIS_LINE.test(line.text);
  const text = line.text.replace(MARKDOWN_HEADING, '').replace(EMPHASIS_LINE, '$1').trim();
  const reading = cuesOfText({ text, locales });
  const kind = headingKind({ reading });
  // "Location: Lisbon (on-site)" carries its content after the colon: an inline heading, read as an item.
  const short = text.length <= 70 && !/[.!]$/.test(text) && !INLINE_HEADING.test(text);
  // "🎯 Tu misión" is a heading behind an emoji, not a bullet.
  if (line.bullet) return line.emoji && kind && short ? kind : null;
  // A heading the cues do not know may still say it is optional ("It would be great if you also have").
  const unknown = isOptional({ reading }) ? 'nice' : 'other';
  if (markdown) return kind ?? unknown;
  if (kind && short) return kind;
  if (text.endsWith(':') && text.length <= 80) return kind ?? unknown;
  // "GOOD TO KNOW", "IHR PROFIL": a short line in capitals heads what follows, whatever it says.
  if (short && text.length <= 50 && !header && /\p{Lu}{2}/u.test(text) && text === text.toLocaleUpperCase() && !checkable(text)) return unknown;
  // A short line right above a bullet list heads it, whatever it says; not the title above "📍 Berlin · Hybrid".
  if (short && text.length <= 50 && next?.bullet && next.source !== line.source && !header) return unknown;
  // "Work Environment" alone between blank lines heads the paragraph under it, unless it asks something itself.
  if (short && text.length <= 50 && alone && !header && !checkable(text)) return isBoilerplate({ reading, listed: false }) ? 'boilerplate' : unknown;
  return null;
}

/** True for a header line: the title, the place, the work model ("Berlin oder remote (Deutschland)"), not a sentence. */
function isHeaderLine(text: string): boolean {
  return text.length <= MAX_HEADER_LINE_CHARS && !/[.!?]$/.test(text);
}

/**
 * The parts of a header line that say where and how the work happens, with the place names beside them
 * ("📍 Barcelona · Híbrido (2 días de oficina)"): the title itself is not a requirement. A work model in
 * closing parentheses after a title is its own part ("Plateforme énergie (Nantes / télétravail partiel)").
 */
function headerConditions(text: string, signals: ItemSignals): string[] {
  const segments: { text: string; start: number; end: number }[] = [];
  let start = 0;
  for (const match of text.matchAll(HEADER_SEPARATOR)) {
    segments.push({ text: text.slice(start, match.index), start, end: match.index });
    start = match.index + match[0].length;
  }
  segments.push({ text: text.slice(start), start, end: text.length });
  const parts: string[] = [];
  // Runs of neighbouring segments that are conditions or names: "Hybrid – London, 3 days in the office".
  const runs: { start: number; end: number; conditions: boolean }[] = [];
  let open = false;
  for (const segment of segments) {
    const trimmed = segment.text.trim();
    const closing = /^(.*\S)\s*\(([^()]+)\)$/.exec(trimmed);
    // "Plateforme énergie (Nantes / télétravail partiel)": the conditions, not the title; a place stays with them ("Lisbon, Portugal (on-site)").
    if (closing && !NAME_ONLY.test(closing[1]!) && !signals.conditions(closing[1]!) && signals.conditions(closing[2]!)) {
      runs.push({ start: 0, end: 0, conditions: false });
      parts.push(closing[2]!);
      open = false;
      continue;
    }
    const conditions = signals.conditions(trimmed);
    const nameOnly = NAME_ONLY.test(trimmed) && !signals.checkable(trimmed);
    const last = runs.at(-1);
    if (!conditions && !nameOnly) open = false;
    else if (open && last) {
      last.end = segment.end;
      last.conditions ||= conditions;
    } else {
      runs.push({ start: segment.start, end: segment.end, conditions });
      open = true;
    }
  }
  for (const run of runs) if (run.conditions) parts.push(text.slice(run.start, run.end).trim());
  return parts;
}

/**
 * The requirements of a job posting in the order written: every bullet, numbered item and prose clause of
 * its requirements, nice-to-have and responsibilities sections; the work conditions of its header; candidate
 * statements of its introduction; and the first sentence that names a kind of company the owner declines.
 * Prose is read like bullets: a sentence that joins two asks ("…React and TypeScript, although part of the
 * code is Angular") gives two requirements. Benefits, company presentation, equal-opportunity statements,
 * privacy notices and application instructions are skipped. At most MAX_REQUIREMENTS, listed ones first.
 */
export function extractRequirements({ text, signals, locales }: { text: string; signals: ItemSignals; locales: readonly Locale[] }): PostingItem[] {
  const lines = readLines(text);
  const candidates: Candidate[] = [];
  const seen = new Set<string>();
  let section: PostingSectionKind = 'intro';
  let position = 0;
  let companyNoted = false;
  let inHeader = true;

  /** `whole` is the sentence a clause was cut from: "Valoraremos X y con Y" makes both clauses optional. */
  const consider = (raw: string, kind: PostingSectionKind, whole: string = raw, header = false) => {
    const itemText = clean(raw);
    const reading = cuesOfText({ text: itemText, locales });
    const key = reading.words.join(' ');
    if (!/\p{L}{2}/u.test(itemText) || seen.has(key)) return;
    const listed = kind === 'requirements' || kind === 'nice';
    // The kind of company is said once: its first mention outside the listed requirements is enough.
    // An equal-opportunity or privacy line is never the company's kind ("X apuesta por la igualdad de oportunidades").
    const declined = !listed && (kind === 'responsibilities' || !companyNoted) && !isStrongBoilerplate({ reading }) && signals.declined(itemText);
    let priority: number | null = null;
    if (declined) priority = 0;
    // "Conditions : poste en CDI basé à Lyon, en hybride…": the contract's words do not make a work condition a benefit.
    else if (kind === 'boilerplate' || (isBoilerplate({ reading, listed }) && !(kind === 'conditions' && !header && signals.conditions(itemText)))) priority = null;
    else if (listed) priority = 0;
    else if (kind === 'responsibilities') priority = 2;
    else if (kind === 'stack') priority = signals.checkable(itemText) ? 3 : null;
    else if (kind === 'conditions') priority = signals.checkable(itemText) ? 1 : null;
    else {
      // An introduction or prose posting: what speaks of the candidate, or names a technology without the
      // employer speaking of itself ("Trabajarás con React", not "Our platform ingests 50,000 events").
      const sentence = whole === raw ? reading : cuesOfText({ text: whole, locales });
      const candidate = isAboutCandidate({ reading: sentence }) && signals.checkable(itemText);
      const technical = !isEmployerVoice({ reading: sentence }) && signals.technical(itemText);
      priority = candidate || technical || signals.conditions(itemText) || signals.language(itemText) ? 1 : null;
    }
    if (priority === null) return;
    seen.add(key);
    if (declined && kind !== 'responsibilities') companyNoted = true;
    const nice = kind === 'nice' || kind === 'stack' || signals.optional(itemText) || (whole !== raw && signals.optional(clean(whole)));
    // A sentence of the company's story (not the posting's title) kept only for the kind of company it names.
    const company = declined && (kind === 'intro' || kind === 'boilerplate' || kind === 'other') && !header && !isAboutCandidate({ reading }) && !signals.conditions(itemText);
    for (const piece of fitLength(itemText)) {
      candidates.push({ text: piece, section: sectionOf(kind), importance: nice ? 'nice' : 'must', position: position++, priority, company });
    }
  };

  const considerProse = (prose: string, kind: PostingSectionKind) => {
    for (const sentence of splitSentences(prose)) {
      const clauses = splitClauses({ text: sentence, locales });
      clauses.forEach((clause) => consider(clause, kind, clauses.length > 1 ? sentence : clause));
    }
  };

  // The next non-empty line of each line, for headings that head a list.
  const nextLine: (Line | undefined)[] = new Array(lines.length);
  for (let index = lines.length - 1, next: Line | undefined; index >= 0; index -= 1) {
    nextLine[index] = next;
    if (lines[index]!.text !== '') next = lines[index];
  }

  lines.forEach((line, index) => {
    if (line.text === '') return;
    const alone = lines[index - 1]?.text === '' && lines[index + 1]?.text === '';
    const heading = asHeading({ line, next: nextLine[index], locales, header: inHeader, alone, checkable: signals.checkable });
    if (heading) {
      section = heading;
      inHeader = false;
      return;
    }
    const inline = line.bullet ? null : INLINE_HEADING.exec(line.text);
    const inlineKind = inline ? headingKind({ reading: cuesOfText({ text: inline[1]!, locales }) }) : null;
    if (inline && inlineKind) {
      // "Location: Lisbon (on-site)" is a field of the posting's header, not the start of a section.
      if (inlineKind !== 'conditions') section = inlineKind;
      considerProse(inline[2]!, inlineKind);
      return;
    }
    // The header: the title and the lines under it until the first list or sentence ("📍 Barcelona · Híbrido").
    if (inHeader && (!line.bullet || line.emoji || line.source === lines[index - 1]?.source) && isHeaderLine(line.whole)) {
      if (line.source === lines[index - 1]?.source) return;
      for (const part of headerConditions(line.whole, signals)) consider(part, 'conditions', part, true);
      // A title that names a declined kind of company says so once.
      if (!companyNoted && signals.declined(line.whole)) consider(line.whole, 'intro', line.whole, true);
      return;
    }
    inHeader = false;
    if (line.bullet && line.text.length <= LONG_BULLET_CHARS) {
      const parts = line.text.split(/;\s+/);
      // "Fluent English; German is a plus" holds two requirements when each part has two words or more.
      if (parts.length > 1 && parts.every((part) => part.trim().split(/\s+/).length >= 2)) parts.forEach((part) => consider(part, section));
      else consider(line.text, section);
      return;
    }
    considerProse(line.text, section);
  });

  // The company's kind is said where a requirement asks for it ("Conocimiento del ecosistema cripto"): its story
  // need not say it again.
  const asksDeclined = candidates.some((candidate) => !candidate.company && signals.declined(candidate.text));
  const kept = [...candidates].filter((candidate) => !(asksDeclined && candidate.company)).sort((left, right) => left.priority - right.priority || left.position - right.position).slice(0, MAX_REQUIREMENTS);
  return kept.sort((left, right) => left.position - right.position).map(({ text: itemText, section: itemSection, importance }) => ({ text: itemText, section: itemSection, importance }));
}
