// Production server for `npm start`: Next's request handler in this (main) thread, behind a door thread
// (server-door.mjs) that accepts the visitors' connections on PORT, records the socket peer for the rate limits and
// refuses questions past CHAT_MAX_CONCURRENT_ANSWERS, so refusals stay fast while this thread streams answers. The
// two talk over a Unix socket in a private directory; under `next start`, where neither runs, a visitor's copy of
// the peer header is worthless (lib/platform/resolve-client-address.ts).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import next from 'next';

const peerProof = randomBytes(32).toString('base64url');
globalThis[Symbol.for('portfolio-chat.peer-proof')] = peerProof;

// Next's standalone output (the container image) has no next.config: Next then reads the build's copy of it from
// this variable, as the standalone output's own server.js does.
const serverFiles = new URL('./.next/required-server-files.json', import.meta.url);
if (!existsSync(new URL('./next.config.ts', import.meta.url)) && existsSync(serverFiles)) {
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG ??= JSON.stringify(JSON.parse(readFileSync(serverFiles, 'utf8')).config);
}

// Where the app registers what must finish before the process exits (lib/platform/shutdown-hooks.ts), and the
// gate whose refusal the door writes (lib/platform/chat-gate.ts).
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

// The app listens only for the door: on a socket in a directory of this process's own (mode 0700).
const socketDirectory = mkdtempSync(join(tmpdir(), 'ask-me-'));
const appSocketPath = join(socketDirectory, 'app.sock');
process.on('exit', () => rmSync(socketDirectory, { recursive: true, force: true }));

const server = createServer((request, response) => {
  // Stopping: no new requests, and the connection is not kept for another one.
  if (stopping) {
    response.writeHead(503, { 'Cache-Control': 'no-store', 'Retry-After': '1', Connection: 'close' });
    response.end();
    return;
  }
  inFlight += 1;
  response.once('close', () => (inFlight -= 1));
  // An unhandled rejection would stop the whole server on Node 20; answer this one request with a 500 instead.
  handle(request, response).catch((error) => {
    console.error('request handler failed:', error instanceof Error ? error.message : error);
    if (!response.headersSent) response.writeHead(500, { 'Cache-Control': 'no-store' });
    response.end();
  });
});
// The door keeps and reuses its connections to the app, and closes them itself: an idle one is never closed here
// (a close racing with the door's reuse would fail a visitor's request), and the door bounds the visitors' time.
server.keepAliveTimeout = 0;
server.requestTimeout = 0;
await new Promise((resolve) => server.listen(appSocketPath, resolve));

// Next loads a route's code on its first request: load the chat's (a GET answers 405 without running the pipeline,
// so no stats are touched) and open the stores (the health check) now, so that a burst at a cold start finds this
// thread answering instead of loading, and the door thread the CPU to refuse the rest.
for (const path of ['/api/health', '/api/chat']) {
  await new Promise((resolve) => get({ socketPath: appSocketPath, path }, (response) => response.resume().on('end', resolve)).on('error', resolve));
}

const gate = globalThis[CHAT_GATE];
if (!gate) throw new Error('server.mjs: the chat gate was not created at start-up (instrumentation-node.ts)');
// The door opens once the app is ready, so the first visitors of a cold start do not wait in Next's first load.
const door = new Worker(new URL('./server-door.mjs', import.meta.url), {
  workerData: { role: 'door', port, hostname, appSocketPath, peerProof, refusal: gate.door() },
});
const doorStopped = new Promise((resolve) => {
  door.on('message', (message) => {
    if (message.type === 'refused') gate.onRefused(message.count);
    else if (message.type === 'stopped') resolve();
    else if (message.type === 'listening') console.log(`ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`);
    else if (message.type === 'priority-refused') {
      console.warn(`server: the door thread could not take nice ${message.nice} (needs root, CAP_SYS_NICE or RLIMIT_NICE 30); under a burst its refusals share the CPU with the answers`);
    } else if (message.type === 'error') {
      console.error(`server: the door could not listen on ${hostname}:${port}: ${message.message}`);
      process.exit(1);
    }
  });
});
// Without its door the server takes no visitor: exit, so the supervisor starts it again.
door.on('error', (error) => {
  console.error('server: the door thread failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
door.on('exit', (code) => {
  if (stopping) return;
  console.error(`server: the door thread exited (${code})`);
  process.exit(1);
});

/**
 * A graceful stop (contracts §9): the door takes no new connections or requests, the app's hooks let the answers in
 * flight finish within CHAT_SHUTDOWN_GRACE_MS and settle their reservations, the other requests get a moment to end
 * and the door a moment to pass their last bytes on, then exit 0 through process.exit (the default signal death
 * skips Node's exit work, such as writing a `--cpu-prof` profile). A second signal exits at once.
 */
async function stop() {
  if (stopping) process.exit(0);
  stopping = true;
  door.postMessage({ type: 'stop' });
  server.close();
  const hooks = [...(globalThis[SHUTDOWN_HOOKS] ?? [])];
  await Promise.allSettled(hooks.map((hook) => hook()));
  const deadline = Date.now() + REQUESTS_DRAIN_MS;
  while (inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  await Promise.race([doorStopped, new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now())))]);
  process.exit(0);
}
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => void stop());
