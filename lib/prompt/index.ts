/**
 * The model's instructions: the stable core prompt (the cached prefix), the system prompt with its
 * delimited CONTEXT, the session memory bounded again on the server, the classifier prompt and the prompt
 * budgets. Pure. Imports config, contracts, knowledge, retrieval, text.
 */
export { buildSystemPrompt, type SystemPrompt } from '@/lib/prompt/build-system-prompt';
export { buildClassifierPrompt, parseClassifierVerdict, type ClassifierVerdict } from '@/lib/prompt/classifier-prompt';
export { CONTEXT_END_MARKER, CONTEXT_START_MARKER, OFFERED_FACTS_MARKER, SESSION_MEMORY_MARKER, neutralizeContextMarkers } from '@/lib/prompt/context-markers';
export { buildCorePrompt } from '@/lib/prompt/core-prompt';
export { promptBudgetsFrom, type PromptBudgets } from '@/lib/prompt/prompt-budgets';
export { shapeSessionMemory, type SessionTurn } from '@/lib/prompt/session-memory';
