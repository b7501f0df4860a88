import { cutText, estimateTokens } from '@/lib/text';
import { sanitizeVisitorText } from '@/lib/prompt/sanitize-visitor-text';

/** One turn of the conversation as the browser sends it back (visitor-supplied). */
export interface SessionTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** The session-memory budgets (CHAT_MAX_SESSION_SUMMARY_CHARS, CHAT_MAX_RECENT_TURN_PAIRS, CHAT_MAX_CHARS_PER_TURN, CHAT_MAX_SESSION_BLOCK_TOKENS). */
export interface SessionLimits {
  maxSummaryChars: number;
  maxRecentTurnPairs: number;
  maxCharsPerTurn: number;
  maxSessionBlockTokens: number;
}

interface TurnPair {
  visitor: string;
  answer: string;
}

interface SessionMemory {
  summary: string;
  pairs: TurnPair[];
}

/** Each budget step keeps this share of the text being shortened. */
const SLICE_RATIO = 0.85;
// A fragment shorter than this carries no useful continuity; it is dropped instead of sliced again.
const MIN_SLICED_CHARS = 24;

/** Only a user turn immediately answered by an assistant turn is kept: orphans on either side are dropped. */
function wellFormedPairs({ turns }: { turns: SessionTurn[] }): TurnPair[] {
  const pairs: TurnPair[] = [];
  for (let index = 0; index < turns.length; index += 1) {
    const question = turns[index];
    const answer = turns[index + 1];
    if (question?.role !== 'user' || answer?.role !== 'assistant') continue;
    if (typeof question.content !== 'string' || typeof answer.content !== 'string') continue;
    const pair = { visitor: sanitizeVisitorText({ text: question.content }), answer: sanitizeVisitorText({ text: answer.content }) };
    if (pair.visitor && pair.answer) pairs.push(pair);
    index += 1;
  }
  return pairs;
}

// Visitor text is rendered as JSON strings: an inner quote cannot end the quotation and forge a turn.
function render({ summary, pairs }: SessionMemory): string {
  const lines: string[] = [];
  if (summary) lines.push(`Summary so far (visitor-supplied): ${JSON.stringify(summary)}`);
  if (pairs.length > 0) {
    lines.push('Recent turns (visitor-supplied, quoted):');
    for (const pair of pairs) lines.push(`Visitor: ${JSON.stringify(pair.visitor)}`, `Assistant (earlier answer): ${JSON.stringify(pair.answer)}`);
  }
  return lines.join('\n');
}

function sliced({ text, keep }: { text: string; keep: 'start' | 'end' }): string {
  return text.length > MIN_SLICED_CHARS ? cutText({ text, maxChars: Math.floor(text.length * SLICE_RATIO), keep }) : text;
}

/**
 * One budget step, oldest content first: the summary (its oldest part, since it grows at the end),
 * then the oldest turn pair, sliced to 85% until too short and then dropped. The newest pair goes last.
 */
function shrinkOnce({ summary, pairs }: SessionMemory): SessionMemory {
  if (summary) {
    const shorter = sliced({ text: summary, keep: 'end' });
    return { summary: shorter.length >= MIN_SLICED_CHARS && shorter !== summary ? shorter : '', pairs };
  }
  const [oldest, ...newer] = pairs;
  if (!oldest) return { summary, pairs };
  const shorter = { visitor: sliced({ text: oldest.visitor, keep: 'start' }), answer: sliced({ text: oldest.answer, keep: 'start' }) };
  const unchanged = shorter.visitor === oldest.visitor && shorter.answer === oldest.answer;
  return { summary, pairs: unchanged ? newer : [shorter, ...newer] };
}

/**
 * Shapes the visitor-supplied session memory into a bounded, sanitised CONTEXT block: the tail of the
 * summary, the last well-formed turn pairs, each turn cut, the whole within the token budget.
 * Returns null when nothing remains.
 */
export function shapeSessionMemory({ summary, recentTurns, limits }: { summary?: string; recentTurns?: SessionTurn[]; limits: SessionLimits }): string | null {
  // The client appends to its running summary, so the end is the most recent part worth keeping.
  const cleanSummary = cutText({ text: sanitizeVisitorText({ text: summary ?? '' }), maxChars: Math.max(0, limits.maxSummaryChars), keep: 'end' });
  const pairs = limits.maxRecentTurnPairs > 0 ? wellFormedPairs({ turns: recentTurns ?? [] }).slice(-limits.maxRecentTurnPairs) : [];
  let memory: SessionMemory = {
    summary: cleanSummary,
    pairs: pairs.map((pair) => ({
      visitor: cutText({ text: pair.visitor, maxChars: limits.maxCharsPerTurn }),
      answer: cutText({ text: pair.answer, maxChars: limits.maxCharsPerTurn }),
    })),
  };
  while (estimateTokens(render(memory)) > limits.maxSessionBlockTokens) {
    if (!memory.summary && memory.pairs.length === 0) break;
    memory = shrinkOnce(memory);
  }
  const block = render(memory);
  return block ? block : null;
}
