import { z } from 'zod';
import { CATALOG_SCENARIOS, type CatalogScenario } from './catalog-replies';

/** What the fake upstream does with a request: answer, fail, or misbehave. */
export type FakeBehaviour =
  | { kind: 'answer'; text?: string; tokenDelayMs?: number; chunkChars?: number }
  | { kind: 'status'; status: number; body?: string; retryAfterSeconds?: number }
  | { kind: 'reset-mid-stream'; afterChunks: number }
  | { kind: 'stall'; afterChunks: number }
  | { kind: 'oversized'; totalChars: number }
  | { kind: 'classifier'; verdict: string; delayMs?: number }
  /**
   * Streams tool calls: step N of the model loop (N = assistant tool-call turns already in the request) gets
   * `steps[N]`, sent as OpenAI `tool_calls` deltas (arguments in pieces, as given: invalid JSON stays invalid);
   * once the steps run out it answers `text` (default: the usual echo).
   */
  | { kind: 'tools'; steps: FakeToolCall[][]; text?: string }
  /** Streams a short answer, then the request's system prompt word for word (a prompt leak, mid-stream). */
  | { kind: 'echo-system' }
  /** Answers a catalog request (one with a JSON response format) as the scenario says, built from the offered facts. */
  | { kind: 'catalog'; scenario: CatalogScenario };

/** One tool call the fake makes: a tool name (known or not) and its raw JSON arguments. */
export interface FakeToolCall {
  name: string;
  arguments: string;
}

/** Behaviours for streaming (answer), non-streaming (classifier) and JSON-format (catalog selection) requests. */
export interface BehaviourPair {
  stream: FakeBehaviour;
  classifier: FakeBehaviour;
  catalog: FakeBehaviour;
}

const count = z.number().int().nonnegative();

/** Validates a behaviour that arrives as JSON through the control surface. */
export const fakeBehaviourSchema: z.ZodType<FakeBehaviour> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('answer'), text: z.string().optional(), tokenDelayMs: count.optional(), chunkChars: z.number().int().positive().optional() }),
  z.object({ kind: z.literal('status'), status: z.number().int().min(100).max(599), body: z.string().optional(), retryAfterSeconds: count.optional() }),
  z.object({ kind: z.literal('reset-mid-stream'), afterChunks: count }),
  z.object({ kind: z.literal('stall'), afterChunks: count }),
  z.object({ kind: z.literal('oversized'), totalChars: count }),
  z.object({ kind: z.literal('classifier'), verdict: z.string(), delayMs: count.optional() }),
  z.object({ kind: z.literal('tools'), steps: z.array(z.array(z.object({ name: z.string(), arguments: z.string() }))), text: z.string().optional() }),
  z.object({ kind: z.literal('echo-system') }),
  z.object({ kind: z.literal('catalog'), scenario: z.enum(CATALOG_SCENARIOS) }),
]);

/** Body of `POST /__control`. */
export const controlBodySchema = z.object({
  stream: fakeBehaviourSchema.optional(),
  classifier: fakeBehaviourSchema.optional(),
  catalog: fakeBehaviourSchema.optional(),
  tokenDelayMs: count.optional(),
});
