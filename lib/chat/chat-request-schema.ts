import { z } from 'zod';
import { CHAT_LIMITS } from '@/lib/contracts';
import { localeSchema } from '@/lib/platform';


const turnSchema = z.strictObject({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(CHAT_LIMITS.maxTurnChars),
});

/** The request body: strict (unknown keys rejected), no system role, no tool or model fields. */
export const chatRequestSchema = z
  .strictObject({
    message: z.string().trim().min(1).max(CHAT_LIMITS.maxMessageChars),
    locale: localeSchema,
    sessionSummary: z.string().max(CHAT_LIMITS.maxSummaryChars).optional(),
    recentTurns: z.array(turnSchema).max(CHAT_LIMITS.maxTurns).optional(),
  })
  .superRefine((body, context) => {
    const turns = body.recentTurns ?? [];
    turns.forEach((turn, index) => {
      const expected = index % 2 === 0 ? 'user' : 'assistant';
      if (turn.role !== expected) {
        context.addIssue({ code: 'custom', path: ['recentTurns', index, 'role'], message: `expected ${expected}` });
      }
    });
    if (turns.length % 2 !== 0) {
      context.addIssue({ code: 'custom', path: ['recentTurns'], message: 'must end with an assistant turn' });
    }
    const total = turns.reduce((sum, turn) => sum + turn.content.length, 0);
    if (total > CHAT_LIMITS.maxTurnsTotalChars) {
      context.addIssue({ code: 'custom', path: ['recentTurns'], message: `total content over ${CHAT_LIMITS.maxTurnsTotalChars} chars` });
    }
  });

export type ChatRequest = z.infer<typeof chatRequestSchema>;
