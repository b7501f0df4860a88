import { generateId as generateMessageId, UI_MESSAGE_STREAM_HEADERS, type InferUIMessageChunk, type UIMessage, type UIMessageChunk } from 'ai';
import { createNodeTimer, createTextCoalescer, type CreateTimer } from '@/lib/chat/coalesce-text';

/** What an answer writes its parts into: the server's own parts and the ones it relays from the model. */
export interface AnswerStreamWriter<Message extends UIMessage> {
  write(part: InferUIMessageChunk<Message>): void;
}

/** Below the page's render interval (50 ms), so merging text in it changes nothing the visitor sees. */
export const TEXT_SEND_INTERVAL_MS = 40;

const encoder = new TextEncoder();
/** The UI message stream protocol's framing (the SDK's `JsonToSseTransformStream`): one event per part, then `[DONE]`. */
const eventBytes = (part: unknown) => encoder.encode(`data: ${JSON.stringify(part)}\n\n`);
const DONE_EVENT = 'data: [DONE]\n\n';

/**
 * The response of one answer, written by `execute`: the SDK's UI message stream protocol, framed as server-sent
 * events right where parts are written. The SDK's `createUIMessageStream` and `createUIMessageStreamResponse`
 * put four streams behind the writer (an id-injecting transform, a wrapper, the JSON-to-SSE transform and a text
 * encoder); every part passed each with its own promises, which was most of what the product's stream cost
 * beyond the bare proxy's. Text deltas are merged (see `createTextCoalescer`). It keeps what the SDK's stream
 * does: the start part carries a message id, a failure of `execute` becomes an error part with the text of
 * `onError`, the stream ends with `[DONE]` when `execute` ends, and writes after the visitor left are dropped.
 * `onCancel` runs when the consumer cancels.
 */
export function createAnswerResponse<Message extends UIMessage>({ execute, onError, onCancel, headers, now = performance.now.bind(performance), createTimer = createNodeTimer, generateId = generateMessageId }: {
  execute: (options: { writer: AnswerStreamWriter<Message> }) => Promise<void>;
  onError: (error: unknown) => string;
  onCancel: (reason: unknown) => void;
  /** Sent with the protocol's own headers, taking precedence over them. */
  headers: Record<string, string>;
  now?: () => number;
  createTimer?: CreateTimer;
  generateId?: () => string;
}): Response {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let open = true;
  const enqueue = (bytes: Uint8Array) => {
    if (!open) return;
    try {
      controller.enqueue(bytes);
    } catch {
      // The stream closed under us: nobody is left to read the part.
      open = false;
    }
  };
  const coalescer = createTextCoalescer<UIMessageChunk>({ emit: (part) => enqueue(eventBytes(part)), intervalMs: TEXT_SEND_INTERVAL_MS, now, createTimer });
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
    cancel(reason) {
      open = false;
      // Drops the text held back (nobody reads it) and stops its timer.
      coalescer.dispose();
      onCancel(reason);
    },
  });
  const writer: AnswerStreamWriter<Message> = {
    write(part) {
      const chunk = part as UIMessageChunk;
      coalescer.write(chunk.type === 'start' && chunk.messageId === undefined ? { ...chunk, messageId: generateId() } : chunk);
    },
  };
  void execute({ writer })
    .catch((error: unknown) => writer.write({ type: 'error', errorText: onError(error) } as InferUIMessageChunk<Message>))
    .finally(() => {
      coalescer.dispose();
      // Fresh bytes per response: a buffer shared between responses could be detached by one of them.
      enqueue(encoder.encode(DONE_EVENT));
      if (!open) return;
      open = false;
      try {
        controller.close();
      } catch {
        // Already cancelled by the consumer.
      }
    });
  return new Response(body, { headers: responseHeaders({ headers }) });
}

/** The protocol's headers (`x-vercel-ai-ui-message-stream`, the event-stream type, …) under the caller's own. */
function responseHeaders({ headers }: { headers: Record<string, string> }): Headers {
  const merged = new Headers(headers);
  for (const [name, value] of Object.entries(UI_MESSAGE_STREAM_HEADERS)) if (!merged.has(name)) merged.set(name, value);
  return merged;
}
