import { estimateTokens } from '@/lib/text';

/** What the fake needs to know about a chat-completions request body. */
export interface ChatRequest {
  model: string;
  stream: boolean;
  /** Text of the last user message: the visitor's question. */
  question: string;
  /** The system messages' text: the prompt the fake can echo back. */
  system: string;
  /** The requested `response_format` type (`json_schema`, `json_object`), or null for plain text. */
  responseFormat: string | null;
  /** Where `[[fake:…]]` markers are looked for: the last user message and the system text. */
  markerText: string;
  promptTokens: number;
  /** Assistant turns with tool calls already in the request: which step of a tool loop this is. */
  toolSteps: number;
}

interface WireMessage {
  role: string;
  text: string;
}

function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part: unknown) => (isRecord(part) && typeof part.text === 'string' ? part.text : ''))
    .join('');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads an OpenAI-style chat-completions body leniently: a fake must not reject what a real provider would accept. */
export function readChatRequest({ body }: { body: unknown }): ChatRequest {
  const record = isRecord(body) ? body : {};
  const rawMessages = (Array.isArray(record.messages) ? record.messages : []).filter(isRecord);
  const toolSteps = rawMessages.filter((message) => message.role === 'assistant' && Array.isArray(message.tool_calls) && message.tool_calls.length > 0).length;
  const messages: WireMessage[] = rawMessages
    .filter(isRecord)
    .map((message) => ({ role: String(message.role), text: contentText(message.content) }));
  const question = messages.findLast((message) => message.role === 'user')?.text ?? '';
  const systemText = messages.filter((message) => message.role === 'system').map((message) => message.text);
  return {
    model: typeof record.model === 'string' ? record.model : 'fake-model',
    stream: record.stream === true,
    question,
    system: systemText.join('\n'),
    responseFormat: isRecord(record.response_format) && typeof record.response_format.type === 'string' ? record.response_format.type : null,
    markerText: [question, ...systemText].join('\n'),
    promptTokens: estimateTokens(messages.map((message) => message.text).join('')),
    toolSteps,
  };
}

/** OpenAI usage block; Groq reads the same figures from `x_groq.usage`. */
export function usageFor({ promptTokens, completionText }: { promptTokens: number; completionText: string }) {
  const completionTokens = estimateTokens(completionText);
  return { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens };
}

/** Identity fields shared by every chunk and response of one request. */
export interface CompletionIdentity {
  id: string;
  model: string;
  created: number;
}

/** One SSE event carrying a piece of answer text. */
export function contentChunk({ identity, content, first }: { identity: CompletionIdentity; content: string; first: boolean }): string {
  const delta = first ? { role: 'assistant', content } : { content };
  return sseEvent({ ...identity, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: null }] });
}

/** SSE events of one step's tool calls: each call opens with its id and name, its arguments follow in pieces. */
export function toolCallChunks({ identity, calls, step }: { identity: CompletionIdentity; calls: { name: string; arguments: string }[]; step: number }): string[] {
  const events: string[] = [];
  calls.forEach((call, index) => {
    const opening = { index, id: `call_${step}_${index}`, type: 'function', function: { name: call.name, arguments: '' } };
    events.push(sseEvent({ ...identity, object: 'chat.completion.chunk', choices: [{ index: 0, delta: index === 0 ? { role: 'assistant', tool_calls: [opening] } : { tool_calls: [opening] }, finish_reason: null }] }));
    for (let start = 0; start < call.arguments.length; start += 8) {
      const piece = { index, function: { arguments: call.arguments.slice(start, start + 8) } };
      events.push(sseEvent({ ...identity, object: 'chat.completion.chunk', choices: [{ index: 0, delta: { tool_calls: [piece] }, finish_reason: null }] }));
    }
  });
  return events;
}

/** The closing SSE events: finish reason and usage (in both the OpenAI and the Groq place), then `[DONE]`. */
export function finalChunks({ identity, finishReason, usage }: { identity: CompletionIdentity; finishReason: string; usage: ReturnType<typeof usageFor> }): string {
  const last = {
    ...identity,
    object: 'chat.completion.chunk',
    choices: [{ index: 0, delta: {}, finish_reason: finishReason }],
    usage,
    x_groq: { id: identity.id, usage },
  };
  return sseEvent(last) + 'data: [DONE]\n\n';
}

/** A complete non-streaming chat completion. */
export function completionResponse({ identity, content, finishReason, usage }: { identity: CompletionIdentity; content: string; finishReason: string; usage: ReturnType<typeof usageFor> }) {
  return {
    ...identity,
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finishReason }],
    usage,
    x_groq: { id: identity.id, usage },
  };
}

/** An error body both providers parse (`error.message`, `error.type`). */
export function errorBody({ status, message }: { status: number; message: string }): string {
  const type = status === 429 ? 'rate_limit_exceeded' : status >= 500 ? 'server_error' : 'invalid_request_error';
  return JSON.stringify({ error: { message, type, code: type } });
}

function sseEvent(data: unknown): string {
  return `data: ${JSON.stringify(data)}\n\n`;
}
