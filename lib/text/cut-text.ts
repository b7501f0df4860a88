/** Which end of a text survives a cut. */
export type KeepSide = 'start' | 'end';

/** A high surrogate with its low half cut off would render as garbage: drop the lone half. */
function withoutBrokenPair({ text, side }: { text: string; side: KeepSide }): string {
  if (side === 'start') return /[\uD800-\uDBFF]$/.test(text) ? text.slice(0, -1) : text;
  return /^[\uDC00-\uDFFF]/.test(text) ? text.slice(1) : text;
}

/** Cuts text to at most maxChars characters, marking the cut with '…' on the side that was removed. */
export function cutText({ text, maxChars, keep = 'start' }: { text: string; maxChars: number; keep?: KeepSide }): string {
  if (text.length <= maxChars) return text;
  if (maxChars < 2) return '';
  if (keep === 'start') return `${withoutBrokenPair({ text: text.slice(0, maxChars - 1).trimEnd(), side: 'start' })}…`;
  return `…${withoutBrokenPair({ text: text.slice(text.length - (maxChars - 1)).trimStart(), side: 'end' })}`;
}
