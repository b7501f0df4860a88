import { describe, expect, it } from 'vitest';
import { costMicroUsd, pricesFromUsdPerMtok, worstCaseReservation } from '@/lib/admission/reservation-cost';

const prices = {
  answer: pricesFromUsdPerMtok({ input: 0.15, output: 0.6 }),
  classifier: pricesFromUsdPerMtok({ input: 0.075, output: 0.3 }),
};

describe('reservation cost', () => {
  it('converts USD per Mtok to integer micro-dollars per Mtok', () => {
    expect(prices.answer).toEqual({ inputMicroUsdPerMtok: 150_000, outputMicroUsdPerMtok: 600_000 });
  });

  it('reserves the answer call plus the classifier call, each rounded up', () => {
    // Answer: 6000 × 0.15 + 2048 × 0.6 = 900 + 1228.8 → 2129. Classifier: 400 × 0.075 + 64 × 0.3 = 30 + 19.2 → 50.
    const options = { answerInputTokens: 6000, maxOutputTokens: 2048, classifierMaxOutputTokens: 64, prices };
    expect(worstCaseReservation({ ...options, classifierInputTokens: 400 })).toBe(2129 + 50);
    expect(worstCaseReservation({ ...options, classifierInputTokens: null })).toBe(2129);
  });

  it('costs real usage in integer micro-dollars, rounding a fraction up and zero usage to zero', () => {
    expect(costMicroUsd({ usage: { inputTokens: 1000, cachedInputTokens: 200, outputTokens: 300 }, prices: prices.answer })).toBe(330);
    expect(costMicroUsd({ usage: { inputTokens: 1, cachedInputTokens: 0, outputTokens: 0 }, prices: prices.answer })).toBe(1);
    expect(costMicroUsd({ usage: { inputTokens: 0, cachedInputTokens: 0, outputTokens: 0 }, prices: prices.answer })).toBe(0);
  });

  it('stays exact for huge token counts and prices', () => {
    const expensive = pricesFromUsdPerMtok({ input: 1000, output: 1000 });
    expect(costMicroUsd({ usage: { inputTokens: 9_000_000_000, cachedInputTokens: 0, outputTokens: 1 }, prices: expensive })).toBe(9_000_000_001_000);
  });
});
