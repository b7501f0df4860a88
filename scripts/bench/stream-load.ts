/** The benchmark's client: streamed questions against one route, each one timed and, when it fails, given a cause. */
import { Agent, request } from 'node:http';

/** One streamed question: times from sending it, and why it failed when it did. */
export interface StreamSample {
  ok: boolean;
  /** Why the stream failed, e.g. `status 429`, `no finish part`, `socket ECONNRESET`; absent when ok. */
  cause?: string;
  /** To the first text delta (not the first byte: the product sends its data parts first). */
  firstTextMs: number;
  /** To the end of the response body. */
  finishedMs: number;
}

/** One run of `total` questions with `concurrency` in flight. */
export interface LoadRun {
  samples: StreamSample[];
  seconds: number;
  /** CPU time (user and system) the server spent during the run, when the bench read it. */
  serverCpuMs?: number;
}

const TEXT_DELTA = '"type":"text-delta"';
const FINISH = '"type":"finish"';
const ERROR_PART = '"type":"error"';
/** Longer than the app's own upstream timeout, so a slow answer shows as the app's error, not the client's. */
const CLIENT_TIMEOUT_MS = 60_000;

/** Why a stream that ended normally still counts as failed; undefined when it did not fail. */
export function streamFailure({ sawText, sawFinish, sawError, sawRequired, sawFallback }: { sawText: boolean; sawFinish: boolean; sawError: boolean; sawRequired: boolean; sawFallback: boolean }): string | undefined {
  if (sawError) return 'error part';
  if (!sawRequired) return 'required marker missing';
  if (sawFallback) return 'fallback answer';
  if (!sawText) return 'no text';
  if (!sawFinish) return 'no finish part';
  return undefined;
}

/** A request or read failure named by its most specific code (`socket ECONNRESET`, `client timeout`). */
export function thrownCause({ error }: { error: unknown }): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'client timeout';
  const code = (error as { code?: string } | undefined)?.code;
  return `socket ${code ?? (error instanceof Error ? error.name : 'failure')}`;
}

/**
 * Sends one question and reads the stream to its end. Markers are searched per network chunk plus the
 * tail of the previous one (a marker can straddle two chunks), so the client's own cost stays linear and
 * the same for both routes. `agent` decides the visitor's source address.
 */
export async function askOnce({ url, message, requiredMarker, fallbackMarker, agent }: { url: string; message: string; requiredMarker?: string; fallbackMarker?: string; agent: Agent }): Promise<StreamSample> {
  const started = performance.now();
  let firstTextMs = Number.NaN;
  const seen = { sawText: false, sawFinish: false, sawError: false, sawRequired: requiredMarker === undefined, sawFallback: false };
  const tailLength = Math.max(TEXT_DELTA.length, requiredMarker?.length ?? 0, fallbackMarker?.length ?? 0);
  const body = JSON.stringify({ message, locale: 'en' });
  const sample = (cause: string | undefined): StreamSample => ({ ok: cause === undefined, ...(cause ? { cause } : {}), firstTextMs, finishedMs: performance.now() - started });
  return new Promise((resolve) => {
    const outgoing = request(url, {
      method: 'POST',
      agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    outgoing.on('error', (error) => resolve(sample(thrownCause({ error }))));
    outgoing.on('response', (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        response.on('end', () => resolve(sample(`status ${response.statusCode}`)));
        return;
      }
      response.setEncoding('utf8');
      let tail = '';
      response.on('data', (chunk: string) => {
        const window = tail + chunk;
        if (!seen.sawText && window.includes(TEXT_DELTA)) {
          seen.sawText = true;
          firstTextMs = performance.now() - started;
        }
        seen.sawFinish ||= window.includes(FINISH);
        seen.sawError ||= window.includes(ERROR_PART);
        seen.sawRequired ||= window.includes(requiredMarker!);
        if (fallbackMarker !== undefined) seen.sawFallback ||= window.includes(fallbackMarker);
        tail = window.slice(-tailLength);
      });
      response.on('end', () => resolve(sample(streamFailure(seen))));
      response.on('error', (error) => resolve(sample(thrownCause({ error }))));
    });
    outgoing.end(body);
  });
}

/**
 * Keep-alive agents bound to distinct loopback addresses (Linux routes all of 127/8 to the loopback
 * device): many visitors, as on a real site, rather than one client the per-client rate limit would
 * throttle and whose admission rows would pile up under one key.
 */
export function visitorAgents({ count }: { count: number }): Agent[] {
  return Array.from({ length: count }, (_, index) => new Agent({ keepAlive: true, localAddress: `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}` }));
}

/**
 * Runs `total` questions against `url` with `concurrency` in flight, cycling through `questions`; with
 * `requiredMarker`, a stream without it counts as failed.
 */
export async function runLoad({ url, total, concurrency, questions, requiredMarker, fallbackMarker, agents }: {
  url: string;
  total: number;
  concurrency: number;
  questions: readonly string[];
  requiredMarker?: string;
  /** A stream with it was answered by the fallback, not the route under test: it counts as failed. */
  fallbackMarker?: string;
  /** Worker i sends as visitor `agents[i % agents.length]`. */
  agents: readonly Agent[];
}): Promise<LoadRun> {
  const samples: StreamSample[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, total) }, async (_, worker) => {
      const agent = agents[worker % agents.length]!;
      while (next < total) {
        const index = next++;
        samples.push(await askOnce({ url, message: questions[index % questions.length]!, agent, ...(requiredMarker ? { requiredMarker } : {}), ...(fallbackMarker ? { fallbackMarker } : {}) }));
      }
    }),
  );
  return { samples, seconds: (performance.now() - started) / 1000 };
}
