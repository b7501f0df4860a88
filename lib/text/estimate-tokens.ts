/** Estimates tokens as characters / 4: no tokenizer dependency, good enough for budgets, not for billing. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}
