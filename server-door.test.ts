import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answeredHeaders, createDoor, relayedHeaders, warmUpRefusals } from './server-door.mjs';

const refusal = {
  maxQuestions: 1,
  status: 503,
  headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  retryAfterSeconds: [2, 3, 4],
  locales: ['en', 'es'],
  bodies: { en: '{"error":"busy en"}', es: '{"error":"busy es"}' },
};

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function ask({ port, method = 'GET', path = '/', headers = {}, body }: { port: number; method?: string; path?: string; headers?: Record<string, string>; body?: string }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('the door of server.mjs', () => {
  let directory: string;
  let app: Server;
  let door: ReturnType<typeof createDoor>;
  let port: number;
  let refused: number;
  // What the app saw, and a question it holds open until released.
  let seen: { url: string; headers: IncomingHttpHeaders; body: string }[];
  let releaseQuestion: () => void;
  let questionAborted: Promise<void>;

  beforeEach(async () => {
    directory = mkdtempSync(join(tmpdir(), 'door-test-'));
    seen = [];
    refused = 0;
    let aborted = () => undefined as void;
    questionAborted = new Promise((resolve) => (aborted = resolve));
    app = createServer((incoming, response) => {
      let body = '';
      incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
      incoming.on('end', () => {
        seen.push({ url: incoming.url ?? '', headers: incoming.headers, body });
        if (incoming.url === '/api/chat') {
          response.writeHead(200, { 'Content-Type': 'text/event-stream' });
          response.write('data: first\n\n');
          releaseQuestion = () => response.end('data: last\n\n');
          response.once('close', () => (response.writableFinished ? undefined : aborted()));
          return;
        }
        response.writeHead(200, [['Set-Cookie', 'a=1'], ['Set-Cookie', 'b=2'], ['Content-Type', 'text/plain']]);
        response.end(`echo ${body}`);
      });
    });
    app.keepAliveTimeout = 0;
    const appSocketPath = join(directory, 'app.sock');
    app.listen(appSocketPath);
    await once(app, 'listening');
    door = createDoor({ appSocketPath, peerProof: 'proof-of-this-process', refusal, onRefused: () => (refused += 1), pickRetryAfter: (choices: readonly number[]) => choices[1] ?? 0 });
    door.server.listen(0, '127.0.0.1');
    await once(door.server, 'listening');
    port = (door.server.address() as AddressInfo).port;
  });

  afterEach(async () => {
    door.server.closeAllConnections();
    door.server.close();
    app.closeAllConnections();
    app.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('relays a request and its body to the app, with the socket peer and the proof instead of the visitor’s copies', async () => {
    const answer = await ask({ port, method: 'POST', path: '/api/requests?x=1', headers: { 'x-chat-peer-address': '203.0.113.9', 'x-chat-peer-proof': 'forged', 'x-forwarded-for': '198.51.100.1' }, body: 'hello' });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('echo hello');
    expect(answer.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(seen[0]?.url).toBe('/api/requests?x=1');
    expect(seen[0]?.headers).toMatchObject({ 'x-chat-peer-address': '127.0.0.1', 'x-chat-peer-proof': 'proof-of-this-process', 'x-forwarded-for': '198.51.100.1' });
  });

  it('refuses a question past the limit itself, in the visitor’s language, closes that connection, and lets questions in again once one ends', async () => {
    const first = request({ host: '127.0.0.1', port, method: 'POST', path: '/api/chat', agent: false });
    first.end('{}');
    const [streaming] = (await once(first, 'response')) as [NodeJS.ReadableStream];
    await once(streaming, 'data');
    const busy = await ask({ port, method: 'POST', path: '/api/chat', headers: { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' }, body: 'never read' });
    expect(busy).toMatchObject({ status: 503, body: '{"error":"busy es"}' });
    expect(busy.headers).toMatchObject({ 'retry-after': '3', 'cache-control': 'no-store', connection: 'close' });
    expect(refused).toBe(1);
    // Other requests still go through while the questions are all taken.
    expect((await ask({ port, path: '/en/ai' })).status).toBe(200);
    expect(seen.filter((request) => request.url === '/api/chat')).toHaveLength(1);
    releaseQuestion();
    await once(streaming, 'end');
    // The door counts the question as ended when its response closes, a moment after the visitor read the end.
    const askAgain = async () => {
      const second = request({ host: '127.0.0.1', port, method: 'POST', path: '/api/chat', agent: false });
      second.end('{}');
      const [answer] = (await once(second, 'response')) as [{ statusCode: number; resume(): void }];
      answer.resume();
      return answer.statusCode;
    };
    await expect.poll(askAgain, { interval: 10 }).toBe(200);
    releaseQuestion();
  });

  it('aborts the app’s request when the visitor leaves mid-answer', async () => {
    const first = request({ host: '127.0.0.1', port, method: 'POST', path: '/api/chat', agent: false });
    first.end('{}');
    const [streaming] = (await once(first, 'response')) as [NodeJS.ReadableStream];
    await once(streaming, 'data');
    first.destroy();
    await questionAborted;
  });

  it('warms up its refusal path on a door of its own: every warm-up question refused there, none reaching the app or counted', async () => {
    const refusedThere = await warmUpRefusals({ appSocketPath: join(directory, 'app.sock'), peerProof: 'p', refusal, questions: 30, concurrency: 7 });
    expect(refusedThere).toBe(30);
    expect(seen).toHaveLength(0);
    expect(refused).toBe(0);
    // The visitors' door is untouched and still admits a question.
    expect((await ask({ port, path: '/en/ai' })).status).toBe(200);
  });

  it('on stop takes no new connection, and resolves once the requests relayed before have ended', async () => {
    const first = request({ host: '127.0.0.1', port, method: 'POST', path: '/api/chat', agent: false });
    first.end('{}');
    const [streaming] = (await once(first, 'response')) as [NodeJS.ReadableStream];
    await once(streaming, 'data');
    let stopped = false;
    const stopping = door.stop().then(() => (stopped = true));
    await expect(ask({ port })).rejects.toThrow(/ECONNREFUSED/);
    expect(stopped).toBe(false);
    releaseQuestion();
    await stopping;
  });
});

describe('relayedHeaders and answeredHeaders', () => {
  it('drop the headers of one connection, both ways', () => {
    expect(relayedHeaders({ headers: { host: 'a', connection: 'keep-alive', 'keep-alive': 'timeout=5', expect: '100-continue', 'x-chat-peer-proof': 'forged' }, peer: undefined, peerProof: 'p' })).toEqual({ host: 'a' });
    expect(answeredHeaders(['Content-Type', 'text/plain', 'Transfer-Encoding', 'chunked', 'Connection', 'keep-alive', 'Vary', 'rsc'])).toEqual(['Content-Type', 'text/plain', 'Vary', 'rsc']);
  });
});
