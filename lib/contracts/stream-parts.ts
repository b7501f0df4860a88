/*
 * The data parts of the chat stream (contracts §8) that the page, the feedback endpoint and the engines share:
 * plain types and values, free of any server or SDK code, so the browser can read them too.
 */

/**
 * Which engine produced an answer: the upstream model, the offline engine, a local refusal, or the closed
 * catalog (the model chose approved facts, the server wrote their wording).
 */
export const ANSWER_MODES = ['model', 'offline', 'local', 'catalog'] as const;
export type AnswerMode = (typeof ANSWER_MODES)[number];

/** Why an answer was stopped short on purpose: it began to repeat the assistant's instructions. */
export type AnswerNotice = 'leak_stopped';

/** A profile section an answer drew on, linking to its anchor on `/<locale>`. */
export interface AnswerSource {
  id: string;
  title: string;
  href: string;
}

/** An answer cites at most this many facts: the ones it used, not everything retrieval looked at. */
export const MAX_SOURCES = 3;

/** A visitor request the answer proposes (contracts §8): a card to review, never a write. */
export interface VisitorRequestProposal {
  kind: 'message' | 'intro_call';
  /** An open slot's start (ISO instant), when one was proposed. */
  slot?: string;
  messageDraft?: string;
}

/** A completed answer suggests at most this many follow-up questions (`data-followups`). */
export const MAX_FOLLOW_UPS = 3;
