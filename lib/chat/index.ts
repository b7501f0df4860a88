/**
 * The chat endpoint (`POST /api/chat`): its guard chain, admission, retrieval and prompt, the classifier,
 * the answer routes (local, offline, catalog, model), the model's tools, follow-up suggestions and the
 * streamed answer. Imports every module below the endpoints.
 */
export { handleChatRequest, type ChatDependencies } from '@/lib/chat/chat-pipeline';
export { chatRequestSchema } from '@/lib/chat/chat-request-schema';
export type { AnswerMode, AnswerNotice, AnswerSource, ChatUIMessage, VisitorRequestProposal } from '@/lib/chat/chat-ui-message';
export { inspectQuestion, type Inspection } from '@/lib/chat/inspect-question';
export { STREAM_HEADERS } from '@/lib/chat/stream-answer';
