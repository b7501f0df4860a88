import { z } from 'zod';
import { localeSchema } from '@/lib/i18n/locales';

/** Contract limits of `POST /api/chat` (contracts §1). */
export const REQUEST_LIMITS = {
  maxBodyBytes: 24_576,
  maxMessageChars: 1500,
  maxSummaryChars: 2500,
  maxTurns: 8,
  maxTurnChars: 1500,
  maxTurnsTotalChars: 6000,
} as const;

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
