/** The benchmark's client: streamed questions against one route, each one timed and, when it fails, given a cause. */
import { Agent, request } from 'node:http';

/** One streamed question: times from sending it (its first attempt, when it was retried), and why it failed when it did. */
export interface StreamSample {
  ok: boolean;
  /** Why the stream failed, e.g. `status 429 rate_limited`, `no finish part`, `socket ECONNRESET`; absent when ok. */
  cause?: string;
  /** When it was sent (performance.now() of the client), to place it in a phase of a run. */
  startedAtMs: number;
  /** To the response's status line and headers (NaN when none came). */
  firstByteMs: number;
  /** To the first text delta (not the first byte: the product sends its data parts first). */
  firstTextMs: number;
  /** To the end of the response body. */
  finishedMs: number;
  /** The HTTP status (null when the request failed before one), and the error code of a JSON refusal. */
  status: number | null;
  code: string | null;
  /** The answer's mode as its last mode part said (`model`, `offline`, …), null for a refusal or a bare proxy. */
  mode: string | null;
  /** The wait a refusal asked for (Retry-After, seconds), null when none. */
  retryAfterSeconds: number | null;
  /** True when it was refused as busy once and asked again after the wait (as the page does). */
  retried: boolean;
}

/** One run of `total` questions with `concurrency` in flight. */
export interface LoadRun {
  samples: StreamSample[];
  seconds: number;
  /** CPU time (user and system) the server spent during the run, when the bench read it. */
  serverCpuMs?: number;
}

export const TEXT_DELTA = '"type":"text-delta"';
const MODE_PART = /"type":"data-mode","id":"mode","data":\{"mode":"(\w+)"\}/g;
export const FINISH = '"type":"finish"';
export const ERROR_PART = '"type":"error"';
/** Longer than the app's own upstream timeout, so a slow answer shows as the app's error, not the client's. */
export const CLIENT_TIMEOUT_MS = 60_000;

/** A question's sample once it ended (with `cause` when it failed): its times count from `startedAtMs`. */
export function streamSample({ cause, startedAtMs, ...fields }: Omit<StreamSample, 'ok' | 'cause' | 'finishedMs' | 'retried'> & { cause: string | undefined }): StreamSample {
  return { ok: cause === undefined, ...(cause ? { cause } : {}), ...fields, startedAtMs, finishedMs: performance.now() - startedAtMs, retried: false };
}

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
 * the same for both routes. `agent` decides the visitor's source address. A refusal's small JSON body is read
 * for its error code. `startedAtMs` lets a retry count its times from the visitor's first attempt.
 */
export async function askOnce({ url, message, requiredMarker, fallbackMarker, agent, startedAtMs = performance.now() }: {
  url: string;
  message: string;
  requiredMarker?: string;
  fallbackMarker?: string;
  agent: Agent;
  startedAtMs?: number;
}): Promise<StreamSample> {
  let firstByteMs = Number.NaN;
  let firstTextMs = Number.NaN;
  let status: number | null = null;
  let code: string | null = null;
  let mode: string | null = null;
  let retryAfterSeconds: number | null = null;
  const seen = { sawText: false, sawFinish: false, sawError: false, sawRequired: requiredMarker === undefined, sawFallback: false };
  const tailLength = Math.max(TEXT_DELTA.length, requiredMarker?.length ?? 0, fallbackMarker?.length ?? 0, 64);
  const body = JSON.stringify({ message, locale: 'en' });
  const sample = (cause: string | undefined): StreamSample => streamSample({ cause, startedAtMs, firstByteMs, firstTextMs, status, code, mode, retryAfterSeconds });
  return new Promise((resolve) => {
    const outgoing = request(url, {
      method: 'POST',
      agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    outgoing.on('error', (error) => resolve(sample(thrownCause({ error }))));
    outgoing.on('response', (response) => {
      firstByteMs = performance.now() - startedAtMs;
      status = response.statusCode ?? null;
      response.setEncoding('utf8');
      if (response.statusCode !== 200) {
        const retryAfter = Number(response.headers['retry-after']);
        retryAfterSeconds = Number.isFinite(retryAfter) && response.headers['retry-after'] !== undefined ? retryAfter : null;
        let text = '';
        response.on('data', (chunk: string) => {
          if (text.length < 4096) text += chunk;
        });
        response.on('end', () => {
          code = errorCode({ text });
          resolve(sample(`status ${response.statusCode}${code ? ` ${code}` : ''}`));
        });
        response.on('error', (error) => resolve(sample(thrownCause({ error }))));
        return;
      }
      let tail = '';
      response.on('data', (chunk: string) => {
        const window = tail + chunk;
        if (!seen.sawText && window.includes(TEXT_DELTA)) {
          seen.sawText = true;
          firstTextMs = performance.now() - startedAtMs;
        }
        seen.sawFinish ||= window.includes(FINISH);
        seen.sawError ||= window.includes(ERROR_PART);
        seen.sawRequired ||= window.includes(requiredMarker!);
        if (fallbackMarker !== undefined) seen.sawFallback ||= window.includes(fallbackMarker);
        // Mode parts come first (and again when a fallback replaces the model): only windows that hold one are scanned.
        if (window.includes('data-mode')) for (const match of window.matchAll(MODE_PART)) mode = match[1]!;
        tail = window.slice(-tailLength);
      });
      response.on('end', () => resolve(sample(streamFailure(seen))));
      response.on('error', (error) => resolve(sample(thrownCause({ error }))));
    });
    outgoing.end(body);
  });
}

/** The `error.code` of a JSON refusal, or null. */
export function errorCode({ text }: { text: string }): string | null {
  try {
    const code = (JSON.parse(text) as { error?: { code?: unknown } }).error?.code;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}

/** One visitor's question as the page asks it: a busy refusal is asked again once, after the wait it named. */
export async function askLikeThePage(options: Parameters<typeof askOnce>[0]): Promise<StreamSample> {
  const startedAtMs = performance.now();
  const first = await askOnce({ ...options, startedAtMs });
  if (first.code !== 'busy') return first;
  await new Promise((resolve) => setTimeout(resolve, (first.retryAfterSeconds ?? 1) * 1000));
  return { ...(await askOnce({ ...options, startedAtMs })), retried: true };
}

/**
 * Keep-alive agents bound to distinct loopback addresses (Linux routes all of 127/8 to the loopback
 * device): many visitors, as on a real site, rather than one client the per-client rate limit would
 * throttle and whose admission rows would pile up under one key.
 */
export function visitorAgents({ count }: { count: number }): Agent[] {
  return visitorAddresses({ count }).map((localAddress) => new Agent({ keepAlive: true, localAddress }));
}

/** The distinct loopback source addresses of `count` visitors. */
export function visitorAddresses({ count }: { count: number }): string[] {
  return Array.from({ length: count }, (_, index) => `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`);
}

/**
 * Runs `total` questions against `url` with `concurrency` in flight, cycling through `questions`; with
 * `requiredMarker`, a stream without it counts as failed. With `likeThePage`, a busy refusal is asked again once
 * after its Retry-After (the visitor's times count from the first attempt); without it every request is one attempt.
 */
export async function runLoad({ url, total, concurrency, questions, requiredMarker, fallbackMarker, agents, likeThePage = false }: {
  url: string;
  total: number;
  concurrency: number;
  questions: readonly string[];
  requiredMarker?: string;
  /** A stream with it was answered by the fallback, not the route under test: it counts as failed. */
  fallbackMarker?: string;
  /** Worker i sends as visitor `agents[i % agents.length]`. */
  agents: readonly Agent[];
  likeThePage?: boolean;
}): Promise<LoadRun> {
  const samples: StreamSample[] = [];
  let next = 0;
  const started = performance.now();
  const ask = likeThePage ? askLikeThePage : askOnce;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, total) }, async (_, worker) => {
      const agent = agents[worker % agents.length]!;
      while (next < total) {
        const index = next++;
        samples.push(await ask({ url, message: questions[index % questions.length]!, agent, ...(requiredMarker ? { requiredMarker } : {}), ...(fallbackMarker ? { fallbackMarker } : {}) }));
      }
    }),
  );
  return { samples, seconds: (performance.now() - started) / 1000 };
}

/** Questions from `concurrency` visitors, each asking again as soon as answered, until `durationMs` is over (a steady load). */
export async function runFor({ url, durationMs, concurrency, questions, agents }: {
  url: string;
  durationMs: number;
  concurrency: number;
  questions: readonly string[];
  agents: readonly Agent[];
}): Promise<LoadRun> {
  const samples: StreamSample[] = [];
  const started = performance.now();
  let asked = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      const agent = agents[worker % agents.length]!;
      while (performance.now() - started < durationMs) samples.push(await askOnce({ url, message: questions[asked++ % questions.length]!, agent }));
    }),
  );
  return { samples, seconds: (performance.now() - started) / 1000 };
}
