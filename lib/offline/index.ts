/**
 * The offline answer engine: first-person answers composed from the retrieved facts, deterministic,
 * run through the AI SDK as a LanguageModelV4. Imports contracts, i18n, knowledge, retrieval, text.
 */
export { composeOfflineAnswer, type OfflineAnswer } from '@/lib/offline/compose-offline-answer';
export { createComposedModel, createOfflineModel } from '@/lib/offline/offline-model';
