import type { AdmissionLimits } from '@/lib/store';
import { pricesFromUsdPerMtok, type ModelPrices } from '@/lib/admission/reservation-cost';
import type { ServerConfig } from '@/lib/config';

/** The admission limits of the configuration, the budget in integer micro-dollars. */
export function admissionLimitsFrom({ config }: { config: ServerConfig }): AdmissionLimits {
  return {
    perMinute: config.CHAT_RATE_PER_MINUTE,
    perDay: config.CHAT_RATE_PER_DAY,
    dailyCallCeiling: config.CHAT_DAILY_CALL_CEILING,
    dailyBudgetMicroUsd: Math.round(config.CHAT_DAILY_BUDGET_USD * 1_000_000),
  };
}

/** The configured model prices in integer micro-dollars per million tokens. */
export function modelPricesFrom({ config }: { config: ServerConfig }): { answer: ModelPrices; classifier: ModelPrices } {
  return {
    answer: pricesFromUsdPerMtok({ input: config.CHAT_ANSWER_PRICE_PER_MTOK_IN_USD, output: config.CHAT_ANSWER_PRICE_PER_MTOK_OUT_USD }),
    classifier: pricesFromUsdPerMtok({ input: config.CHAT_CLASSIFIER_PRICE_PER_MTOK_IN_USD, output: config.CHAT_CLASSIFIER_PRICE_PER_MTOK_OUT_USD }),
  };
}
