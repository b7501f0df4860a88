// Production server for `npm start`: Next's request handler behind a plain Node HTTP server, so the chat can
// count clients by the socket peer. App Router handlers never see the socket, and a visitor's own
// X-Forwarded-For reaches them unchanged, so this server overwrites `x-chat-peer-address` from the socket
// (after deleting any copy the visitor sent) before handing the request to Next. The proof beside it, a random
// value of this process shared with its handlers only, is what makes the header count: under `next start`, where
// this server does not run, a visitor's copy of the header is worthless (lib/platform/resolve-client-address.ts).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import next from 'next';

const PEER_ADDRESS_HEADER = 'x-chat-peer-address';
const PEER_PROOF_HEADER = 'x-chat-peer-proof';
const peerProof = randomBytes(32).toString('base64url');
globalThis[Symbol.for('portfolio-chat.peer-proof')] = peerProof;

// Next's standalone output (the container image) has no next.config: Next then reads the build's copy of it from
// this variable, as the standalone output's own server.js does.
const serverFiles = new URL('./.next/required-server-files.json', import.meta.url);
if (!existsSync(new URL('./next.config.ts', import.meta.url)) && existsSync(serverFiles)) {
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG ??= JSON.stringify(JSON.parse(readFileSync(serverFiles, 'utf8')).config);
}

// Where the app registers what must finish before the process exits (lib/platform/shutdown-hooks.ts), and the
// gate that refuses questions past CHAT_MAX_CONCURRENT_ANSWERS (lib/platform/chat-gate.ts).
const SHUTDOWN_HOOKS = Symbol.for('portfolio-ask-me.shutdown-hooks');
const CHAT_GATE = Symbol.for('portfolio-ask-me.chat-gate');
// Requests other than answers (pages, JSON) finish in milliseconds; a stop waits this long for them at most.
const REQUESTS_DRAIN_MS = 2000;
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? '0.0.0.0';

const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

let stopping = false;
let inFlight = 0;
let questionsOpen = 0;

const server = createServer((request, response) => {
  // Stopping: no new requests, and the connection is not kept for another one.
  if (stopping) {
    response.writeHead(503, { 'Cache-Control': 'no-store', 'Retry-After': '1', Connection: 'close' });
    response.end();
    return;
  }
  // A question past the limit is refused here, before Next's routing: microseconds instead of milliseconds, so a
  // burst neither starves the answers in flight nor waits for its own refusal.
  const isQuestion = request.method === 'POST' && request.url?.split('?')[0] === '/api/chat';
  const refusal = isQuestion ? globalThis[CHAT_GATE]?.refuse({ acceptLanguage: request.headers['accept-language'], questionsOpen }) : null;
  if (refusal) {
    response.writeHead(refusal.status, refusal.headers);
    response.end(refusal.body);
    return;
  }
  inFlight += 1;
  if (isQuestion) questionsOpen += 1;
  response.once('close', () => {
    inFlight -= 1;
    if (isQuestion) questionsOpen -= 1;
  });
  delete request.headers[PEER_ADDRESS_HEADER];
  delete request.headers[PEER_PROOF_HEADER];
  const peer = request.socket.remoteAddress;
  if (peer) {
    request.headers[PEER_ADDRESS_HEADER] = peer;
    request.headers[PEER_PROOF_HEADER] = peerProof;
  }
  // An unhandled rejection would stop the whole server on Node 20; answer this one request with a 500 instead.
  handle(request, response).catch((error) => {
    console.error('request handler failed:', error instanceof Error ? error.message : error);
    if (!response.headersSent) response.writeHead(500, { 'Cache-Control': 'no-store' });
    response.end();
  });
});
// Node closes an idle keep-alive connection after 5 s; a proxy, load balancer or browser that reuses it in that
// instant gets a reset, and the visitor a failed question. Keep idle connections longer than the usual proxy idle
// timeout (60 s), and the header deadline above it, as Node requires.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, hostname, () => {
  console.log(`ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`);
});

/**
 * A graceful stop (contracts §9): no new connections or requests, the app's hooks let the answers in flight finish
 * within CHAT_SHUTDOWN_GRACE_MS and settle their reservations, the other requests get a moment to end, then exit 0
 * through process.exit (the default signal death skips Node's exit work, such as writing a `--cpu-prof` profile).
 * A second signal exits at once.
 */
async function stop() {
  if (stopping) process.exit(0);
  stopping = true;
  server.close();
  server.closeIdleConnections();
  const hooks = [...(globalThis[SHUTDOWN_HOOKS] ?? [])];
  await Promise.allSettled(hooks.map((hook) => hook()));
  const deadline = Date.now() + REQUESTS_DRAIN_MS;
  while (inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  process.exit(0);
}
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => void stop());
