/** Cuts text to at most maxChars (the ellipsis included), keeping the start; short text is returned trimmed. */
export function clipText({ text, maxChars }: { text: string; maxChars: number }): string {
  const trimmed = text.trim();
  if (trimmed.length <= maxChars) return trimmed;
  return `${trimmed.slice(0, Math.max(0, maxChars - 1)).trimEnd()}…`;
}
