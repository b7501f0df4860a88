import type { UIMessage } from 'ai';

/** The visible text of a chat message: its text parts joined in order. */
export function messageText({ message }: { message: UIMessage }): string {
  return message.parts.map((part) => (part.type === 'text' ? part.text : '')).join('');
}
