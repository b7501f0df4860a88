import { getDictionary } from '@/lib/i18n';
import { findConcepts } from '@/lib/lexicon';
import type { AnswerContext, AnswerPart } from '@/lib/offline/answer-context';
import { jobOf, jobSentences } from '@/lib/offline/answers/answer-subjects';
import { ledByName } from '@/lib/offline/compose-from-chunks';
import type { QuestionFrame } from '@/lib/retrieval';
import { splitWords } from '@/lib/text';

/*
 * "Was that full-time?", „Waren Sie dort die ganze Zeit in Vollzeit?": whether a job was held at full hours,
 * from what the owner wrote of it. A job whose texts speak of reduced hours ("part-time", "80 % from the second
 * year", "one day a week") was not full-time; one that says full-time was.
 */

/** A share of the week below the whole ("80%", "60 %"): reduced hours. */
const SHARE_OF_WEEK = /(?<!\d)([1-9]\d)\s?%/;

type Hours = 'full-time' | 'part-time';

/** Fewer days than the working week ("one day a week", «un día a la semana», „an einem Tag pro Woche"), in four languages (folded words). */
const FEW_DAYS: ReadonlySet<string> = new Set(['one', 'a', 'two', 'three', 'four', 'un', 'uno', 'una', 'dos', 'tres', 'cuatro', 'une', 'deux', 'trois', 'quatre', 'ein', 'einem', 'einen', 'zwei', 'drei', 'vier', '1', '2', '3', '4']);
const DAY = /^(days?|dias?|jours?|tage?n?)$/;
const WEEK = /^(week|semana|semaine|woche)$/;
/** How far after the day its week may stand ("one day a week", "un jour par semaine"). */
const DAY_TO_WEEK = 3;

function fewDaysAWeek(words: readonly string[]): boolean {
  return words.some((word, at) => DAY.test(word) && FEW_DAYS.has(words[at - 1] ?? '') && words.slice(at + 1, at + 1 + DAY_TO_WEEK).some((next) => WEEK.test(next)));
}

function hoursOf({ text, locale }: { text: string; locale: AnswerContext['locale'] }): Hours | null {
  const words = splitWords({ text });
  const concepts = new Set(findConcepts({ words, locales: [locale] }).map((hit) => hit.concept));
  // Days on site are where the work happened, not how much of it ("two days a week on site").
  const daysWorked = fewDaysAWeek(words) && !concepts.has('on-site') && !concepts.has('remote');
  if (concepts.has('part-time') || SHARE_OF_WEEK.test(text) || daysWorked) return 'part-time';
  return concepts.has('full-time') ? 'full-time' : null;
}

/** Yes or no to a question about a job's hours, with the owner's words that say them; null when they say nothing. */
export function jobHoursPart({ frame, context }: { frame: QuestionFrame; context: AnswerContext }): AnswerPart | null {
  if (frame.kind !== 'yes-no') return null;
  const job = jobOf({ entity: frame.subject?.entity, profile: context.profile });
  const { locale, question } = context;
  const asked = job ? hoursOf({ text: question, locale }) : null;
  if (!job || !asked) return null;
  // A part-time job may have been full-time for a while: the words of reduced hours decide.
  // The title and the place first, where hours are usually said, then the job's own sentences.
  const stated = [job.role[locale], job.location[locale], ...jobSentences({ job, locale })].map((text) => ({ text, hours: hoursOf({ text, locale }) }));
  const said = stated.find((entry) => entry.hours === 'part-time') ?? stated.find((entry) => entry.hours === 'full-time');
  if (!said) return null;
  const copy = getDictionary({ locale });
  const lead = said.hours === asked ? copy.answers.yes : copy.frames.no;
  return { text: `${lead} ${ledByName({ name: job.company, text: said.text }).replace(/[.!]?$/, '.')}`, chunkIds: [`experience-${job.id}`] };
}
