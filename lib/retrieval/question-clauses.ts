import { foldText } from '@/lib/text';

/** One word of a question: folded, as typed, and what stood before it in the text. */
export interface QuestionToken {
  word: string;
  raw: string;
  /** The characters between the previous word and this one (punctuation, spaces). */
  before: string;
}

/** The question's words in order, with the punctuation between them (splitWords' segmentation, kept in step). */
export function questionTokens({ text }: { text: string }): QuestionToken[] {
  const tokens: QuestionToken[] = [];
  let last = 0;
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const raw = match[0];
    const index = match.index ?? 0;
    // Folding can turn one letter into two ("ß" → "ss") but never splits a word.
    tokens.push({ word: foldText({ text: raw }), raw, before: text.slice(last, index) });
    last = index + raw.length;
  }
  return tokens;
}

/** A span of the question that may ask one thing: [start, end) word indexes. */
export interface ClauseSpan {
  start: number;
  end: number;
}

/** Punctuation that always ends an ask: "Where are you based? Remote?"; a dot inside a name ("Node.js") does not. */
const HARD_BREAK = /[?!;]|[.]\s/;
/** Punctuation or words that may start another ask: "based, open to relocation and notice period?". */
const SOFT_BREAK = /[,:/]|\s[-–—]\s/;

/**
 * Candidate clauses: hard breaks always split; a comma, a dash or a joining word of the question's language
 * ("and", "y", "et", "und": the lexicon's `joining` hits, so French "y" stays a pronoun) splits softly, and the
 * reader merges a soft part that asks nothing of its own back into the one before.
 */
export function splitClauses({ tokens, joiningAt }: {
  tokens: readonly QuestionToken[];
  /** The word indexes where a joining word stands. */
  joiningAt: ReadonlySet<number>;
}): Array<ClauseSpan & { soft: boolean }> {
  const spans: Array<ClauseSpan & { soft: boolean }> = [];
  let start = 0;
  let soft = false;
  tokens.forEach((token, index) => {
    if (index === 0) return;
    const hard = HARD_BREAK.test(token.before);
    const joining = joiningAt.has(index);
    if (hard || SOFT_BREAK.test(token.before) || joining) {
      if (index > start) spans.push({ start, end: index, soft });
      start = joining ? index + 1 : index;
      soft = !hard;
    }
  });
  if (tokens.length > start) spans.push({ start, end: tokens.length, soft });
  return spans;
}
