import type { Locale } from '@/lib/contracts';
import { getDictionary } from '@/lib/i18n';
import type { Profile } from '@/lib/knowledge';
import { findConcepts, isLexiconWord, type Concept } from '@/lib/lexicon';
import type { AnswerContext, AnswerPart } from '@/lib/offline/answer-context';
import { ledByName, sentencesOf } from '@/lib/offline/compose-from-chunks';
import { jobOf, jobSentences, projectSentences, workSentences } from '@/lib/offline/answers/answer-subjects';
import type { ProfileEntity, QuestionFrame } from '@/lib/retrieval';
import { isSeveralWord, spanPositions, splitWords, tokenize } from '@/lib/text';

/*
 * "How many people use it each month?", "What was your thesis about?", "By how much did incidents drop?": the
 * answer is one sentence the owner wrote, not an attribute the engine computes. The sentence of the subject's own
 * texts that holds more of the question's words than the attribute's answer does is the better answer.
 */

/** Words that shape a question without saying what it is about: never evidence that a sentence answers it. */
const SHAPE_CONCEPTS: ReadonlySet<Concept> = new Set<Concept>(['how-long', 'how-many', 'when', 'where', 'which', 'compare', 'yes-no-opener', 'open-opener', 'you', 'how', 'joining', 'filler', 'negation', 'visitor-self']);

/** Stems shorter than this match only exactly; longer ones also as a prefix ("eval" and "evaluation"). */
const MIN_PREFIX_LETTERS = 4;
/** A word of the language alone ("team", "use") is weak evidence; one of the owner's own words is strong. */
const MIN_WEAK_WORDS = 2;

/** An inflection adds at most this many letters to a short stem ("use" and "used", "team" and "teams"). */
const MAX_INFLECTION_LETTERS = 2;
const MIN_SHORT_STEM_LETTERS = 3;

/** Long words of one family share this much of their beginning ("veröffentlicht", "Veröffentlichungen"). */
const MIN_FAMILY_PREFIX_LETTERS = 7;
const MIN_FAMILY_SHARE = 0.75;

const sameStem = (left: string, right: string) => {
  if (left === right) return true;
  const [shorter, longer] = left.length <= right.length ? [left, right] : [right, left];
  if (!longer.startsWith(shorter)) {
    let shared = 0;
    while (shared < shorter.length && shorter[shared] === longer[shared]) shared += 1;
    return shared >= MIN_FAMILY_PREFIX_LETTERS && shared >= shorter.length * MIN_FAMILY_SHARE;
  }
  return shorter.length >= MIN_PREFIX_LETTERS || (shorter.length >= MIN_SHORT_STEM_LETTERS && longer.length - shorter.length <= MAX_INFLECTION_LETTERS);
};

/** The stems of what the question asks about: its words less the shaping ones and the subjects' names. */
function askedStems({ question, locale, names }: { question: string; locale: Locale; names: readonly string[] }): Array<{ stem: string; weak: boolean }> {
  const words = splitWords({ text: question });
  const shaping = spanPositions({ spans: findConcepts({ words, locales: [locale] }).filter((hit) => SHAPE_CONCEPTS.has(hit.concept)) });
  const named = new Set(names.flatMap((name) => tokenize({ text: name, locale })));
  const kept = words.filter((_, index) => !shaping.has(index));
  const stems = new Map<string, boolean>();
  for (const word of kept) {
    for (const stem of tokenize({ text: word, locale })) {
      if (!named.has(stem)) stems.set(stem, (stems.get(stem) ?? true) && isLexiconWord({ word }));
    }
  }
  return [...stems].map(([stem, weak]) => ({ stem, weak }));
}

/** How much of the question a text holds: the asked stems it contains, and whether one is the owner's own word. */
function coverage({ text, asked, locale }: { text: string; asked: ReadonlyArray<{ stem: string; weak: boolean }>; locale: Locale }): { count: number; strong: boolean } {
  const stems = tokenize({ text: text.replace(/-/g, ' '), locale });
  const held = asked.filter((word) => stems.some((stem) => sameStem(stem, word.stem)));
  return { count: held.length, strong: held.some((word) => !word.weak) };
}

/** The owner's own sentences about an entity, in the locale. */
function entitySentences({ entity, profile, locale }: { entity: ProfileEntity; profile: Profile; locale: Locale }): string[] {
  const job = jobOf({ entity, profile });
  if (job) return jobSentences({ job, locale });
  const project = entity.kind === 'project' ? profile.projects.find((candidate) => candidate.slug === entity.key) : undefined;
  const pause = entity.kind === 'career-break' ? profile.careerBreaks.find((candidate) => candidate.id === entity.key) : undefined;
  if (project) return projectSentences({ project, locale });
  return pause ? sentencesOf(pause.description[locale]) : [];
}

/** A year is a date, never a count. */
const YEAR = /^(19|20)\d\d$/;

/** A figure that counts something: a number that is not a year ("9,000 people", "70 %", "vier Kunden"). */
function holdsFigure(sentence: string): boolean {
  const digits = (sentence.match(/\p{N}[\p{N}.,\u00a0\u202f ]*/gu) ?? []).some((figure) => !YEAR.test(figure.trim().replace(/[.,]$/, '')));
  return digits || splitWords({ text: sentence }).some((word) => isSeveralWord({ word }));
}

/** The jobs and projects among the best retrieved excerpts, as entities: where a count the question names no subject for may be. */
function retrievedEntities({ context }: { context: AnswerContext }): ProfileEntity[] {
  if (context.retrieval.usedFallback) return [];
  const { profile } = context;
  return context.retrieval.chunks.slice(0, 3).flatMap(({ chunk }): ProfileEntity[] => {
    const job = profile.experience.find((candidate) => chunk.id === `experience-${candidate.id}`);
    if (job) return [{ kind: 'employer', name: job.company, key: job.id, chunkId: chunk.id, forms: [] }];
    const project = profile.projects.find((candidate) => chunk.id === `project-${candidate.slug}`);
    return project ? [{ kind: 'project', name: project.name, key: project.slug, chunkId: chunk.id, forms: [] }] : [];
  });
}

const DETAIL_KINDS: ReadonlySet<QuestionFrame['kind']> = new Set(['open', 'count']);

/**
 * "Have you ever written an incident runbook?" answered by the owner's sentence "…wrote the incident runbook": the
 * sentence holds every word the question asks about that is the owner's own (beyond names and words of the
 * language), so it says yes.
 */
export function statesWhatIsAsked({ question, text, locale, names = [] }: { question: string; text: string; locale: Locale; names?: readonly string[] }): boolean {
  const own = askedStems({ question, locale, names }).filter((word) => !word.weak);
  if (own.length === 0) return false;
  return coverage({ text, asked: own, locale }).count === own.length;
}

/** Attributes whose answer describes a subject: a figure asked of it that no sentence holds is not in the profile. */
const NOT_HELD: ReadonlySet<QuestionFrame['attribute']> = new Set(['projects', 'work']);

/** The owner's sentences elsewhere that name an entity (a job's highlight naming the project it built). */
function namingSentences({ entity, profile, locale }: { entity: ProfileEntity; profile: Profile; locale: Locale }): Array<{ sentence: string; chunkId: string; name: string }> {
  const forms = entity.forms.filter((form) => form.length >= 3);
  if (forms.length === 0) return [];
  return profile.experience.filter((job) => `experience-${job.id}` !== entity.chunkId).flatMap((job) => jobSentences({ job, locale })
    .filter((sentence) => { const words = ` ${splitWords({ text: sentence }).join(' ')} `; return forms.some((form) => words.includes(` ${form} `)); })
    .map((sentence) => ({ sentence, chunkId: `experience-${job.id}`, name: job.company })));
}

/** Attributes whose figures are computed from dates: no sentence of the owner's answers them better. */
const COMPUTED: ReadonlySet<QuestionFrame['attribute']> = new Set(['technology-years', 'career-years', 'period']);

/** What the profile does not say about a subject, said first, then what the attribute's answer holds. */
function notHeldPart({ context, name, answer }: { context: AnswerContext; name: string; answer: AnswerPart | null }): AnswerPart {
  const said = getDictionary({ locale: context.locale }).frames.detailNotSaid({ subject: name });
  return { text: answer ? `${said} ${answer.text}` : said, chunkIds: answer?.chunkIds ?? [] };
}

/**
 * The sentence that answers the frame better than its attribute's answer, led by the subject's name, or null.
 * Looked for in the subject's own texts, or, for a count that names no entity, in the retrieved jobs and projects.
 * A count needs a figure in the sentence.
 */
export function detailPart({ frame, context, answer }: { frame: QuestionFrame; context: AnswerContext; answer: AnswerPart | null }): AnswerPart | null {
  // A job's team is sized by its own rule (a figure of people beside a word for the team), never by any figure near "team".
  const jobTeam = frame.attribute === 'team' && frame.subject?.kind === 'employer';
  if (!DETAIL_KINDS.has(frame.kind) || jobTeam || COMPUTED.has(frame.attribute)) return null;
  const { profile, locale, question } = context;
  // The entity asked about, else one the question names beside a field ("how many schools use <project>?").
  const named = [frame.subject, ...frame.others].flatMap((subject) => (subject?.entity ? [subject.entity] : []));
  const sources = named.length > 0 ? named.slice(0, 1) : frame.kind === 'count' ? retrievedEntities({ context }) : [];
  const asked = askedStems({ question, locale, names: named.map((entity) => entity.name) });
  if (asked.length === 0) return null;
  const candidates = sources.flatMap((source) => [
    ...entitySentences({ entity: source, profile, locale }).map((sentence) => ({ sentence, chunkId: source.chunkId, name: source.name })),
    // "How many teams use <project>?": the job that built it may say so, naming it.
    ...namingSentences({ entity: source, profile, locale }),
  ]);
  const fitting = candidates
    .filter((candidate) => frame.kind !== 'count' || holdsFigure(candidate.sentence))
    .map((candidate) => ({ ...candidate, ...coverage({ text: candidate.sentence, asked, locale }) }))
    // A figure in a sentence about the entity named needs one shared word; elsewhere, more.
    .filter((candidate) => candidate.strong || candidate.count >= (named.length > 0 && frame.kind === 'count' ? 1 : MIN_WEAK_WORDS))
    .sort((left, right) => right.count - left.count);
  const best = fitting[0];
  // "How many monthly users does <project> have?": no sentence of it holds such a figure, so the profile does not say.
  if (!best) return frame.kind === 'count' && NOT_HELD.has(frame.attribute) && named.length > 0 && asked.some((word) => !word.weak) ? notHeldPart({ context, name: named[0]!.name, answer }) : null;
  // Measured on the answer's first sentence: a detail said further down still leads.
  const answered = answer ? coverage({ text: sentencesOf(answer.text)[0] ?? '', asked, locale }).count : 0;
  if (best.count <= answered) return null;
  return { text: ledByName({ name: best.name, text: best.sentence }), chunkIds: [best.chunkId] };
}

/** Words the question asks about that the answer must hold before the owner's own sentence is looked for elsewhere. */
const MIN_OWN_WORDS_HELD = 1;
const MIN_OWN_WORDS_BESIDE_SETTING = 2;

/**
 * "How big was the eval set?", "how long did an update take at <employer>?": the visitor's own words (not the
 * language's, not names) that no part of the answer holds, but one sentence of the owner's jobs, projects or
 * breaks does; that sentence leads, with its job or project named. A count needs a figure in it. Null when the
 * answer already holds those words or no sentence does.
 */
export function questionDetailPart({ context, parts, count, names, about, strict = false }: {
  context: AnswerContext;
  parts: readonly AnswerPart[];
  count: boolean;
  names: readonly string[];
  /** The jobs and projects the question names: only their sentences may answer it, never another's. */
  about: readonly ProfileEntity[];
  /** The answer is a setting or a computed figure: the sentence must hold at least two of the visitor's words. */
  strict?: boolean;
}): AnswerPart | null {
  const { profile, locale, question } = context;
  const sources = [
    ...workSentences({ profile, locale }),
    ...profile.careerBreaks.flatMap((entry) => sentencesOf(entry.description[locale]).map((sentence) => ({ sentence, chunkId: 'duration', name: '' }))),
  ];
  // A word the owner never writes ("numbers", "going") tells no sentence from another: only the others count.
  const written = sources.map((source) => tokenize({ text: source.sentence.replace(/-/g, ' '), locale }));
  const own = askedStems({ question, locale, names }).filter((word) => !word.weak && written.some((stems) => stems.some((stem) => sameStem(stem, word.stem))));
  if (own.length === 0) return null;
  const held = coverage({ text: parts.map((part) => part.text).join(' '), asked: own, locale }).count;
  if (held >= own.length) return null;
  const chunks = new Set(about.map((entity) => entity.chunkId));
  const best = sources
    .filter((source) => (chunks.size === 0 || chunks.has(source.chunkId)) && (!count || holdsFigure(source.sentence)))
    .map((source) => ({ ...source, held: coverage({ text: source.sentence, asked: own, locale }).count }))
    .filter((source) => source.held >= Math.max(strict ? MIN_OWN_WORDS_BESIDE_SETTING : MIN_OWN_WORDS_HELD, Math.ceil(own.length / 2)) && source.held > held)
    .sort((left, right) => right.held - left.held)[0];
  if (!best) return null;
  return { text: ledByName({ name: best.name, text: best.sentence }), chunkIds: [best.chunkId] };
}

/** A figure counts the word beside it when at most this many words stand between ("3 000 expéditions", "70 adult learners"). */
const MAX_FIGURE_DISTANCE = 2;

/**
 * "How many learners?", "¿cuántos equipos lo usan?": the sentence that puts a figure beside a word of the question
 * leads the answer, wherever the parts had it (after what the profile does not say of a team, or inside a list of
 * what was done).
 */
export function figureLed({ parts, context, names }: { parts: readonly AnswerPart[]; context: AnswerContext; names: readonly string[] }): AnswerPart[] {
  const { question, locale } = context;
  // A word of the language ("teams") is evidence enough here: the figure beside it is what makes the sentence answer.
  const own = askedStems({ question, locale, names });
  if (own.length === 0) return [...parts];
  // German joins the counted word to the one before it ("14 Produktteams"): the compound's head counts too.
  const head = (stem: string, wanted: string) => locale === 'de' && wanted.length >= MIN_PREFIX_LETTERS && stem.endsWith(wanted);
  // The question's stems a word of the owner's meets.
  const met = (word: string) => tokenize({ text: word, locale }).flatMap((stem) => own.filter((wanted) => sameStem(stem, wanted.stem) || head(stem, wanted.stem)).map((wanted) => wanted.stem));
  const asked = (word: string) => met(word).length > 0;
  const counts = (sentence: string) => {
    const words = splitWords({ text: sentence });
    return words.some((word, index) => /^\p{N}/u.test(word) && !YEAR.test(word)
      && words.slice(Math.max(0, index - MAX_FIGURE_DISTANCE), index + MAX_FIGURE_DISTANCE + 1).some((near) => !/^\p{N}/u.test(near) && asked(near)));
  };
  const sentences = parts.flatMap((part, partIndex) => part.text.split('\n').flatMap((line, lineIndex) => sentencesOf(line.replace(/^- /, '')).map((sentence) => ({ sentence, partIndex, lineIndex }))));
  // Of the sentences that count, the one holding most of the question's words ("people use the app each month"
  // is the app's users, not the months of a career).
  const held = (sentence: string) => new Set(splitWords({ text: sentence }).flatMap(met)).size;
  const counting = sentences.filter(({ sentence }) => counts(sentence)).map((entry) => ({ entry, held: held(entry.sentence) }));
  const found = counting.reduce<(typeof counting)[number] | undefined>((best, next) => (best === undefined || next.held > best.held ? next : best), undefined)?.entry;
  if (!found || found === sentences[0]) return [...parts];
  // The sentence leaves its place; a list item it was all of goes with it.
  const without = parts.map((part, partIndex) => {
    if (partIndex !== found.partIndex) return part;
    const lines = part.text.split('\n').flatMap((line, lineIndex) => {
      if (lineIndex !== found.lineIndex) return [line];
      const left = line.replace(found.sentence, '').trim();
      return left === '' || left === '-' ? [] : [left];
    });
    return { ...part, text: lines.join('\n').replace(/\n{3,}/g, '\n\n').trim() };
  }).filter((part) => part.text !== '');
  const source = parts[found.partIndex];
  return [{ text: found.sentence, chunkIds: source?.chunkIds ?? [] }, ...without];
}
