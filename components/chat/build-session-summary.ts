import { CHAT_LIMITS } from '@/lib/contracts';
import { cutText } from '@/lib/text';
import type { ConversationPair } from '@/components/chat/conversation-pairs';

export const MAX_SUMMARY_CHARS = CHAT_LIMITS.maxSummaryChars;
const MAX_QUESTION_CHARS = 160;
const MAX_ANSWER_CHARS = 240;

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/**
 * The running summary of older pairs: one short "Q: … → A: …" line each, newest kept when over the cap.
 * Whitespace is folded so visitor text can never start a line of its own (the server neutralises lines that
 * look like role labels such as "User:").
 */
export function buildSessionSummary({ pairs }: { pairs: ConversationPair[] }): string {
  const lines = pairs.map(
    ({ question, answer }) =>
      `Q: ${cutText({ text: oneLine(question).trim(), maxChars: MAX_QUESTION_CHARS })} → A: ${cutText({ text: oneLine(answer).trim(), maxChars: MAX_ANSWER_CHARS })}`,
  );
  while (lines.join('\n').length > MAX_SUMMARY_CHARS) lines.shift();
  return lines.join('\n');
}
