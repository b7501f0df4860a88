import { tool, zodSchema, type ModelMessage, type PrepareStepFunction, type StopCondition, type ToolSet } from 'ai';
import { z } from 'zod';
import { getKnowledgeIndex } from '@/lib/knowledge';
import type { AnswerToolLoop, ChatWriter } from '@/lib/chat/stream-answer';
import { getDictionary } from '@/lib/i18n';
import type { Locale } from '@/lib/contracts';
import type { Profile } from '@/lib/knowledge';
import { retrieve, type RetrievalLimits } from '@/lib/retrieval';
import { VISITOR_REQUEST_KINDS, VISITOR_REQUEST_LIMITS } from '@/lib/contracts';

/** A tool result never exceeds this many characters (what the model reads back stays small and bounded). */
export const TOOL_RESULT_MAX_CHARS = 3000;
const MAX_SLOTS_PER_CALL = 10;
const MAX_SEARCH_EXCERPTS = 3;

/** The tool names, in the fixed order they are offered (part of the cached prefix). */
export const TOOL_NAMES = ['propose_visitor_request', 'list_open_slots', 'search_profile'] as const;

type ToolError = { ok: false; error: { type: 'VALIDATION' | 'SYSTEM'; code: string; message: string } };

const failure = (type: ToolError['error']['type'], code: string, message: string): ToolError => ({ ok: false, error: { type, code, message } });

/**
 * Tool definitions: fixed text and strict zod schemas, identical for every request so they stay in the
 * provider's prompt cache. The SDK validates arguments against these schemas before any handler runs. Wrapped
 * once here (`zodSchema` caches its JSON Schema), so no request pays for the conversion again.
 */
const DEFINITIONS = {
  propose_visitor_request: {
    description:
      'Show the visitor a card to leave the owner a message or to request a short intro call. Use it only when the visitor asks to contact, ' +
      'message, meet or book a call. It never sends or books anything: the visitor reviews, completes and confirms the card. Never say that ' +
      'a message was sent or a call was booked.',
    inputSchema: zodSchema(z.strictObject({
      kind: z.enum(VISITOR_REQUEST_KINDS).describe('message, or intro_call for a short call'),
      slot: z.iso.datetime({ offset: true }).optional().describe('an open slot start from list_open_slots, only for intro_call'),
      messageDraft: z.string().trim().min(1).max(VISITOR_REQUEST_LIMITS.maxMessageChars).optional().describe('a short draft of the visitor’s message, in their words'),
    })),
  },
  list_open_slots: {
    description: 'List the next open intro-call slots (ISO instants) and the owner’s time zone. An empty list means no slot is open.',
    inputSchema: zodSchema(z.strictObject({ limit: z.number().int().min(1).max(MAX_SLOTS_PER_CALL).optional() })),
  },
  search_profile: {
    description: 'Search the owner’s profile for a sub-question the CONTEXT does not answer. Returns a few short excerpts.',
    inputSchema: zodSchema(z.strictObject({ query: z.string().trim().min(1).max(200) })),
  },
} as const;

/** What the tools need from the answer they belong to. */
export interface AnswerToolContext {
  locale: Locale;
  profile: Profile;
  today: Date;
  retrievalLimits: RetrievalLimits;
  maxSteps: number;
  /** Open slots right now (the schedule minus held slots). */
  openSlots: (options: { limit: number }) => Promise<{ timeZone: string | null; slots: { start: string; end: string }[] }>;
  /** Reserves the worst-case cost of one more model step against the daily budget; false stops the loop. */
  reserveStep: (options: { stepNumber: number }) => Promise<boolean>;
}

/** Runs a handler into a bounded JSON result: a thrown error becomes a SYSTEM result, never an exception. */
async function bounded(handler: () => Promise<unknown>): Promise<unknown> {
  let result: unknown;
  try {
    result = await handler();
  } catch {
    return failure('SYSTEM', 'tool_failed', 'The tool failed. Say you could not check this right now; do not guess.');
  }
  return JSON.stringify(result).length <= TOOL_RESULT_MAX_CHARS ? result : failure('SYSTEM', 'result_too_large', 'The result was too large.');
}

function buildTools({ context, writer, onProposal }: { context: AnswerToolContext; writer: ChatWriter; onProposal: (kind: 'message' | 'intro_call') => void }): ToolSet {
  return {
    propose_visitor_request: tool({
      ...DEFINITIONS.propose_visitor_request,
      execute: (input) => bounded(async () => {
        const callsOffered = context.profile.scheduling !== undefined;
        const kind = input.kind === 'intro_call' && !callsOffered ? 'message' : input.kind;
        // A slot the schedule does not offer right now is dropped: the visitor picks one on the card.
        const open = kind === 'intro_call' && input.slot ? (await context.openSlots({ limit: VISITOR_REQUEST_LIMITS.maxSlotLimit })).slots : [];
        const slot = open.find((candidate) => Date.parse(candidate.start) === Date.parse(input.slot ?? ''))?.start;
        writer.write({ type: 'data-proposal', data: { kind, ...(slot ? { slot } : {}), ...(input.messageDraft ? { messageDraft: input.messageDraft } : {}) } });
        onProposal(kind);
        return { ok: true, shown: { kind, slot: slot ?? null }, note: 'The visitor now sees a card to review and confirm. Nothing has been sent or booked.' };
      }),
    }),
    list_open_slots: tool({
      ...DEFINITIONS.list_open_slots,
      execute: (input) => bounded(async () => {
        if (!context.profile.scheduling) return { ok: true, introCalls: false, timeZone: null, slots: [] };
        const { timeZone, slots } = await context.openSlots({ limit: input.limit ?? 5 });
        return { ok: true, introCalls: true, timeZone, slots };
      }),
    }),
    search_profile: tool({
      ...DEFINITIONS.search_profile,
      execute: (input) => bounded(async () => {
        const chunks = getKnowledgeIndex({ profile: context.profile, today: context.today });
        const found = retrieve({ question: input.query, chunks, profile: context.profile, limits: context.retrievalLimits });
        const excerpts = found.usedFallback ? [] : found.chunks.slice(0, MAX_SEARCH_EXCERPTS);
        const share = Math.floor((TOOL_RESULT_MAX_CHARS - 200) / Math.max(1, excerpts.length));
        return { ok: true, excerpts: excerpts.map(({ chunk, text }) => ({ title: chunk.title, text: text.slice(0, share) })) };
      }),
    }),
  };
}

/**
 * The SDK answers an unknown tool or unparseable arguments with its own error text (which can quote the raw
 * arguments). Before the next step every such result is replaced by a short canonical error.
 */
function boundToolErrors(messages: ModelMessage[]): ModelMessage[] {
  return messages.map((message) => {
    if (message.role !== 'tool') return message;
    return {
      ...message,
      content: message.content.map((part) => {
        if (part.type !== 'tool-result' || part.output.type !== 'error-text') return part;
        const known = (TOOL_NAMES as readonly string[]).includes(part.toolName);
        const error = known
          ? failure('VALIDATION', 'invalid_arguments', 'The arguments did not match the tool’s schema. Nothing ran.')
          : failure('VALIDATION', 'unknown_tool', `No such tool. The tools are: ${TOOL_NAMES.join(', ')}.`);
        return { ...part, output: { type: 'json' as const, value: error } };
      }),
    };
  });
}

/**
 * The bounded tool loop of one model answer (contracts §8): the fixed tools, at most `maxSteps` model steps,
 * the budget reserved again before every step after the first, a proposal ends the loop, and the server's own
 * line when the loop ended without text.
 */
export function createAnswerToolLoop({ context }: { context: AnswerToolContext }): AnswerToolLoop {
  let proposed: 'message' | 'intro_call' | null = null;
  // One condition, checked in order (the SDK may run several conditions at once): the step cap, then a proposal,
  // and only then the budget, so no step is reserved that will not run. Only a proposal the handler actually showed
  // ends the loop: the SDK lists an invalid call under the same tool name (with `invalid: true`), and that one, like a
  // failing handler, goes back to the model as a bounded result.
  const stop: StopCondition<ToolSet> = async ({ steps }) => {
    if (steps.length >= context.maxSteps) return true;
    if (proposed !== null) return true;
    return !(await context.reserveStep({ stepNumber: steps.length + 1 }).catch(() => false));
  };
  const prepareStep: PrepareStepFunction<ToolSet> = ({ messages }) => ({ messages: boundToolErrors(messages) });
  const copy = getDictionary({ locale: context.locale }).requests.chat;
  return {
    tools: (writer) => buildTools({ context, writer, onProposal: (kind) => (proposed = kind) }),
    stopWhen: [stop],
    prepareStep,
    closingText: () => {
      if (proposed === 'intro_call' || (proposed === 'message' && context.profile.scheduling)) return copy.proposalLead;
      if (proposed === 'message') return copy.messageOnlyLead;
      return copy.stepLimit;
    },
  };
}
