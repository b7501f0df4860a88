import type { ChatAdmitted } from '@/lib/chat/admit-chat-request';
import type { AnswerRouteContext } from '@/lib/chat/answer-routes/run-answer';
import type { PreparedAnswer } from '@/lib/chat/prepare-answer';
import type { SessionTurn } from '@/lib/prompt';
import type { Intent } from '@/lib/retrieval';

/** A question after retrieval and prompt assembly: what the offline, catalog and model routes answer from. */
export interface PreparedQuestion extends AnswerRouteContext {
  question: string;
  today: Date;
  admitted: ChatAdmitted;
  prepared: PreparedAnswer;
  /** The visitor's session memory with sensitive turns dropped. */
  history: { summary?: string; recentTurns: SessionTurn[] };
  signal: AbortSignal;
  /** The same for every engine: what the question was routed as and what to suggest next. */
  intent: Intent;
  followUps: string[];
}
