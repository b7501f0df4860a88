import { z } from 'zod';
import { REQUEST_LIMITS } from '@/lib/chat/request-limits';
import { localeSchema } from '@/lib/i18n/locales';

export { REQUEST_LIMITS } from '@/lib/chat/request-limits';

const turnSchema = z.strictObject({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(REQUEST_LIMITS.maxTurnChars),
});

/** The request body: strict (unknown keys rejected), no system role, no tool or model fields. */
export const chatRequestSchema = z
  .strictObject({
    message: z.string().trim().min(1).max(REQUEST_LIMITS.maxMessageChars),
    locale: localeSchema,
    sessionSummary: z.string().max(REQUEST_LIMITS.maxSummaryChars).optional(),
    recentTurns: z.array(turnSchema).max(REQUEST_LIMITS.maxTurns).optional(),
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
    if (total > REQUEST_LIMITS.maxTurnsTotalChars) {
      context.addIssue({ code: 'custom', path: ['recentTurns'], message: `total content over ${REQUEST_LIMITS.maxTurnsTotalChars} chars` });
    }
  });

export type ChatRequest = z.infer<typeof chatRequestSchema>;
