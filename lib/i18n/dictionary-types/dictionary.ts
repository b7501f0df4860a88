import type { AnswerPhrases, FollowUpQuestions, OfflineCopy } from '@/lib/i18n/dictionary-types/answer-phrases';
import type { ApiErrorCopy, FilterReplyCopy, RequestFieldCopy } from '@/lib/i18n/dictionary-types/error-copy';
import type { DurationWords, FactPhrases, FactTitles } from '@/lib/i18n/dictionary-types/fact-phrases';
import type { FitCopy } from '@/lib/i18n/dictionary-types/fit-copy';
import type { FrameCopy } from '@/lib/i18n/dictionary-types/frame-copy';
import type { FeedbackCopy, SiteCopy, UiMessages } from '@/lib/i18n/dictionary-types/page-copy';
import type { RequestCopy } from '@/lib/i18n/dictionary-types/request-copy';

/**
 * The shape of one locale's dictionary: every visitor-facing text of the product (pages, API errors,
 * guard replies, the offline engine's phrases and the connecting words of fact texts). Profile content
 * lives in the profile, never here. Placeholders in braces (`{seconds}`) in page copy are filled on the
 * client, so that copy stays plain strings across the server/client boundary.
 */
export interface Dictionary {
  page: UiMessages;
  /** The portfolio's ways to act (CV, links) and the CV's own words. */
  site: SiteCopy;
  /** The JSON error messages of `POST /api/chat` before streaming, by error code. */
  apiErrors: ApiErrorCopy;
  /** How a 400 of any endpoint names the request field that is missing or wrong. */
  requestFields: RequestFieldCopy;
  /** The opaque text of an answer that fails after streaming started. */
  streamInterrupted: string;
  /** Local answers of the input guards; they never quote the visitor's text. */
  filterReplies: FilterReplyCopy;
  offline: OfflineCopy;
  /** The offline engine's first sentences: the fact asked for, stated first. */
  answers: AnswerPhrases;
  /** Answers read from a question frame (subject × attribute). */
  frames: FrameCopy;
  facts: FactPhrases;
  /** Titles of the facts an answer cites (its source chips), in the page's language. */
  titles: FactTitles;
  /** Questions the page suggests after an answer, about what was just discussed. */
  followUps: FollowUpQuestions;
  /** The thumbs up and down under each answer, and the error of `POST /api/feedback`. */
  feedback: FeedbackCopy;
  durations: DurationWords;
  /** Visitor requests to the owner (contracts §6): API errors, the chat's lines and the request card. */
  requests: RequestCopy;
  /** The job-description fit check's words on the server: notes beside verdicts, the summary, its API errors. */
  fit: FitCopy;
}
