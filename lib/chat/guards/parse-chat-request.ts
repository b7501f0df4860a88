import { chatRequestSchema, type ChatRequest } from '@/lib/chat/request-schema';
import type { ChatRejection } from '@/lib/chat/chat-error';
import { parseJsonBody } from '@/lib/chat/guards/parse-json-body';

/** Parses the body text strictly against the contract schema. */
export function parseChatRequest({ text }: { text: string }): { request: ChatRequest } | { rejection: ChatRejection } {
  return parseJsonBody({ text, schema: chatRequestSchema });
}
