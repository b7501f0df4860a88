import { chatRequestSchema, type ChatRequest } from '@/lib/chat/request-schema';
import type { ChatRejection } from '@/lib/chat/chat-error';

/** Parses the body text strictly against the contract schema. */
export function parseChatRequest({ text }: { text: string }): { request: ChatRequest } | { rejection: ChatRejection } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { rejection: { code: 'invalid_request' } };
  }
  const parsed = chatRequestSchema.safeParse(json);
  return parsed.success ? { request: parsed.data } : { rejection: { code: 'invalid_request' } };
}
