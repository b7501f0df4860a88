import type { UIMessage } from 'ai';
import type { Intent } from '@/lib/retrieval/intent-router';

/**
 * Which engine produced an answer: the upstream model, the offline engine, a local refusal, or the closed
 * catalog (the model chose approved facts, the server wrote their wording).
 */
export type AnswerMode = 'model' | 'offline' | 'local' | 'catalog';

/** Why an answer was stopped short on purpose: it began to repeat the assistant's instructions. */
export type AnswerNotice = 'leak_stopped';

/** A profile section an answer drew on, linking to its anchor on `/<locale>`. */
export interface AnswerSource {
  id: string;
  title: string;
  href: string;
}

/** A visitor request the answer proposes (contracts §8): a card to review, never a write. */
export interface RequestProposal {
  kind: 'message' | 'intro_call';
  /** An open slot's start (ISO instant), when one was proposed. */
  slot?: string;
  messageDraft?: string;
}

/**
 * The data parts the chat stream carries beside text (`data-mode`, `data-sources`, `data-notice`, `data-proposal`,
 * `data-intent`, `data-followups`).
 */
export type ChatDataParts = {
  mode: { mode: AnswerMode };
  sources: { sources: AnswerSource[] };
  notice: { notice: AnswerNotice };
  proposal: RequestProposal;
  /** What the question was routed as (null for a built-in reply): the page sends it back with a rating. */
  intent: { intent: Intent | null };
  /** Questions the visitor may ask next, in the page's language; written only once an answer completed with text. */
  followups: { questions: string[] };
};

/** The UI message type shared by the route and the chat page. */
export type ChatUIMessage = UIMessage<never, ChatDataParts>;
