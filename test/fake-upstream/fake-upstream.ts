import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { behaviourFromMarkers } from './behaviour-markers';
import { type BehaviourPair, controlBodySchema, type FakeBehaviour } from './fake-behaviour';
import { errorBody, readChatRequest } from './openai-wire';
import { playBehaviour } from './play-behaviour';

/** How long an idle keep-alive connection stays open, like a hosted provider's (Node's default is 5 s). */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export type { FakeBehaviour } from './fake-behaviour';
export { fakeAnswerText } from './play-behaviour';

/** One request the fake received (control calls are not recorded). */
export interface RecordedRequest {
  path: string;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
  receivedAt: number;
}

/** What the next requests get; `tokenDelayMs` is the pace between streamed chunks. */
export interface BehaviourUpdate {
  stream?: FakeBehaviour;
  classifier?: FakeBehaviour;
  /** For requests that ask for a JSON response format (the catalog selection), streaming or not. */
  catalog?: FakeBehaviour;
  tokenDelayMs?: number;
}

/** A running fake OpenAI-compatible upstream on 127.0.0.1. */
export interface FakeUpstream {
  /** Base URL for `createGroq` / `createOpenAICompatible`, e.g. http://127.0.0.1:43123/openai/v1 */
  url: string;
  requests: RecordedRequest[];
  setBehaviour(options: BehaviourUpdate): void;
  /** Forgets the recorded requests and restores the start-up behaviour. */
  reset(): void;
  /** Chat-completion exchanges still in progress (idle keep-alive sockets are a client's pool, not a leak). */
  openConnections(): number;
  close(): Promise<void>;
}

export interface StartFakeUpstreamOptions extends BehaviourUpdate {
  /** 0 or absent picks a free port. */
  port?: number;
  /**
   * False keeps `requests` empty: a benchmark sends tens of thousands of requests, and keeping each one
   * would make the fake slower and bigger as the run goes on (default true).
   */
  recordRequests?: boolean;
}

const BASE_PATH = '/openai/v1';

/** Starts the fake upstream: streaming requests get the `stream` behaviour, non-streaming ones the `classifier` behaviour. */
export async function startFakeUpstream(options: StartFakeUpstreamOptions = {}): Promise<FakeUpstream> {
  const initial: BehaviourPair & { tokenDelayMs: number } = {
    stream: options.stream ?? { kind: 'answer' },
    classifier: options.classifier ?? { kind: 'classifier', verdict: 'CAREER' },
    catalog: options.catalog ?? { kind: 'catalog', scenario: 'first' },
    tokenDelayMs: options.tokenDelayMs ?? 0,
  };
  let current = { ...initial };
  const recordRequests = options.recordRequests ?? true;
  const requests: RecordedRequest[] = [];
  const sockets = new Map<Socket, Promise<unknown>>();
  const inFlight = new Set<AbortController>();
  const busy = new Set<ServerResponse>();
  let requestCount = 0;

  const setBehaviour = (update: BehaviourUpdate): void => {
    current = {
      stream: update.stream ?? current.stream,
      classifier: update.classifier ?? current.classifier,
      catalog: update.catalog ?? current.catalog,
      tokenDelayMs: update.tokenDelayMs ?? current.tokenDelayMs,
    };
  };
  const reset = (): void => {
    // Emptied in place so callers holding `fake.requests` see the reset.
    requests.length = 0;
    current = { ...initial };
  };

  const handleControl = ({ path, method, rawBody, response }: { path: string; method: string; rawBody: string; response: ServerResponse }): void => {
    if (method === 'POST' && path === '/__control') {
      const parsed = controlBodySchema.safeParse(parseJson(rawBody));
      if (!parsed.success) return sendJson({ response, status: 400, value: { error: { message: parsed.error.message, type: 'invalid_request_error' } } });
      setBehaviour(parsed.data);
      return sendJson({ response, status: 200, value: { ok: true } });
    }
    if (method === 'POST' && path === '/__reset') {
      reset();
      return sendJson({ response, status: 200, value: { ok: true } });
    }
    if (method === 'GET' && path === '/__requests') return sendJson({ response, status: 200, value: requests });
    if (method === 'GET' && path === '/__connections') return sendJson({ response, status: 200, value: { open: busy.size } });
    sendJson({ response, status: 404, value: { error: { message: `No control route ${method} ${path}`, type: 'not_found' } } });
  };

  const handle = async ({ request, response, signal }: { request: IncomingMessage; response: ServerResponse; signal: AbortSignal }): Promise<void> => {
    // Sub-millisecond epoch time of arrival, before the body is read: benchmarks measure up to here.
    const receivedAt = performance.timeOrigin + performance.now();
    const rawBody = await readBody({ request });
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const method = request.method ?? 'GET';
    if (path.startsWith('/__')) return handleControl({ path, method, rawBody, response });

    const body = parseJson(rawBody) ?? rawBody;
    if (recordRequests) requests.push({ path, body, headers: { ...request.headers }, receivedAt });
    if (method !== 'POST' || !path.endsWith('/chat/completions')) {
      return sendRaw({ response, status: 404, body: errorBody({ status: 404, message: `Fake upstream serves only POST …/chat/completions, not ${method} ${path}` }) });
    }
    if (typeof body !== 'object' || body === null) {
      return sendRaw({ response, status: 400, body: errorBody({ status: 400, message: 'Request body is not JSON' }) });
    }

    busy.add(response);
    response.on('close', () => busy.delete(response));
    const chatRequest = readChatRequest({ body });
    const overrides = behaviourFromMarkers({ text: chatRequest.markerText });
    const behaviour =
      chatRequest.responseFormat !== null
        ? (overrides.catalog ?? current.catalog)
        : chatRequest.stream
          ? (overrides.stream ?? current.stream)
          : (overrides.classifier ?? current.classifier);
    requestCount += 1;
    const identity = { id: `chatcmpl-fake-${requestCount}`, model: chatRequest.model, created: Math.floor(receivedAt / 1000) };
    await playBehaviour({ exchange: { response, request: chatRequest, identity, signal, tokenDelayMs: current.tokenDelayMs }, behaviour });
  };

  const server = createServer((request, response) => {
    const controller = new AbortController();
    inFlight.add(controller);
    response.on('close', () => {
      inFlight.delete(controller);
      controller.abort();
    });
    handle({ request, response, signal: controller.signal }).catch((error: unknown) => {
      // A client hanging up or the fake closing aborts the exchange on purpose; anything else is a bug in the fake.
      // A write can fail with the peer's reset before the socket's close event has aborted the exchange.
      const hungUp = ['ECONNRESET', 'EPIPE'].includes((error as NodeJS.ErrnoException | undefined)?.code ?? '');
      if (!controller.signal.aborted && !hungUp) console.error('fake upstream failed an exchange:', error);
      response.destroy();
    });
  });
  // Node closes an idle keep-alive socket after 5 s, and a client that reuses it in that instant fails with
  // "other side closed": under load that race, not the app, made errors. Hosted providers keep idle
  // connections for a minute or more; so does the fake.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.on('connection', (socket) => {
    // Not `once(socket, 'close')`: that rejects on a client reset, and a reset socket is just a closed one here.
    sockets.set(socket, new Promise((resolve) => socket.once('close', resolve)));
    socket.once('close', () => sockets.delete(socket));
  });
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}${BASE_PATH}`,
    requests,
    setBehaviour,
    reset,
    openConnections: () => busy.size,
    close: async () => {
      for (const controller of inFlight) controller.abort();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await Promise.all([closed, ...sockets.values()]);
    },
  };
}

async function readBody({ request }: { request: IncomingMessage }): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function sendJson({ response, status, value }: { response: ServerResponse; status: number; value: unknown }): void {
  sendRaw({ response, status, body: JSON.stringify(value) });
}

function sendRaw({ response, status, body }: { response: ServerResponse; status: number; body: string }): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(body);
}
