import { chatRequestSchema, type ChatRequest } from '@/lib/chat/chat-request-schema';
import type { ApiRejection } from '@/lib/platform';
import { parseJsonBody } from '@/lib/platform';

/** Parses the body text strictly against the contract schema. */
export function parseChatRequest({ text }: { text: string }): { request: ChatRequest } | { rejection: ApiRejection } {
  return parseJsonBody({ text, schema: chatRequestSchema });
}
