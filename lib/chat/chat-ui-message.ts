import type { UIMessage } from 'ai';
import type { AnswerMode, AnswerNotice, AnswerSource, VisitorRequestProposal } from '@/lib/contracts';
import type { Intent } from '@/lib/retrieval';

export type { AnswerMode, AnswerNotice, AnswerSource, VisitorRequestProposal } from '@/lib/contracts';

/**
 * The data parts the chat stream carries beside text (`data-mode`, `data-sources`, `data-notice`, `data-proposal`,
 * `data-intent`, `data-followups`).
 */
export type ChatDataParts = {
  mode: { mode: AnswerMode };
  sources: { sources: AnswerSource[] };
  notice: { notice: AnswerNotice };
  proposal: VisitorRequestProposal;
  /** What the question was routed as (null for a built-in reply): the page sends it back with a rating. */
  intent: { intent: Intent | null };
  /** Questions the visitor may ask next, in the page's language; written only once an answer completed with text. */
  followups: { questions: string[] };
};

/** The UI message type shared by the route and the chat page. */
export type ChatUIMessage = UIMessage<never, ChatDataParts>;
