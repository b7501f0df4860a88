import type { Locale } from '@/lib/contracts';
import type { Profile } from '@/lib/knowledge';
import { ATTRIBUTES, findConcepts, POSTING_CUES, type Attribute, type Concept, type ConceptHit } from '@/lib/lexicon';
import { readClause, STRONG, SUBJECT_KINDS, type FrameKind } from '@/lib/retrieval/frame-rules';
import { guessLocales } from '@/lib/retrieval/guess-locales';
import { questionTokens, splitClauses } from '@/lib/retrieval/question-clauses';
import { findQuestionSubjects, type QuestionSubject } from '@/lib/retrieval/question-subjects';
import type { FollowUpResolution } from '@/lib/retrieval/resolve-follow-up';

/** One thing a question asks: an attribute of a subject, with the shape of answer it wants. */
export interface QuestionFrame {
  attribute: Attribute;
  kind: FrameKind;
  /** What it is asked about; none for the owner as a whole ("where do you live?"). */
  subject?: QuestionSubject;
  /** For a comparison: every side. */
  compared: QuestionSubject[];
  /** The other things the same part names ("is it written in Python?" names Python beside the project discussed). */
  others: QuestionSubject[];
  /** The subject came from the conversation or from an earlier part of the question, not from this part's words. */
  carried: boolean;
  /** Word index where the part that asks it begins: answers follow the question's order. */
  start: number;
  /** Every concept the part names ("first", "native", "on-site"…), for answers that depend on them. */
  cues: Concept[];
}

/** A question read as frames. */
export interface QuestionReading {
  frames: QuestionFrame[];
  subjects: QuestionSubject[];
  /** The question is about the owner (a frame, or something of the profile named): never refused as off-topic. */
  aboutTheOwner: boolean;
  /** The question opens as a yes/no one: an answer that cannot say yes says no first. */
  yesNo: boolean;
  /** Only the world or the visitor's own task is asked about: the off-topic reply, whatever the words match. */
  offTopic: 'world' | 'task' | null;
  /** The folded words that name the subjects: a premise check need not say again that it knows nothing of them. */
  namedWords: string[];
  /** The sentences that ask, as typed: a premise is read there, not in the scene a recruiter sets. */
  askedText: string;
}


/** Attributes whose answer needs a subject: asked with none, they take the one the conversation is about. */
const NEEDS_SUBJECT: ReadonlySet<Attribute> = new Set(['technology-years', 'technology', 'tenure', 'role', 'period', 'work', 'team']);

/** Attributes that take the subject the conversation is about when they name none, without needing one. */
const MAY_CARRY: ReadonlySet<Attribute> = new Set(['location', 'stack', 'remote', 'projects']);

/** Attributes asked once per named subject ("React, Vue or Angular?" asks three times). */
const PER_SUBJECT: ReadonlySet<Attribute> = new Set(['technology', 'technology-years', 'industries', 'spoken-languages']);

function subjectsFor({ attribute, subjects }: { attribute: Attribute; subjects: readonly QuestionSubject[] }): QuestionSubject[] {
  const kinds = SUBJECT_KINDS[attribute];
  if (!kinds) return [];
  return [...subjects].filter((subject) => kinds.includes(subject.kind)).sort((left, right) => kinds.indexOf(left.kind) - kinds.indexOf(right.kind) || left.start - right.start);
}

/** The subjects the conversation carries, as question subjects (they are profile entities). */
function carriedSubjects({ resolution }: { resolution?: FollowUpResolution }): QuestionSubject[] {
  return (resolution?.carried ?? []).map((entity) => ({ kind: entity.kind, name: entity.name, entity, start: Number.MAX_SAFE_INTEGER, end: Number.MAX_SAFE_INTEGER }));
}

/** What a statement in a message may hint at without asking it: the work, a technology, who someone is. */
const SCENE_ATTRIBUTES: ReadonlySet<Attribute> = new Set(['identity', 'work', 'career-history', 'motivation', 'stack', 'technology', 'technology-years']);

/** What a question may ask without asking anything in particular ("Interested?", "what do you do?"). */
const GENERIC_ATTRIBUTES: ReadonlySet<Attribute> = new Set(['identity', 'work', 'motivation']);

/** The text of the sentences that ask, as typed (all of it when none only states): what a premise may be read from. */
function askedText({ tokens, stated, spans, text }: { tokens: ReturnType<typeof questionTokens>; stated: ReadonlySet<number>; spans: ReturnType<typeof splitClauses>; text: string }): string {
  const kept = spans.filter((span) => !stated.has(span.start));
  if (kept.length === spans.length || kept.length === 0) return text;
  return kept.map((span) => tokens.slice(span.start, span.end).map((token, index) => `${index === 0 ? '' : token.before}${token.raw}`).join('')).join(' ') + '?';
}

/**
 * Where the parts that only state something begin: in a message that asks with a question mark, a sentence closed
 * by a full stop or an exclamation mark ("I'm hiring for a Go team. How many years of Go?").
 */
function statementStarts({ tokens, spans, text }: { tokens: ReturnType<typeof questionTokens>; spans: ReturnType<typeof splitClauses>; text: string }): Set<number> {
  if (!/[?？]/u.test(text)) return new Set();
  const closing = (index: number) => (tokens[index + 1]?.before ?? text.slice(text.lastIndexOf(tokens[index]?.raw ?? '') + (tokens[index]?.raw.length ?? 0)));
  const starts = new Set<number>();
  for (const span of spans) {
    // The punctuation that closes the sentence the span belongs to: the first sentence end at or after its last word.
    let end = span.end - 1;
    while (end < tokens.length - 1 && !/[.!?？]/u.test(closing(end))) end += 1;
    const mark = closing(end).match(/[.!?？]/u)?.[0];
    if (mark === '.' || mark === '!') starts.add(span.start);
  }
  return starts;
}

/** The entity the conversation is about, as a question subject. */
function focusSubjects({ resolution }: { resolution?: FollowUpResolution }): QuestionSubject[] {
  const entity = resolution?.focus;
  return entity ? [{ kind: entity.kind, name: entity.name, entity, start: Number.MAX_SAFE_INTEGER, end: Number.MAX_SAFE_INTEGER }] : [];
}

/**
 * "Where did you stay longer, Acme or Globex?": a part that names nothing, followed by parts that only name
 * things, asks about those things; they are read as one part.
 */
function mergeNamingParts({ spans, subjects, hits }: { spans: ReturnType<typeof splitClauses>; subjects: readonly QuestionSubject[]; hits: readonly ConceptHit[] }): ReturnType<typeof splitClauses> {
  const within = (span: { start: number; end: number }) => (item: { start: number }) => item.start >= span.start && item.start < span.end;
  const names = (span: { start: number; end: number }) => subjects.some(within(span));
  const asks = (span: { start: number; end: number }) => hits.some((hit) => within(span)(hit) && (STRONG as readonly string[]).includes(hit.concept));
  const shapes = (span: { start: number; end: number }) => hits.some((hit) => within(span)(hit) && ['how-long', 'how-many', 'years', 'when', 'where', 'compare'].includes(hit.concept));
  // "Kafka and Spark: which did you use more?", "entre Kafka et Spark": one comparison, not two questions.
  const comparing = hits.some((hit) => hit.concept === 'compare') && subjects.length >= 2;
  const merged: ReturnType<typeof splitClauses> = [];
  for (const span of spans) {
    const last = merged.at(-1);
    const joins = last && span.soft && (
      // "Which languages do you speak, and how good is your English?": after a part that asks, one with a question
      // word of its own is a second ask.
      (names(span) && !asks(span) && !names(last) && !((asks(last) || shapes(last)) && hits.some((hit) => within(span)(hit) && QUESTION_WORDS.has(hit.concept))))
      // "And Spark, how many years?": a part that only names, then a part that only asks.
      || (!names(span) && (shapes(span) || asks(span)) && names(last) && !asks(last) && !shapes(last))
      // «Votre modèle chez Acme, il alimente combien d'expéditions ?»: a part that only names sets the topic
      // of the measure the next part asks, whatever that part names too.
      || (names(span) && shapes(span) && names(last) && !asks(last) && !shapes(last) && !hits.some((hit) => within(last)(hit) && QUESTION_WORDS.has(hit.concept)))
      || (comparing && names(span) && names(last))
    );
    if (joins) last.end = span.end;
    else merged.push({ ...span });
  }
  return merged;
}

/** The concepts that ask something of their own: a question naming one is not a bare continuation. */
const ASKING: ReadonlySet<Concept> = new Set<Concept>([...ATTRIBUTES, 'how-long', 'how-many', 'years', 'when', 'where', 'which', 'compare', 'overlap', 'first', 'last', 'now']);
/** A continuation is short: "and with Node?", "¿y con TypeScript?", "Et Kafka ?". */
const MAX_CONTINUATION_WORDS = 6;

/**
 * "How many years with React?" then "and with Node?": a short question that names something and asks nothing of
 * its own asks what the previous question asked, of what it names now.
 */
function continuedFrames({ words, hits, subjects, earlierFrames }: {
  words: readonly string[];
  hits: readonly ConceptHit[];
  subjects: readonly QuestionSubject[];
  /** What the earlier question asked, read when first needed. */
  earlierFrames: () => readonly QuestionFrame[];
}): QuestionFrame[] {
  if (subjects.length === 0 || words.length > MAX_CONTINUATION_WORDS || hits.some((hit) => ASKING.has(hit.concept))) return [];
  const asked = earlierFrames();
  const asksOpenly = hits.some((hit) => QUESTION_WORDS.has(hit.concept));
  const frames: QuestionFrame[] = [];
  for (const frame of asked) {
    if (frames.some((other) => other.attribute === frame.attribute)) continue;
    const own = subjectsFor({ attribute: frame.attribute, subjects });
    for (const subject of PER_SUBJECT.has(frame.attribute) ? own : own.slice(0, 1)) {
      // "And with Groq?" after "how well do you know LLMs?": whether the owner knows that one too.
      const kind = frame.kind === 'compare' ? 'open' : frame.attribute === 'technology' && !asksOpenly ? 'yes-no' : frame.kind;
      frames.push({ ...frame, kind, subject, compared: [], others: subjects.filter((other) => other !== subject), carried: false, start: subject.start });
    }
  }
  return frames;
}

/**
 * "Which of the two have you used longer?" after two technologies (or jobs) were discussed: a comparison of those,
 * the years of each (or the time at each).
 */
function choiceFrame({ hits, subjects, resolution, start }: { hits: readonly ConceptHit[]; subjects: readonly QuestionSubject[]; resolution?: FollowUpResolution; start: number }): QuestionFrame | null {
  if (resolution?.reference !== 'selection' || subjects.length > 0 || !hits.some((hit) => hit.concept === 'compare')) return null;
  const compared = carriedSubjects({ resolution });
  const [first] = compared;
  if (!first || compared.length < 2) return null;
  const technology = compared.every((subject) => subject.kind === 'skill' || subject.kind === 'skill-area');
  const jobs = compared.every((subject) => subject.kind === 'employer');
  if (!technology && !jobs) return null;
  return { attribute: technology ? 'technology-years' : 'tenure', kind: 'compare', subject: first, compared, others: [], carried: true, start, cues: [...new Set(hits.map((hit) => hit.concept))] };
}

/** What a follow-up asks of a degree just discussed: when and where. */
const OF_A_DEGREE: ReadonlySet<Attribute> = new Set(['period', 'location']);

/** Attributes about working together next: "from when?" after one asks when the owner can start. */
const NEXT_JOB: ReadonlySet<Attribute> = new Set(['availability', 'relocation', 'remote', 'motivation']);

/**
 * "When did you finish it?", "¿Dónde lo cursaste?" after a question about education: the degree, not a job. Schools
 * are no entity a conversation carries, so the earlier question says what "it" is. "À partir de quand ?" after a
 * question about a next job asks when the owner can start, not the dates of the job held.
 */
function continuedTopic({ frames, subjects, earlierFrames }: {
  frames: readonly QuestionFrame[];
  subjects: readonly QuestionSubject[];
  earlierFrames: () => readonly QuestionFrame[];
}): Attribute | null {
  if (frames.length === 0 || subjects.some((subject) => subject.kind !== 'school')) return null;
  const asked = () => earlierFrames().map((frame) => frame.attribute);
  if (frames.every((frame) => OF_A_DEGREE.has(frame.attribute)) && asked().includes('education')) return 'education';
  if (subjects.length === 0 && frames.every((frame) => frame.attribute === 'period') && asked().some((attribute) => NEXT_JOB.has(attribute))) return 'availability';
  return null;
}

const POSTING_CUE_SET: ReadonlySet<Concept> = new Set<Concept>(POSTING_CUES);

/**
 * A word that also means something else gives way to a longer spelling it is part of: "from" in "from when?" is no
 * place, "parle" in "parle-moi" asks no language. A posting's phrases ("get in touch") are not read in a question.
 */
function withoutCoveredWeakHits(hits: readonly ConceptHit[]): ConceptHit[] {
  return hits.filter((hit) => !hit.weak || !hits.some((other) => !other.weak && !POSTING_CUE_SET.has(other.concept) && other.concept !== hit.concept && other.end - other.start > hit.end - hit.start && other.start <= hit.start && other.end >= hit.end));
}

/** The question words that make a short follow-up an open question ("and how about Go?"), not a yes/no one. */
const QUESTION_WORDS: ReadonlySet<string> = new Set(['open-opener', 'how', 'how-long', 'how-many', 'which', 'where', 'when']);

/**
 * Reads a question as frames, subject × attribute, in the question's order: each part that asks something
 * (split at question marks, commas and joining words) gets its attributes from the lexicon's concepts and the
 * subjects it names; a part that names only a subject asks what the part before asked ("React, Vue or Angular?");
 * a frame that needs a subject and names none takes the one the conversation is about ("how long were you there?").
 */
export function readQuestion({ question, profile, today, locale, resolution }: {
  question: string;
  profile: Profile;
  today: Date;
  locale: Locale;
  resolution?: FollowUpResolution;
}): QuestionReading {
  // An ellipsis ("and in Go?") is read as the question it continues, rewritten by the resolution.
  // One that only carries a subject ("and alongside?") is read as asked, with that subject carried.
  // One that asks a measure of its own ("¿y cuántos años con FreeRTOS?") is read as asked.
  const asksItself = () => findConcepts({ words: questionTokens({ text: question }).map((token) => token.word), locales: [locale] }).some((hit) => hit.concept === 'how-many' || hit.concept === 'how-long');
  const text = resolution?.reference === 'ellipsis' && resolution.carried.length === 0 && !asksItself() ? resolution.resolvedQuery : question;
  const tokens = questionTokens({ text });
  const words = tokens.map((token) => token.word);
  const locales = [...new Set<Locale>([locale, ...guessLocales({ words })])];
  // "Do you live in Spain?": the auxiliary that opens a question is not the verb "do" of the work done.
  const found = withoutCoveredWeakHits(findConcepts({ words, locales }));
  const opensWithAuxiliary = found.some((hit) => hit.concept === 'yes-no-opener' && hit.start === 0);
  // "Join our firmware team?", "unser Unternehmen": a team or company the visitor calls theirs is not the owner's.
  // What stands between their "our" and the team word ("our firmware team") describes their team, asks nothing.
  const theirs = new Set(found.filter((hit) => hit.concept === 'posting-employer').map((hit) => hit.end));
  const ownedFrom = (hit: ConceptHit) => [hit.start, hit.start - 1, hit.start - 2].find((at) => theirs.has(at));
  const visitorsOwn = (hit: ConceptHit) => (hit.concept === 'team' || hit.concept === 'career-history') && ownedFrom(hit) !== undefined;
  const describedWords = new Set(found.filter(visitorsOwn).flatMap((hit) => Array.from({ length: hit.start - (ownedFrom(hit) ?? hit.start) }, (_, offset) => (ownedFrom(hit) ?? 0) + offset)));
  const hits = found.filter((hit) => !(opensWithAuxiliary && hit.concept === 'work' && hit.start === 0) && !visitorsOwn(hit) && !describedWords.has(hit.start));
  // Asked with a question mark and no question word anywhere ("Et les rappels SMS, ça a donné quoi ?" has one).
  const asks = /[?？¿]/u.test(text) && !hits.some((hit) => QUESTION_WORDS.has(hit.concept));
  const spans = splitClauses({ tokens, joiningAt: new Set(hits.filter((hit) => hit.concept === 'joining').map((hit) => hit.start)) });
  const fillerAt = new Set(hits.filter((hit) => hit.concept === 'filler' || hit.concept === 'joining').map((hit) => hit.start));
  const afters = tokens.map((_, index) => tokens[index + 1]?.before ?? text.slice(text.lastIndexOf(tokens[index]?.raw ?? '') + (tokens[index]?.raw.length ?? 0)));
  const subjects = findQuestionSubjects({ words, raw: tokens.map((token) => token.raw), afters, profile, today, locales }).filter((subject) => !describedWords.has(subject.start));
  const carried = carriedSubjects({ resolution });

  const frames: QuestionFrame[] = [];
  let previous = null as { attributes: Attribute[]; kind: FrameKind; subject?: QuestionSubject } | null;
  // "Worin bist du richtig gut?", "¿Podría presentarse?": a question put to the owner is about them, whatever it names.
  let aboutTheOwner = subjects.length > 0 || carried.length > 0 || hits.some((hit) => hit.concept === 'you');
  let offTopic: 'world' | 'task' | null = null;
  const stated = statementStarts({ tokens, spans, text });
  const statedFrames = new Set<QuestionFrame>();
  for (const span of mergeNamingParts({ spans, subjects, hits })) {
    const inSpan = (hit: { start: number }) => hit.start >= span.start && hit.start < span.end;
    const clauseHits: ConceptHit[] = hits.filter(inSpan);
    const clauseSubjects = subjects.filter(inSpan);
    let leading = 0;
    while (leading < span.end - span.start - 1 && fillerAt.has(span.start + leading)) leading += 1;
    const reading = readClause({ hits: clauseHits, subjects: clauseSubjects, start: span.start, leading, carried: [...(previous?.subject ? [previous.subject] : []), ...carried], focus: focusSubjects({ resolution }), asks });
    aboutTheOwner ||= reading.aboutTheOwner;
    offTopic ??= reading.offTopic ?? null;
    // "You built an LLM assistant. How big was its eval set?": a statement sets the scene; what it names is what the
    // question that follows refers to, and what it only hints at is not asked ("We build drones for defence. Interested?"
    // still asks about the field).
    if (stated.has(span.start) && reading.attributes.every((attribute) => SCENE_ATTRIBUTES.has(attribute))) {
      const named = clauseSubjects[0];
      if (named) previous = { attributes: [], kind: 'open', subject: named };
      continue;
    }
    const framesBefore = frames.length;
    // "React vs Go: which one have you used for longer?": a part that names nothing and only hints goes with the one before.
    if (span.soft && previous && clauseSubjects.length === 0 && reading.attributes.every((attribute) => !STRONG.includes(attribute))) continue;
    // "…, and Kafka?": a part naming only a subject asks what the part before asked.
    const attributes: Attribute[] = reading.attributes.length > 0 ? reading.attributes : span.soft && previous && clauseSubjects.length > 0 ? previous.attributes : [];
    const kind: FrameKind = reading.attributes.length > 0 ? reading.kind : previous?.kind ?? reading.kind;
    for (const attribute of attributes) {
      const own = subjectsFor({ attribute, subjects: clauseSubjects });
      const compared = kind === 'compare' ? own : [];
      const asked = PER_SUBJECT.has(attribute) && kind !== 'compare' && own.length > 1 ? own : [own[0]];
      for (const subject of asked) {
        const fallback = subject ?? (NEEDS_SUBJECT.has(attribute) || MAY_CARRY.has(attribute)
          ? subjectsFor({ attribute, subjects: [...(previous?.subject ? [previous.subject] : []), ...carried] })[0]
            // "How long did you stay?" in a conversation about a job: asked of that job, with no word pointing back.
            ?? (NEEDS_SUBJECT.has(attribute) && subjects.length === 0 ? subjectsFor({ attribute, subjects: focusSubjects({ resolution }) })[0] : undefined)
          : undefined);
        const others = clauseSubjects.filter((candidate) => candidate !== fallback);
        const frame: QuestionFrame = { attribute, kind, ...(fallback ? { subject: fallback } : {}), compared, others, carried: subject === undefined && fallback !== undefined, start: span.start, cues: [...new Set(clauseHits.map((hit) => hit.concept))] };
        if (!frames.some((other) => other.attribute === frame.attribute && other.subject?.name === frame.subject?.name)) frames.push(frame);
      }
    }
    if (attributes.length > 0) previous = { attributes, kind, subject: subjectsFor({ attribute: attributes[0] as Attribute, subjects: clauseSubjects })[0] ?? previous?.subject };
    if (stated.has(span.start)) frames.slice(framesBefore).forEach((frame) => statedFrames.add(frame));
  }
  // The scene a statement sets is asked about only when the question itself asks nothing of its own ("…for a defence
  // ministry. Interested?"); "I'm hiring for a team. How many years of Go?" asks only the years.
  if (frames.some((frame) => !statedFrames.has(frame) && !frame.carried && !GENERIC_ATTRIBUTES.has(frame.attribute))) frames.splice(0, frames.length, ...frames.filter((frame) => !statedFrames.has(frame)));
  const firstSpan = spans[0];
  const chosen = choiceFrame({ hits, subjects, resolution, start: spans[0]?.start ?? 0 });
  if (chosen) frames.splice(0, frames.length, chosen);
  // The earlier question is read once, and only when a follow-up rule needs what it asked.
  const earlier = resolution?.earlier;
  let earlierRead: readonly QuestionFrame[] | undefined;
  const earlierFrames = () => (earlierRead ??= earlier ? readQuestion({ question: earlier.question, profile, today, locale, resolution: earlier.resolution }).frames : []);
  const continued = chosen ? [] : continuedFrames({ words, hits, subjects, earlierFrames });
  if (continued.length > 0) frames.splice(0, frames.length, ...continued);
  else {
    const topic = continuedTopic({ frames, subjects, earlierFrames });
    if (topic) frames.splice(0, frames.length, ...frames.slice(0, 1).map((frame) => ({ ...frame, attribute: topic, compared: [], others: [], carried: false })));
  }
  // The first thing asked decides: "Playwright, how long have you used it?" names first, then asks how long.
  const yesNo = frames[0] ? frames[0].kind === 'yes-no' : firstSpan !== undefined && readClause({ hits: hits.filter((hit) => hit.start < firstSpan.end), subjects: subjects.filter((subject) => subject.start < firstSpan.end), start: 0, asks }).kind === 'yes-no';
  const namedWords = subjects.flatMap((subject) => words.slice(subject.start, subject.end));
  return { frames, subjects, aboutTheOwner: aboutTheOwner && !(offTopic && frames.length === 0), yesNo, offTopic: frames.length === 0 ? offTopic : null, namedWords, askedText: askedText({ tokens, stated, spans, text }) };
}
