import { describe, expect, it } from 'vitest';
import { buildRecentTurns } from '@/components/chat/build-recent-turns';

describe('buildRecentTurns', () => {
  it('keeps the four newest pairs, alternating and starting with the visitor', () => {
    const pairs = Array.from({ length: 5 }, (_, index) => ({ question: `q${index}`, answer: `a${index}` }));
    const turns = buildRecentTurns({ pairs });
    expect(turns.map((turn) => `${turn.role}:${turn.content}`)).toEqual(['user:q1', 'assistant:a1', 'user:q2', 'assistant:a2', 'user:q3', 'assistant:a3', 'user:q4', 'assistant:a4']);
  });

  it('cuts long turns to an equal share of the 6,000-character total', () => {
    const long = 'x'.repeat(5000);
    const four = buildRecentTurns({ pairs: Array.from({ length: 4 }, () => ({ question: long, answer: long })) });
    expect(four.every((turn) => turn.content.length === 750)).toBe(true);
    const one = buildRecentTurns({ pairs: [{ question: long, answer: long }] });
    expect(one.map((turn) => turn.content.length)).toEqual([1500, 1500]);
  });
});
