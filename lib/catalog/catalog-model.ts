import type { LanguageModelV4Usage } from '@ai-sdk/provider';
import { generateText, NoObjectGeneratedError, Output, type LanguageModel, type LanguageModelUsage } from 'ai';
import { parseCatalogSelection, selectionResponseSchema, renderCatalogAnswer, type CatalogSelection, type OfferedFacts } from '@/lib/catalog/catalog-selection';
import type { Locale } from '@/lib/contracts';
import { createComposedModel } from '@/lib/offline';

function providerUsage(usage: LanguageModelUsage | undefined): LanguageModelV4Usage {
  const input = usage?.inputTokens ?? 0;
  const cacheRead = usage?.inputTokenDetails?.cacheReadTokens ?? 0;
  const cacheWrite = usage?.inputTokenDetails?.cacheWriteTokens ?? 0;
  return {
    inputTokens: { total: input, noCache: usage?.inputTokenDetails?.noCacheTokens ?? input - cacheRead, cacheRead, cacheWrite },
    outputTokens: { total: usage?.outputTokens ?? 0, text: usage?.outputTokenDetails?.textTokens ?? 0, reasoning: usage?.outputTokenDetails?.reasoningTokens ?? 0 },
  };
}

/**
 * The closed-catalog answer as an AI SDK model, so it runs through the same stream, deadline, abort,
 * fallback and ledger path as a model answer. One upstream call asks for the selection object (the
 * provider's JSON-schema mode); the raw text is parsed strictly by the server, and what streams to the
 * visitor is only ever the approved wording of offered facts or the fixed refusal: never model text.
 * An upstream failure (status, timeout, reset) is thrown, so the offline fallback or the error part applies.
 */
export function createCatalogModel(options: {
  upstream: LanguageModel;
  modelId: string;
  instructions: string;
  question: string;
  offered: OfferedFacts;
  locale: Locale;
  /** The server-owned answer for anything that is not a valid selection. */
  refusal: string;
  maxOutputTokens: number;
  onSelection: (selection: CatalogSelection) => void;
}) {
  return createComposedModel({
    provider: 'catalog',
    modelId: options.modelId,
    compose: async ({ abortSignal }) => {
      let raw: string;
      let usage: LanguageModelUsage | undefined;
      try {
        const result = await generateText({
          model: options.upstream,
          instructions: options.instructions,
          prompt: options.question,
          output: Output.object({ schema: selectionResponseSchema, name: 'catalog_selection' }),
          temperature: 0,
          maxOutputTokens: options.maxOutputTokens,
          maxRetries: 0,
          abortSignal,
        });
        raw = result.text;
        usage = result.usage;
      } catch (error) {
        // The SDK's own parse failed: the model answered (and is billed), but not with a selection.
        if (!NoObjectGeneratedError.isInstance(error)) throw error;
        raw = error.text ?? '';
        usage = error.usage;
      }
      const selection = parseCatalogSelection({ raw, offered: options.offered });
      options.onSelection(selection);
      const answer = selection.kind === 'answer' ? renderCatalogAnswer({ factIds: selection.factIds, offered: options.offered, locale: options.locale }) : options.refusal;
      return { answer, usage: providerUsage(usage) };
    },
  });
}
