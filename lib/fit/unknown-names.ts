import type { ConceptMention } from '@/lib/fit/concept-vocabulary';
import { degreeLevel } from '@/lib/fit/education-levels';
import { isGenericWord } from '@/lib/fit/generic-words';
import { surfaceOf, type PostingWord } from '@/lib/fit/posting-words';
import { isLevelWord } from '@/lib/fit/spoken-languages';
import { PLACE_PREPOSITION } from '@/lib/fit/work-conditions';
import { isStopword } from '@/lib/text';

/**
 * The things a requirement names that no vocabulary knows, read from how they are written: standards with their
 * number, products spelled like products, names beside or listed with a known one.
 */

/** A capitalised word after a place preposition ("à Paris"): a place name, whatever else the word means. */
export function isPlaceName(words: readonly PostingWord[], at: number): boolean {
  return at > 0 && PLACE_PREPOSITION.has(words[at - 1]!.key) && /^\p{Lu}/u.test(words[at]!.raw);
}

/** What no vocabulary names but a posting writes like a product or standard: "PROFINET", "LabVIEW", "NgRx", "PX4", "GStreamer". */
const NAME_LIKE = /^(?:\p{Lu}[\p{Lu}\p{N}]{2,}|\p{Ll}+\p{Lu}[\p{L}\p{N}]*|\p{Lu}\p{Ll}+\p{Lu}[\p{L}\p{N}]*|\p{Lu}{2}\p{Ll}{2,}[\p{L}\p{N}]*)$/u;
const CAPITALISED = /^\p{Lu}\p{Ll}/u;
/** The number or version that makes a name one standard or product ("ARINC 653", "ISO 21434", "VxWorks 7"). */
const NAME_NUMBER = /^\d[\d.]*[a-z]?$/i;

/** A word that starts a sentence or a list item, where a capital says nothing about a name. */
function startsSentence(words: readonly PostingWord[], at: number): boolean {
  return at === 0 || /[.!?\n•·*]|^\s*-\s/.test(words[at]!.gapBefore);
}

/**
 * Whether a word nobody's vocabulary knows is written as a name: like a product or standard in any language,
 * or, where nouns are not capitalised (every posting language but German), with a capital inside a sentence
 * ("Snowflake", "Ada", "Infineon").
 */
function isNameWord({ words, at, capitalNames }: { words: readonly PostingWord[]; at: number; capitalNames: boolean }): boolean {
  const word = words[at]!;
  // The spelling first: most words are lower case, and the word lists after it cost more.
  const spelledAsName = NAME_LIKE.test(word.raw) || (capitalNames && CAPITALISED.test(word.raw) && !startsSentence(words, at) && !isPlaceName(words, at));
  return spelledAsName && !isLevelWord({ key: word.key }) && degreeLevel({ text: word.raw }) === null && !isStopword({ word: word.folded }) && !isGenericWord({ word: word.folded });
}

/** Runs of name words side by side ("Infineon AURIX", "Apache Flink"), each with the number that belongs to it ("ARINC 653"). */
function nameRuns({ words, covered, capitalNames }: { words: readonly PostingWord[]; covered: ReadonlySet<number>; capitalNames: boolean }): Array<{ start: number; end: number; standard: boolean }> {
  const runs: Array<{ start: number; end: number; standard: boolean }> = [];
  let at = 0;
  while (at < words.length) {
    if (covered.has(at) || !isNameWord({ words, at, capitalNames })) {
      at += 1;
      continue;
    }
    const start = at;
    let standard = false;
    // Side by side, a space apart: "Infineon AURIX", never "Ada, Rust".
    while (at < words.length && !covered.has(at) && (at === start || /^ ?$/.test(words[at]!.gapBefore))) {
      if (at > start && !isNameWord({ words, at, capitalNames: capitalNames || NAME_LIKE.test(words[start]!.raw) })) {
        // "ISO 21434", "DO-178C": the number is part of the name; nothing after it is.
        if (NAME_NUMBER.test(words[at]!.raw) && /^[ -]$/.test(words[at]!.gapBefore)) {
          standard = true;
          at += 1;
        }
        break;
      }
      at += 1;
    }
    runs.push({ start, end: at, standard });
  }
  return runs;
}

/**
 * The things a requirement names that no reader knows, which the profile therefore does not show: a
 * standard with its number ("ISO 21434", "ARINC 653"); names listed beside a known one ("PROFINET and
 * EtherCAT", "C und Ada"); and a name that says which one of a known thing is asked ("Infineon AURIX
 * microcontrollers", "Kafka Streams", "T-SQL"), which then stands for that thing: knowing microcontrollers, or
 * Kafka, or SQL, is not knowing that one. Returns the new mentions and the known ones they replace.
 */
export function unknownNames({ words, concepts, covered, cued, joiners, means, capitalNames }: {
  words: readonly PostingWord[];
  concepts: readonly ConceptMention[];
  covered: ReadonlySet<number>;
  /** Word positions of the posting's cue words ("required", "Voraussetzung"), never a name. */
  cued: ReadonlySet<number>;
  joiners: ReadonlySet<number>;
  /** Word positions of the words of means ("with", "con", "avec", "mit"). */
  means: ReadonlySet<number>;
  capitalNames: boolean;
}): { names: ConceptMention[]; replaced: Set<ConceptMention> } {
  // Only joiners and function words between them, and at least a joiner or a comma: "Python et en LabVIEW".
  const isList = (from: number, to: number) => {
    const between = Array.from({ length: Math.max(0, to - from) }, (_, offset) => from + offset);
    const joined = between.some((at) => joiners.has(at)) || /[,/]/.test(words[to]?.gapBefore ?? '');
    return joined && between.every((at) => joiners.has(at) || isStopword({ word: words[at]!.folded }));
  };
  const surface = (start: number, end: number) => surfaceOf({ words, start, end });
  const names: ConceptMention[] = [];
  const replaced = new Set<ConceptMention>();
  const pending: Array<{ start: number; end: number; key: string }> = [];
  for (const run of nameRuns({ words, covered, capitalNames })) {
    const key = words.slice(run.start, run.end).map((word) => word.key).join(' ');
    // Side by side with a known name, with nothing but a space or a hyphen between: one thing, named more precisely.
    const qualified = concepts.find((mention) => (mention.end === run.start && /^[ -]$/.test(words[run.start]!.gapBefore)) || (mention.start === run.end && /^[ -]$/.test(words[mention.start]!.gapBefore)));
    if (qualified && !replaced.has(qualified)) {
      replaced.add(qualified);
      const start = Math.min(run.start, qualified.start);
      const end = Math.max(run.end, qualified.end);
      names.push({ ids: [`unknown:${words.slice(start, end).map((word) => word.key).join(' ')}`], start, end, surface: surface(start, end) });
      continue;
    }
    if (run.standard) names.push({ ids: [`unknown:${key}`], start: run.start, end: run.end, surface: surface(run.start, run.end) });
    else pending.push({ ...run, key });
  }
  // A list runs on through the names in it ("Estadística, Matemáticas, Física o Ingeniería"): each name listed
  // beside a known one, or beside a name already taken, is taken too.
  const anchors: Array<{ start: number; end: number }> = [...concepts, ...names];
  for (let taken = true; taken; ) {
    taken = false;
    for (const run of [...pending]) {
      if (!anchors.some((anchor) => (anchor.end <= run.start && isList(anchor.end, run.start)) || (anchor.start >= run.end && isList(run.end, anchor.start)))) continue;
      pending.splice(pending.indexOf(run), 1);
      const name = { ids: [`unknown:${run.key}`], start: run.start, end: run.end, surface: surface(run.start, run.end) };
      names.push(name);
      anchors.push(name);
      taken = true;
    }
  }
  // "Trazabilidad de requisitos con IBM DOORS", "experience with Apache NiFi": a name spelled like a product right
  // after a word of means is what the work is done with, and is asked ("con Recursos Humanos" is spelled like no
  // product).
  for (const run of [...pending]) {
    if (!means.has(run.start - 1) || !/^ ?$/.test(words[run.start]!.gapBefore) || !words.slice(run.start, run.end).some((word) => NAME_LIKE.test(word.raw))) continue;
    pending.splice(pending.indexOf(run), 1);
    names.push({ ids: [`unknown:${run.key}`], start: run.start, end: run.end, surface: surface(run.start, run.end) });
  }
  // "NeurIPS, ICML or ICLR", "VxWorks o INTEGRITY": names spelled like products and listed together are asked
  // even when no reader knows any of them; names spelled only with a capital ("Paris, Lyon") may be places.
  const productLike = pending.filter((run) => NAME_LIKE.test(words[run.start]!.raw));
  const listedNames = productLike.filter((run) => productLike.some((other) => other !== run && ((other.end <= run.start && isList(other.end, run.start)) || (other.start >= run.end && isList(run.end, other.start)))));
  for (const run of listedNames) names.push({ ids: [`unknown:${run.key}`], start: run.start, end: run.end, surface: surface(run.start, run.end) });

  // "the Rust toolchain Ferrocene", „das Python-Framework Litestar": a capitalised name standing after a known name
  // and the kind of thing it is names one product of that kind, and ends its phrase; any language, since a German
  // noun is not written after a noun this way unless it names one. A name already read ("robots industriales
  // ABB o KUKA") stays as read.
  for (const mention of concepts) {
    const kind = mention.end;
    const at = kind + 1;
    const word = words[at];
    if (replaced.has(mention) || !word || names.some((name) => name.start <= at && at < name.end) || covered.has(kind) || covered.has(at) || cued.has(kind) || cued.has(at) || !/^[ -]$/.test(words[kind]!.gapBefore) || word.gapBefore !== ' ') continue;
    // The kind is a common noun: capitalised in German („Rust-Toolchain", never „DSGVO-konformer"), lower case elsewhere.
    if (/^\p{Lu}/u.test(words[kind]!.raw) === capitalNames) continue;
    if (isStopword({ word: words[kind]!.folded }) || !/^\p{Lu}/u.test(word.raw) || isStopword({ word: word.folded }) || isGenericWord({ word: word.folded }) || isLevelWord({ key: word.key })) continue;
    const next = words[at + 1];
    if (next && !/[,;:.!?()]/.test(next.gapBefore) && !joiners.has(at + 1) && !isStopword({ word: next.folded })) continue;
    replaced.add(mention);
    names.push({ ids: [`unknown:${words.slice(mention.start, at + 1).map((item) => item.key).join(' ')}`], start: mention.start, end: at + 1, surface: surface(mention.start, at + 1) });
  }
  // "T-SQL", "PL-SQL": a short prefix joined to a known name makes another product of it; so does any name joined
  // to it by a dot ("Three.js", "Chart.js" are libraries of their own, not JavaScript).
  for (const mention of concepts) {
    const at = mention.start - 1;
    const joined = words[mention.start]!.gapBefore;
    if (replaced.has(mention) || at < 0 || covered.has(at) || !/^(?=.*\p{L})[\p{L}\p{N}]+$/u.test(words[at]!.raw)) continue;
    if (!((joined === '-' && words[at]!.raw.length <= 3) || joined === '.')) continue;
    replaced.add(mention);
    names.push({ ids: [`unknown:${words[at]!.key}-${words.slice(mention.start, mention.end).map((word) => word.key).join(' ')}`], start: at, end: mention.end, surface: surface(at, mention.end) });
  }
  return { names, replaced };
}
