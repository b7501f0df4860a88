import type { SessionTurn } from '@/lib/prompt';
import { detectSensitiveInput } from '@/lib/filters';

/** Drops any turn pair whose text holds sensitive data, and such a summary, before prompt assembly. */
export function dropSensitiveHistory({ summary, recentTurns }: { summary?: string; recentTurns?: SessionTurn[] }): {
  summary?: string;
  recentTurns: SessionTurn[];
} {
  const turns = recentTurns ?? [];
  const kept: SessionTurn[] = [];
  // Turns arrive as validated user/assistant pairs; dropping whole pairs keeps the alternation intact.
  for (let index = 0; index < turns.length; index += 2) {
    const pair = turns.slice(index, index + 2);
    if (pair.every((turn) => detectSensitiveInput({ text: turn.content }) === null)) kept.push(...pair);
  }
  const safeSummary = summary !== undefined && detectSensitiveInput({ text: summary }) === null ? summary : undefined;
  return { summary: safeSummary, recentTurns: kept };
}
