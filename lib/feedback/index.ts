/**
 * The thumbs up or down on an answer (`POST /api/feedback`): counts by mode, intent and cited fact,
 * never text or identity. Imports admission, contracts, knowledge, platform, retrieval, store.
 */
export { handleFeedbackRequest } from '@/lib/feedback/feedback-pipeline';
export type { FeedbackRequest, Rating } from '@/lib/feedback/feedback-request-schema';
