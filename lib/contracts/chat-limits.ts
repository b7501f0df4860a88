/**
 * Contract limits of `POST /api/chat` (contracts §1). Kept apart from the zod schema so the chat page
 * can quote them without bundling zod.
 */
export const CHAT_LIMITS = {
  maxBodyBytes: 24_576,
  maxMessageChars: 1500,
  maxSummaryChars: 2500,
  maxTurns: 8,
  maxTurnChars: 1500,
  maxTurnsTotalChars: 6000,
} as const;
