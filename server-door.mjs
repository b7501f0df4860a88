// The door of `npm start`: the thread that accepts every visitor's connection, refuses a question past the limit
// itself, and relays every other request, byte for byte, to the app (server.mjs's main thread) on a private Unix
// socket.
//
// Why a thread of its own: Node accepts one connection per turn of its event loop, and while the app streams
// dozens of answers its turns take tens of milliseconds to seconds, so in one thread a burst of visitors would wait
// in the kernel's queue for refusals that cost microseconds. This thread's loop does nothing but accept, refuse and
// copy bytes, so its turns stay short whatever the app is doing.
//
// It is also where the socket peer is recorded for the rate limits: App Router handlers never see the socket, and a
// visitor's own X-Forwarded-For reaches them unchanged, so the door overwrites `x-chat-peer-address` from the socket
// (after deleting any copy the visitor sent). The proof beside it, a random value of this process shared with its
// handlers only, is what makes the header count (lib/platform/resolve-client-address.ts).
import { randomInt } from 'node:crypto';
import { Agent, createServer, request as relayRequest } from 'node:http';
import { connect } from 'node:net';
import { setPriority } from 'node:os';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { pickLanguage } from './lib/i18n/accept-language.mjs';

// The same names as lib/platform/resolve-client-address.ts, which this file, outside Next's build, cannot import.
const PEER_ADDRESS_HEADER = 'x-chat-peer-address';
const PEER_PROOF_HEADER = 'x-chat-peer-proof';
// Headers about one connection, not the message (RFC 9110 §7.6.1): each hop sets its own. `expect` is answered here.
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'expect']);
// How often refusals are reported to the app's stats: one message per burst instead of one per refusal.
const REFUSALS_REPORT_MS = 250;
// The door's nice value, below the app thread's 0: when the app's answers use every core, the scheduler still runs
// the door's microsecond refusals first (measured: a cold burst's refusal p99 fell from 287 to 205-244 ms over four runs).
// Lowering a nice value needs root, CAP_SYS_NICE or RLIMIT_NICE >= 30; without it the door runs at the app's priority.
const DOOR_NICE = -10;
// Before the door opens, its refusal path runs this many times on a private loopback port: a burst at a cold start
// then meets compiled code instead of the interpreter (measured with the priority above: p99 196 to 154-196 ms).
const WARM_UP_QUESTIONS = 2000;
const WARM_UP_CONCURRENCY = 50;

/** A request's headers for the app: the connection's own removed, the peer and its proof set from the socket. */
export function relayedHeaders({ headers, peer, peerProof }) {
  const relayed = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!HOP_HEADERS.has(name) && name !== PEER_ADDRESS_HEADER && name !== PEER_PROOF_HEADER) relayed[name] = value;
  }
  if (peer) {
    relayed[PEER_ADDRESS_HEADER] = peer;
    relayed[PEER_PROOF_HEADER] = peerProof;
  }
  return relayed;
}

/** The app's response headers for the visitor, as the flat list Node's `writeHead` takes, the connection's removed. */
export function answeredHeaders(rawHeaders) {
  const answered = [];
  for (let index = 0; index < rawHeaders.length; index += 2) {
    if (!HOP_HEADERS.has(rawHeaders[index].toLowerCase())) answered.push(rawHeaders[index], rawHeaders[index + 1]);
  }
  return answered;
}

function isQuestion(request) {
  return request.method === 'POST' && request.url?.split('?')[0] === '/api/chat';
}

/**
 * The door's HTTP server (not yet listening). `refusal` is the gate's (lib/platform/chat-gate.ts `door()`): past
 * `maxQuestions` questions open (relayed and not yet finished, admitted or not) a question gets the busy refusal in
 * the visitor's language and the connection is closed, so a refused client that asks again comes through the
 * accept queue like everyone else instead of holding a connection. `pickRetryAfter` draws one of the refusal's waits.
 */
export function createDoor({ appSocketPath, peerProof, refusal, onRefused, pickRetryAfter = (choices) => choices[randomInt(choices.length)] }) {
  // The app's socket is private and the app never closes an idle connection, so kept connections are reused safely.
  const agent = new Agent({ keepAlive: true, maxFreeSockets: 256 });
  let stopping = false;
  let questionsOpen = 0;
  let requestsOpen = 0;
  let idle = () => undefined;

  const server = createServer((request, response) => {
    if (stopping) {
      // Stopping: no new requests, and the connection is not kept for another one.
      response.writeHead(503, { 'Cache-Control': 'no-store', 'Retry-After': '1', Connection: 'close' });
      response.end();
      return;
    }
    const question = isQuestion(request);
    if (question && questionsOpen >= refusal.maxQuestions) {
      const locale = pickLanguage({ acceptLanguage: request.headers['accept-language'], languages: refusal.locales });
      response.writeHead(refusal.status, { ...refusal.headers, 'Retry-After': String(pickRetryAfter(refusal.retryAfterSeconds)), Connection: 'close' });
      response.end(refusal.bodies[locale]);
      onRefused();
      return;
    }
    requestsOpen += 1;
    if (question) questionsOpen += 1;
    const relayed = relayRequest({
      socketPath: appSocketPath,
      agent,
      method: request.method,
      path: request.url,
      headers: relayedHeaders({ headers: request.headers, peer: request.socket.remoteAddress, peerProof }),
    });
    relayed.on('response', (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answeredHeaders(answer.rawHeaders));
      answer.pipe(response);
    });
    relayed.on('error', () => {
      if (response.headersSent) response.destroy();
      else {
        response.writeHead(502, { 'Cache-Control': 'no-store', Connection: 'close' });
        response.end();
      }
    });
    // A visitor who leaves (the page's stop button, a closed tab) aborts the app's request too, so the answer's
    // upstream call is cancelled and its place freed.
    response.once('close', () => {
      if (!response.writableFinished) relayed.destroy();
      requestsOpen -= 1;
      if (question) questionsOpen -= 1;
      if (requestsOpen === 0) idle();
    });
    request.pipe(relayed);
  });
  // Node closes an idle keep-alive connection after 5 s; a proxy, load balancer or browser that reuses it in that
  // instant gets a reset, and the visitor a failed question. Keep idle connections longer than the usual proxy idle
  // timeout (60 s), and the header deadline above it, as Node requires.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on('upgrade', (_request, socket) => socket.destroy());

  return {
    server,
    /** No new connection or request; resolves once the requests relayed before have been answered to the end. */
    stop() {
      stopping = true;
      server.close();
      server.closeIdleConnections();
      return new Promise((resolve) => {
        idle = () => {
          agent.destroy();
          resolve();
        };
        if (requestsOpen === 0) idle();
      });
    },
  };
}

/**
 * Runs the door's refusal path `questions` times, `concurrency` at a time, on a door of its own on a loopback port
 * that no visitor knows (refusing every question, so nothing reaches the app or its stats), then closes it.
 * Resolves to the number of refusals heard there.
 */
export async function warmUpRefusals({ appSocketPath, peerProof, refusal, questions, concurrency }) {
  const door = createDoor({ appSocketPath, peerProof, refusal: { ...refusal, maxQuestions: 0 }, onRefused: () => undefined });
  await new Promise((resolve) => door.server.listen(0, '127.0.0.1', resolve));
  const { port } = door.server.address();
  const question = 'POST /api/chat HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}';
  let refused = 0;
  const ask = () =>
    new Promise((resolve) => {
      const socket = connect({ port, host: '127.0.0.1' });
      let head = '';
      socket.on('data', (bytes) => (head += head.length < 16 ? bytes.toString('latin1') : ''));
      socket.once('close', () => resolve((refused += head.startsWith(`HTTP/1.1 ${refusal.status}`) ? 1 : 0)));
      socket.once('error', () => undefined);
      socket.end(question);
    });
  for (let asked = 0; asked < questions; asked += concurrency) {
    await Promise.all(Array.from({ length: Math.min(concurrency, questions - asked) }, ask));
  }
  await door.stop();
  return refused;
}

/** Gives the calling thread the door's priority (on Linux a nice value is per thread); false when not permitted. */
function raiseThreadPriority() {
  try {
    setPriority(0, DOOR_NICE);
    return true;
  } catch {
    return false;
  }
}

// Run as server.mjs's worker: take priority, warm up, listen, report refusals, stop when told.
if (!isMainThread && workerData?.role === 'door') {
  const { port, hostname, appSocketPath, peerProof, refusal } = workerData;
  let refused = 0;
  const door = createDoor({ appSocketPath, peerProof, refusal, onRefused: () => (refused += 1) });
  const report = setInterval(() => {
    if (refused === 0) return;
    parentPort.postMessage({ type: 'refused', count: refused });
    refused = 0;
  }, REFUSALS_REPORT_MS);
  door.server.on('error', (error) => parentPort.postMessage({ type: 'error', message: error.message }));
  if (!raiseThreadPriority()) parentPort.postMessage({ type: 'priority-refused', nice: DOOR_NICE });
  await warmUpRefusals({ appSocketPath, peerProof, refusal, questions: WARM_UP_QUESTIONS, concurrency: WARM_UP_CONCURRENCY });
  door.server.listen(port, hostname, () => parentPort.postMessage({ type: 'listening' }));
  parentPort.on('message', async (message) => {
    if (message?.type !== 'stop') return;
    await door.stop();
    clearInterval(report);
    if (refused > 0) parentPort.postMessage({ type: 'refused', count: refused });
    parentPort.postMessage({ type: 'stopped' });
  });
}
