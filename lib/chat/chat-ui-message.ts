import type { UIMessage } from 'ai';

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

/** The data parts the chat stream carries beside text (`data-mode`, `data-sources`, `data-notice`). */
export type ChatDataParts = {
  mode: { mode: AnswerMode };
  sources: { sources: AnswerSource[] };
  notice: { notice: AnswerNotice };
};

/** The UI message type shared by the route and the chat page. */
export type ChatUIMessage = UIMessage<never, ChatDataParts>;
