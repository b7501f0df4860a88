import type { ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { stripMarkers } from './behaviour-markers';
import { catalogReply } from './catalog-replies';
import type { FakeBehaviour } from './fake-behaviour';
import { type ChatRequest, type CompletionIdentity, completionResponse, contentChunk, errorBody, finalChunks, toolCallChunks, usageFor } from './openai-wire';

/** One request being answered. */
export interface Exchange {
  response: ServerResponse;
  request: ChatRequest;
  identity: CompletionIdentity;
  /** Aborted when the client goes away or the fake closes: every wait must end then. */
  signal: AbortSignal;
  /** Pace between streamed chunks unless an `answer` behaviour sets its own. */
  tokenDelayMs: number;
}

const DEFAULT_CHUNK_CHARS = 4;
const OVERSIZED_CHUNK_CHARS = 100;
const RUNAWAY_FILLER = 'This answer keeps going and going without ever reaching a point. ';

/** The default answer: recognisable, so a test can tell the model path produced it. */
export function fakeAnswerText({ question }: { question: string }): string {
  return `Fake upstream answer: ${stripMarkers({ text: question }).slice(0, 40)}`;
}

/** Answers the exchange as the behaviour says, in the streaming or non-streaming wire format the request asked for. */
export async function playBehaviour({ exchange, behaviour }: { exchange: Exchange; behaviour: FakeBehaviour }): Promise<void> {
  if (behaviour.kind === 'status') return sendStatus({ response: exchange.response, behaviour });
  return exchange.request.stream ? playStream({ exchange, behaviour }) : playOneShot({ exchange, behaviour });
}

function sendStatus({ response, behaviour }: { response: ServerResponse; behaviour: Extract<FakeBehaviour, { kind: 'status' }> }): void {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (behaviour.retryAfterSeconds !== undefined) headers['Retry-After'] = String(behaviour.retryAfterSeconds);
  response.writeHead(behaviour.status, headers);
  response.end(behaviour.body ?? errorBody({ status: behaviour.status, message: `Fake upstream status ${behaviour.status}` }));
}

async function playStream({ exchange, behaviour }: { exchange: Exchange; behaviour: Exclude<FakeBehaviour, { kind: 'status' }> }): Promise<void> {
  const { response, signal } = exchange;
  response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
  response.flushHeaders();
  const answer = fakeAnswerText({ question: exchange.request.question });
  switch (behaviour.kind) {
    case 'answer': {
      const text = behaviour.text ?? answer;
      await sendChunks({ exchange, pieces: splitText({ text, chunkChars: behaviour.chunkChars ?? DEFAULT_CHUNK_CHARS }), delayMs: behaviour.tokenDelayMs ?? exchange.tokenDelayMs });
      return finishStream({ exchange, finishReason: 'stop', completionText: text });
    }
    case 'tools': {
      const calls = behaviour.steps[exchange.request.toolSteps];
      if (calls && calls.length > 0) {
        for (const event of toolCallChunks({ identity: exchange.identity, calls, step: exchange.request.toolSteps })) await writeFlushed({ exchange, data: event });
        return finishStream({ exchange, finishReason: 'tool_calls', completionText: calls.map((call) => call.name + call.arguments).join('') });
      }
      const text = behaviour.text ?? answer;
      await sendChunks({ exchange, pieces: splitText({ text, chunkChars: DEFAULT_CHUNK_CHARS }), delayMs: exchange.tokenDelayMs });
      return finishStream({ exchange, finishReason: 'stop', completionText: text });
    }
    case 'classifier': {
      await pause({ ms: behaviour.delayMs ?? 0, signal });
      await sendChunks({ exchange, pieces: [behaviour.verdict], delayMs: 0 });
      return finishStream({ exchange, finishReason: 'stop', completionText: behaviour.verdict });
    }
    case 'oversized': {
      const text = runawayText({ totalChars: behaviour.totalChars });
      await sendChunks({ exchange, pieces: splitText({ text, chunkChars: OVERSIZED_CHUNK_CHARS }), delayMs: 0 });
      return finishStream({ exchange, finishReason: 'length', completionText: text });
    }
    case 'reset-mid-stream': {
      await sendChunks({ exchange, pieces: cyclePieces({ text: answer, count: behaviour.afterChunks }), delayMs: exchange.tokenDelayMs });
      response.destroy();
      return;
    }
    case 'stall': {
      await sendChunks({ exchange, pieces: cyclePieces({ text: answer, count: behaviour.afterChunks }), delayMs: exchange.tokenDelayMs });
      return untilAborted({ signal });
    }
    case 'catalog': {
      const text = catalogReply({ scenario: behaviour.scenario, system: exchange.request.system });
      await sendChunks({ exchange, pieces: splitText({ text, chunkChars: DEFAULT_CHUNK_CHARS }), delayMs: exchange.tokenDelayMs });
      return finishStream({ exchange, finishReason: 'stop', completionText: text });
    }
    case 'echo-system': {
      const text = echoSystemText({ exchange });
      await sendChunks({ exchange, pieces: splitText({ text, chunkChars: DEFAULT_CHUNK_CHARS }), delayMs: exchange.tokenDelayMs });
      return finishStream({ exchange, finishReason: 'stop', completionText: text });
    }
  }
}

/** A leaking answer: it starts like a normal one, then recites the system prompt. */
function echoSystemText({ exchange }: { exchange: Exchange }): string {
  return `${fakeAnswerText({ question: exchange.request.question })}. My instructions say: ${exchange.request.system}`;
}

async function playOneShot({ exchange, behaviour }: { exchange: Exchange; behaviour: Exclude<FakeBehaviour, { kind: 'status' }> }): Promise<void> {
  switch (behaviour.kind) {
    case 'answer':
    case 'tools':
      return sendCompletion({ exchange, content: behaviour.text ?? fakeAnswerText({ question: exchange.request.question }), finishReason: 'stop' });
    case 'classifier':
      await pause({ ms: behaviour.delayMs ?? 0, signal: exchange.signal });
      return sendCompletion({ exchange, content: behaviour.verdict, finishReason: 'stop' });
    case 'oversized':
      return sendCompletion({ exchange, content: runawayText({ totalChars: behaviour.totalChars }), finishReason: 'length' });
    case 'reset-mid-stream':
      exchange.response.destroy();
      return;
    case 'stall':
      return untilAborted({ signal: exchange.signal });
    case 'echo-system':
      return sendCompletion({ exchange, content: echoSystemText({ exchange }), finishReason: 'stop' });
    case 'catalog':
      return sendCompletion({ exchange, content: catalogReply({ scenario: behaviour.scenario, system: exchange.request.system }), finishReason: 'stop' });
  }
}

function sendCompletion({ exchange, content, finishReason }: { exchange: Exchange; content: string; finishReason: string }): void {
  const usage = usageFor({ promptTokens: exchange.request.promptTokens, completionText: content });
  exchange.response.writeHead(200, { 'Content-Type': 'application/json' });
  exchange.response.end(JSON.stringify(completionResponse({ identity: exchange.identity, content, finishReason, usage })));
}

async function sendChunks({ exchange, pieces, delayMs }: { exchange: Exchange; pieces: string[]; delayMs: number }): Promise<void> {
  for (const [index, content] of pieces.entries()) {
    if (index > 0) await pause({ ms: delayMs, signal: exchange.signal });
    // Waiting for each write to flush keeps memory flat on runaway answers and makes a later reset land after the text.
    await writeFlushed({ exchange, data: contentChunk({ identity: exchange.identity, content, first: index === 0 }) });
  }
}

function finishStream({ exchange, finishReason, completionText }: { exchange: Exchange; finishReason: string; completionText: string }): void {
  const usage = usageFor({ promptTokens: exchange.request.promptTokens, completionText });
  exchange.response.end(finalChunks({ identity: exchange.identity, finishReason, usage }));
}

function writeFlushed({ exchange, data }: { exchange: Exchange; data: string }): Promise<void> {
  const { response, signal } = exchange;
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    response.write(data, (error) => {
      signal.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve();
    });
  });
}

async function pause({ ms, signal }: { ms: number; signal: AbortSignal }): Promise<void> {
  if (ms > 0) await sleep(ms, undefined, { signal });
}

function untilAborted({ signal }: { signal: AbortSignal }): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });
}

function splitText({ text, chunkChars }: { text: string; chunkChars: number }): string[] {
  // Split by code points so an emoji or accented letter is never cut in half.
  const characters = Array.from(text);
  const pieces: string[] = [];
  for (let start = 0; start < characters.length; start += chunkChars) pieces.push(characters.slice(start, start + chunkChars).join(''));
  return pieces;
}

function cyclePieces({ text, count }: { text: string; count: number }): string[] {
  const repeats = Math.ceil((count * DEFAULT_CHUNK_CHARS) / Math.max(text.length, 1)) + 1;
  return splitText({ text: text.repeat(repeats), chunkChars: DEFAULT_CHUNK_CHARS }).slice(0, count);
}

function runawayText({ totalChars }: { totalChars: number }): string {
  return RUNAWAY_FILLER.repeat(Math.ceil(totalChars / RUNAWAY_FILLER.length)).slice(0, totalChars);
}
