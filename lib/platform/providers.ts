import 'server-only';
import { createGroq } from '@ai-sdk/groq';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { ServerConfig, ProviderName } from '@/lib/config';

/** The upstream models for one provider; `null` for the offline provider, which answers locally. */
export interface UpstreamModels {
  provider: Exclude<ProviderName, 'offline'>;
  answer: LanguageModel;
  answerModelId: string;
  classifier: LanguageModel;
  classifierModelId: string;
  /** Provider options that keep a reasoning classifier inside its tiny output cap. */
  classifierProviderOptions: Record<string, Record<string, string>>;
}

/** Builds the configured provider's models; model ids come from the environment, never from code paths. */
export function createUpstreamModels({ config, fetch }: { config: ServerConfig; fetch?: typeof globalThis.fetch }): UpstreamModels | null {
  if (config.CHAT_PROVIDER === 'groq') {
    const groq = createGroq({ apiKey: config.GROQ_API_KEY, baseURL: config.GROQ_BASE_URL, fetch });
    return {
      provider: 'groq',
      answer: groq(config.GROQ_MODEL),
      answerModelId: config.GROQ_MODEL,
      classifier: groq(config.GROQ_CLASSIFIER_MODEL),
      classifierModelId: config.GROQ_CLASSIFIER_MODEL,
      classifierProviderOptions: { groq: { reasoningEffort: 'low', reasoningFormat: 'hidden' } },
    };
  }
  if (config.CHAT_PROVIDER === 'openai-compatible' && config.LLM_BASE_URL && config.LLM_MODEL) {
    const server = createOpenAICompatible({ name: 'llm', baseURL: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, includeUsage: true, fetch });
    const classifierModelId = config.LLM_CLASSIFIER_MODEL ?? config.LLM_MODEL;
    return {
      provider: 'openai-compatible',
      answer: server(config.LLM_MODEL),
      answerModelId: config.LLM_MODEL,
      classifier: server(classifierModelId),
      classifierModelId,
      classifierProviderOptions: { llm: { reasoningEffort: 'low' } },
    };
  }
  return null;
}
