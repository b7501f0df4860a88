/** Prices of one model in integer micro-dollars per million tokens (USD per Mtok × 1,000,000). */
export interface ModelPrices {
  inputMicroUsdPerMtok: number;
  outputMicroUsdPerMtok: number;
}

export interface CallUsage {
  inputTokens: number;
  /** Part of `inputTokens` served from the provider's cache; billed at the input price (conservative). */
  cachedInputTokens: number;
  outputTokens: number;
}

const TOKENS_PER_MTOK = 1_000_000n;

/** Converts an operator price in USD per million tokens to integer micro-dollars per million tokens. */
export function pricesFromUsdPerMtok({ input, output }: { input: number; output: number }): ModelPrices {
  return { inputMicroUsdPerMtok: Math.round(input * 1_000_000), outputMicroUsdPerMtok: Math.round(output * 1_000_000) };
}

/**
 * Cost of one call in micro-dollars, rounded up:
 * ceil((input_tokens × input_price + output_tokens × output_price) / 1,000,000), prices in µUSD per Mtok.
 * BigInt keeps the product exact however large the operator's prices.
 */
function callCost({ inputTokens, outputTokens, prices }: { inputTokens: number; outputTokens: number; prices: ModelPrices }): number {
  const numerator =
    BigInt(inputTokens) * BigInt(prices.inputMicroUsdPerMtok) + BigInt(outputTokens) * BigInt(prices.outputMicroUsdPerMtok);
  return Number((numerator + TOKENS_PER_MTOK - 1n) / TOKENS_PER_MTOK);
}

/** The real cost of one finished (or failed) call from its reported usage, in integer micro-dollars. */
export function costMicroUsd({ usage, prices }: { usage: CallUsage; prices: ModelPrices }): number {
  return callCost({ inputTokens: usage.inputTokens, outputTokens: usage.outputTokens, prices });
}

/**
 * Worst-case cost reserved before a request may reach the upstream, in integer micro-dollars:
 * reservation = Σ over the upstream calls it may make of
 *   ceil((input_tokens × input_price + output_cap × output_price) / 1,000,000)   (prices in µUSD per Mtok)
 * i.e. the answer call, plus the classifier call unless it is skipped (`classifierInputTokens: null`).
 */
export function worstCaseReservation(options: {
  answerInputTokens: number;
  maxOutputTokens: number;
  classifierInputTokens: number | null;
  classifierMaxOutputTokens: number;
  prices: { answer: ModelPrices; classifier: ModelPrices };
}): number {
  const answer = callCost({ inputTokens: options.answerInputTokens, outputTokens: options.maxOutputTokens, prices: options.prices.answer });
  if (options.classifierInputTokens === null) return answer;
  const classifier = callCost({
    inputTokens: options.classifierInputTokens,
    outputTokens: options.classifierMaxOutputTokens,
    prices: options.prices.classifier,
  });
  return answer + classifier;
}
