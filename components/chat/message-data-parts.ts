import type { AnswerMode, AnswerNotice, AnswerSource, ChatUIMessage, VisitorRequestProposal } from '@/lib/chat';
import type { Intent } from '@/lib/retrieval';

/** Which engine produced an assistant message, from its `data-mode` part; null before the part arrives. */
export function answerMode({ message }: { message: ChatUIMessage }): AnswerMode | null {
  const part = message.parts.findLast((candidate) => candidate.type === 'data-mode');
  return part?.type === 'data-mode' ? part.data.mode : null;
}

/** Why the server stopped an answer short on purpose, from its `data-notice` part; null for a normal answer. */
export function answerNotice({ message }: { message: ChatUIMessage }): AnswerNotice | null {
  const part = message.parts.findLast((candidate) => candidate.type === 'data-notice');
  return part?.type === 'data-notice' ? part.data.notice : null;
}

/** The profile sections an assistant message drew on, from its `data-sources` part. */
export function answerSources({ message }: { message: ChatUIMessage }): AnswerSource[] {
  const part = message.parts.findLast((candidate) => candidate.type === 'data-sources');
  return part?.type === 'data-sources' ? part.data.sources : [];
}

/** What the question of an assistant message was routed as, from its `data-intent` part; undefined before the part arrives. */
export function answerIntent({ message }: { message: ChatUIMessage }): Intent | null | undefined {
  const part = message.parts.findLast((candidate) => candidate.type === 'data-intent');
  return part?.type === 'data-intent' ? part.data.intent : undefined;
}

/** The questions suggested after an assistant message, from its `data-followups` part. */
export function answerFollowUps({ message }: { message: ChatUIMessage }): string[] {
  const part = message.parts.findLast((candidate) => candidate.type === 'data-followups');
  return part?.type === 'data-followups' ? part.data.questions : [];
}

/** The request card the newest answer proposes (its `data-proposal` part), with the answer's id; null when it proposes none. */
export function latestProposal({ messages }: { messages: ChatUIMessage[] }): { messageId: string; proposal: VisitorRequestProposal } | null {
  const last = messages.findLast((message) => message.role === 'assistant');
  const part = last?.parts.findLast((candidate) => candidate.type === 'data-proposal');
  return last && part?.type === 'data-proposal' ? { messageId: last.id, proposal: part.data } : null;
}
