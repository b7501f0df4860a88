import { LOCALES, type Locale } from '@/lib/contracts';
import { getDictionary } from '@/lib/i18n';
import type { Experience } from '@/lib/knowledge';
import { findConcepts, TECHNOLOGY_LEXICON } from '@/lib/lexicon';
import type { AnswerContext, AnswerPart } from '@/lib/offline/answer-context';
import { currentJob, jobOf, jobSentences } from '@/lib/offline/answers/answer-subjects';
import type { QuestionFrame } from '@/lib/retrieval';
import { indexOfWords, splitWords, tokenize } from '@/lib/text';

/*
 * "Do you have direct reports?", "Führen Sie ein Team?": yes or no, from the owner's own sentences about leading.
 * Managing people is its own question: a tech lead "without people management" answers it no.
 */

/** A negation this close before a word says the word is not so ("without people management", "sin gestión"). */
const NEGATION_REACH = 3;

/** The spellings of managing people, folded, in every language. */
const PEOPLE_MANAGEMENT: readonly string[][] = (TECHNOLOGY_LEXICON.find((concept) => concept.id === 'people-management')?.aliases ?? [])
  .map((alias) => splitWords({ text: alias })).filter((form) => form.length > 0);

/** A spelling's words may stand this far apart, in either order, inflected ("manage people", «gestionas a esas personas»). */
const MANAGEMENT_SPREAD = 3;
/** A stem and a longer form of it agree when this many letters lead both ("manag" and "management"). */
const MIN_SHARED_STEM = 5;

/** Where a spelling's content words all stand, by stem, within a few words of each other, or -1. */
function stemsAt({ stems, form, locale }: { stems: ReadonlyArray<string | undefined>; form: readonly string[]; locale: Locale }): number {
  const wanted = tokenize({ text: form.join(' '), locale });
  if (wanted.length < 2) return -1;
  const matches = (stem: string | undefined, other: string) => stem !== undefined && (stem === other || (Math.min(stem.length, other.length) >= MIN_SHARED_STEM && (stem.startsWith(other) || other.startsWith(stem))));
  for (let start = 0; start < stems.length; start += 1) {
    if (!wanted.some((stem) => matches(stems[start], stem))) continue;
    const window = stems.slice(start, start + wanted.length + MANAGEMENT_SPREAD);
    if (wanted.every((stem) => window.some((candidate) => matches(candidate, stem)))) return start;
  }
  return -1;
}

/** Where a spelling of managing people first starts in the words, or -1. */
function managementAt({ words, locale }: { words: readonly string[]; locale: Locale }): number {
  // Each word's stem, once for all the spellings.
  const stems = words.map((word) => tokenize({ text: word, locale })[0]);
  const starts = PEOPLE_MANAGEMENT.flatMap((form) => [indexOfWords({ words, form }), stemsAt({ stems, form, locale })]).filter((start) => start >= 0);
  return starts.length > 0 ? Math.min(...starts) : -1;
}

const negatedAt = ({ words, at }: { words: readonly string[]; at: number }) =>
  findConcepts({ words, locales: LOCALES }).some((hit) => hit.concept === 'negation' && hit.start < at && at - hit.start <= NEGATION_REACH);

/** The jobs the question is about: the one named or carried, else the current one first. */
function jobsAsked({ frame, context }: { frame: QuestionFrame; context: AnswerContext }): Experience[] {
  const named = jobOf({ entity: frame.subject?.entity, profile: context.profile });
  if (named) return [named];
  const current = currentJob({ profile: context.profile });
  return [current, ...context.profile.experience.filter((job) => job !== current)];
}

/** Where the sentence speaks of leading: at a word of the question's own stem ("mentor"), else (when `any`) at any word for it. */
function leadingAt({ words, asked, any, locale }: { words: readonly string[]; asked: ReadonlySet<string>; any: boolean; locale: AnswerContext['locale'] }): number {
  const hits = findConcepts({ words, locales: [locale] }).filter((hit) => hit.concept === 'team');
  const own = hits.find((hit) => tokenize({ text: words[hit.start] as string, locale }).some((stem) => asked.has(stem)));
  return own?.start ?? (any ? hits[0]?.start ?? -1 : -1);
}

/** Yes or no to a question about leading or managing people, with the sentence that says so; null when no sentence does. */
export function teamYesNoPart({ frame, context }: { frame: QuestionFrame; context: AnswerContext }): AnswerPart | null {
  const { locale } = context;
  const copy = getDictionary({ locale });
  const questionWords = splitWords({ text: context.question });
  const asksManagement = managementAt({ words: questionWords, locale }) >= 0;
  const asked = new Set(findConcepts({ words: questionWords, locales: [locale] }).filter((hit) => hit.concept === 'team').flatMap((hit) => tokenize({ text: questionWords[hit.start] as string, locale })));
  const sentences = jobsAsked({ frame, context }).flatMap((job) => jobSentences({ job, locale }).map((sentence) => ({ job, sentence, words: splitWords({ text: sentence }) })));
  // The question's own word first ("do you mentor anyone?" is answered by the mentoring, not by leading a project).
  for (const any of [false, true]) {
    for (const { job, sentence, words } of sentences) {
      const at = asksManagement ? managementAt({ words, locale }) : leadingAt({ words, asked, any, locale });
      if (at < 0) continue;
      const lead = negatedAt({ words, at }) ? copy.frames.no : copy.answers.yes;
      return { text: `${lead} ${copy.frames.teamAt({ company: job.company, text: sentence })}`, chunkIds: [`experience-${job.id}`] };
    }
  }
  return null;
}
