import type { UIMessage } from 'ai';
import type { Locale } from '@/lib/i18n/locales';
import { messageText } from '@/components/chat/message-text';

/** The `POST /api/chat` body of contracts §1: only the current question and the page locale. */
export interface ChatRequestBody {
  message: string;
  locale: Locale;
}

/** Builds the request body from the chat state: the latest user message is the question. */
export function buildChatRequestBody({ messages, locale }: { messages: UIMessage[]; locale: Locale }): ChatRequestBody {
  const lastUserMessage = messages.findLast((message) => message.role === 'user');
  const message = lastUserMessage ? messageText({ message: lastUserMessage }).trim() : '';
  return { message, locale };
}
