import { generateId as generateMessageId, type InferUIMessageChunk, type UIMessage, type UIMessageChunk } from 'ai';

/** What an answer writes its parts into: the server's own parts and the ones it relays from the model. */
export interface AnswerStreamWriter<Message extends UIMessage> {
  write(part: InferUIMessageChunk<Message>): void;
}

/**
 * The UI message stream of one answer, written by `execute`: one stream, where the SDK's `createUIMessageStream`
 * puts two more behind it (an id-injecting transform, and a wrapper we needed to see the visitor go away).
 * Every text chunk passes each layer with its own promises, so per answer that is most of what the product's
 * stream costs beyond the bare proxy's. It keeps what the SDK's stream does for us: the start part carries a
 * message id, a failure of `execute` becomes an error part with the text of `onError`, the stream closes when
 * `execute` ends, and writes after the visitor left are dropped. `onCancel` runs when the consumer cancels.
 */
export function createAnswerStream<Message extends UIMessage>({ execute, onError, onCancel, generateId = generateMessageId }: {
  execute: (options: { writer: AnswerStreamWriter<Message> }) => Promise<void>;
  onError: (error: unknown) => string;
  onCancel: (reason: unknown) => void;
  generateId?: () => string;
}): ReadableStream<InferUIMessageChunk<Message>> {
  let controller!: ReadableStreamDefaultController<InferUIMessageChunk<Message>>;
  const stream = new ReadableStream<InferUIMessageChunk<Message>>({
    start(streamController) {
      controller = streamController;
    },
    cancel(reason) {
      onCancel(reason);
    },
  });
  const enqueue = (part: InferUIMessageChunk<Message>) => {
    try {
      controller.enqueue(part);
    } catch {
      // The visitor cancelled (or the stream closed): nobody is left to read the part.
    }
  };
  const writer: AnswerStreamWriter<Message> = {
    write(part) {
      const chunk = part as UIMessageChunk;
      enqueue(chunk.type === 'start' && chunk.messageId === undefined ? ({ ...chunk, messageId: generateId() } as InferUIMessageChunk<Message>) : part);
    },
  };
  void execute({ writer })
    .catch((error: unknown) => enqueue({ type: 'error', errorText: onError(error) } as InferUIMessageChunk<Message>))
    .finally(() => {
      try {
        controller.close();
      } catch {
        // Already cancelled by the consumer.
      }
    });
  return stream;
}
