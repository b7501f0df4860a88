import { answerMode } from '@/components/chat/message-data-parts';
import { messageText } from '@/components/chat/message-text';
import type { ChatUIMessage } from '@/lib/chat';

/** One question and the answer that followed it. */
export interface ConversationPair {
  question: string;
  answer: string;
}

/**
 * The answered questions of a transcript, oldest first. A question without an answer is skipped, and so
 * is a local refusal: it adds no context, and its question may be the sensitive text it refused.
 */
export function conversationPairs({ messages }: { messages: ChatUIMessage[] }): ConversationPair[] {
  const pairs: ConversationPair[] = [];
  messages.forEach((message, index) => {
    const next = messages[index + 1];
    if (message.role !== 'user' || next?.role !== 'assistant') return;
    if (answerMode({ message: next }) === 'local') return;
    const question = messageText({ message }).trim();
    const answer = messageText({ message: next }).trim();
    if (question && answer) pairs.push({ question, answer });
  });
  return pairs;
}
