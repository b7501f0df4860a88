import { DefaultChatTransport } from 'ai';
import { buildChatRequestBody } from '@/components/chat/build-chat-request-body';
import { readChatRequestError } from '@/components/chat/chat-request-error';
import type { ChatUIMessage } from '@/lib/chat';
import type { Locale } from '@/lib/contracts';

/**
 * The chat's transport: posts the contract body (never the whole history) to `/api/chat`, and turns a
 * refusal into a typed error that keeps its status, code and `Retry-After` (the SDK's own error drops headers).
 */
export function createChatTransport({ locale }: { locale: Locale }): DefaultChatTransport<ChatUIMessage> {
  return new DefaultChatTransport<ChatUIMessage>({
    api: '/api/chat',
    prepareSendMessagesRequest: ({ messages }) => ({ body: buildChatRequestBody({ messages, locale }) }),
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      if (!response.ok) throw await readChatRequestError({ response, now: new Date() });
      return response;
    },
  });
}
