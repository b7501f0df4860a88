import { foldText } from '@/lib/text';

/** One word of the visitor's question, with what the entity heuristics need to know about it. */
export interface QuestionToken {
  /** As typed: "Next.js", "iOS", "Google". */
  raw: string;
  folded: string;
  /** Offsets in the question, to quote multi-word names exactly as typed. */
  start: number;
  end: number;
  /** Offset in the space-joined folded text that the trigger patterns run on. */
  joinedStart: number;
  /** First word of a sentence: capitalised for grammar, not because it is a name. */
  sentenceInitial: boolean;
  /** A comma, colon or bracket (or a sentence start) separates it from the previous word. */
  breakBefore: boolean;
}

/** Words keep inner dots, pluses, hashes and hyphens, so "Next.js", "C++", "C#" and "iOS-Apps" stay whole. */
const TOKEN_PATTERN = /[\p{L}\p{N}]+(?:[.+#-][\p{L}\p{N}]+)*[+#]*/gu;

/** Splits a question into tokens plus the folded, space-joined text the trigger patterns match. */
export function tokenizeQuestion({ question }: { question: string }): { tokens: QuestionToken[]; joined: string } {
  const tokens: QuestionToken[] = [];
  let previousEnd = 0;
  let joinedLength = 0;
  for (const match of question.matchAll(TOKEN_PATTERN)) {
    const start = match.index;
    const gap = question.slice(previousEnd, start);
    const sentenceInitial = tokens.length === 0 || /[.!?¿¡\n]/.test(gap);
    const folded = foldText({ text: match[0] });
    tokens.push({
      raw: match[0],
      folded,
      start,
      end: start + match[0].length,
      joinedStart: joinedLength + (tokens.length === 0 ? 0 : 1),
      sentenceInitial,
      breakBefore: sentenceInitial || /[,;:()"“”«»„—–]/.test(gap),
    });
    joinedLength += folded.length + (tokens.length === 1 ? 0 : 1);
    previousEnd = start + match[0].length;
  }
  return { tokens, joined: tokens.map((token) => token.folded).join(' ') };
}
