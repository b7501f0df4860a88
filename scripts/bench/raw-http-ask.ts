/**
 * The cold burst's client: one question over a raw TCP connection, parsed just enough to time it. Node's own HTTP
 * client costs about half a millisecond per request, so at hundreds in flight it, not the server, set the times a
 * burst measured (a trivial server that refuses everything measured p99 270–410 ms with it at 300 concurrent).
 * This one writes the request in one piece, reads the status line, the few headers it needs and the body
 * (Content-Length or chunked), and looks for the stream's markers in the body as it comes.
 */
import { connect, type Socket } from 'node:net';
import { CLIENT_TIMEOUT_MS, ERROR_PART, errorCode, FINISH, streamFailure, streamSample, TEXT_DELTA, thrownCause, type LoadRun, type StreamSample } from '@/scripts/bench/stream-load';

const TEXT_DELTA_BYTES = Buffer.from(TEXT_DELTA);
const FINISH_BYTES = Buffer.from(FINISH);
const ERROR_PART_BYTES = Buffer.from(ERROR_PART);
const HEADER_END = Buffer.from('\r\n\r\n');
const CRLF = Buffer.from('\r\n');

/** One visitor's connection, kept open between questions unless the server closes it. */
export interface RawVisitor {
  host: string;
  port: number;
  localAddress: string;
  socket: Socket | null;
}

export interface RawHead {
  status: number;
  contentLength: number | null;
  chunked: boolean;
  close: boolean;
  retryAfterSeconds: number | null;
}

/** The status line and the headers the client needs, from a response head (up to its blank line). */
export function parseHead({ head }: { head: string }): RawHead {
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = new Map(lines.map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  const contentLength = headers.get('content-length');
  const retryAfter = headers.get('retry-after');
  return {
    status: Number(statusLine.split(' ')[1]),
    contentLength: contentLength === undefined ? null : Number(contentLength),
    chunked: headers.get('transfer-encoding')?.toLowerCase() === 'chunked',
    close: headers.get('connection')?.toLowerCase() === 'close',
    retryAfterSeconds: retryAfter === undefined ? null : Number(retryAfter),
  };
}

/**
 * The body of a chunked response, decoded as it arrives: `push` takes what the network gave and returns the
 * decoded bytes it completed, and `done` says when the last chunk was read.
 */
export function createChunkedDecoder(): { push: (bytes: Buffer) => Buffer; done: () => boolean } {
  let pending: Buffer = Buffer.alloc(0);
  let remaining = -1;
  let finished = false;
  return {
    push(bytes) {
      pending = pending.length === 0 ? bytes : Buffer.concat([pending, bytes]);
      const out: Buffer[] = [];
      for (;;) {
        if (remaining === -1) {
          const lineEnd = pending.indexOf(CRLF);
          if (lineEnd === -1) break;
          remaining = Number.parseInt(pending.subarray(0, lineEnd).toString('latin1'), 16);
          pending = pending.subarray(lineEnd + 2);
          if (remaining === 0) {
            finished = true;
            break;
          }
        }
        // The chunk's data, then its CRLF.
        if (pending.length < remaining + 2) break;
        out.push(pending.subarray(0, remaining));
        pending = pending.subarray(remaining + 2);
        remaining = -1;
      }
      return out.length === 1 ? out[0]! : Buffer.concat(out);
    },
    done: () => finished,
  };
}

/** Sends one question as `visitor` and reads its response to the end. Times are from `startedAtMs`. */
export function askRaw({ visitor, path, message, startedAtMs = performance.now() }: { visitor: RawVisitor; path: string; message: string; startedAtMs?: number }): Promise<StreamSample> {
  const body = Buffer.from(JSON.stringify({ message, locale: 'en' }));
  const request = Buffer.concat([
    Buffer.from(`POST ${path} HTTP/1.1\r\nHost: ${visitor.host}:${visitor.port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`),
    body,
  ]);
  return new Promise((resolve) => {
    let firstByteMs = Number.NaN;
    let firstTextMs = Number.NaN;
    let head: RawHead | null = null;
    let headBytes: Buffer = Buffer.alloc(0);
    const bodyBytes: Buffer[] = [];
    let bodyLength = 0;
    let tail: Buffer = Buffer.alloc(0);
    const seen = { sawText: false, sawFinish: false, sawError: false, sawRequired: true, sawFallback: false };
    const decoder = createChunkedDecoder();
    const socket = visitor.socket ?? connect({ host: visitor.host, port: visitor.port, localAddress: visitor.localAddress });
    visitor.socket = socket;
    const timer = setTimeout(() => end({ cause: 'client timeout', dropSocket: true }), CLIENT_TIMEOUT_MS);
    const end = ({ cause, code = null, dropSocket }: { cause: string | undefined; code?: string | null; dropSocket: boolean }) => {
      clearTimeout(timer);
      socket.off('data', onData);
      socket.off('error', onError);
      socket.off('close', onClose);
      if (dropSocket) {
        socket.destroy();
        visitor.socket = null;
      }
      resolve(streamSample({ cause, startedAtMs, firstByteMs, firstTextMs, status: head?.status ?? null, code, mode: null, retryAfterSeconds: head?.retryAfterSeconds ?? null }));
    };
    const scan = (bytes: Buffer) => {
      const window = tail.length === 0 ? bytes : Buffer.concat([tail, bytes]);
      if (!seen.sawText && window.includes(TEXT_DELTA_BYTES)) {
        seen.sawText = true;
        firstTextMs = performance.now() - startedAtMs;
      }
      seen.sawFinish ||= window.includes(FINISH_BYTES);
      seen.sawError ||= window.includes(ERROR_PART_BYTES);
      tail = window.subarray(Math.max(0, window.length - 64));
    };
    const complete = () => {
      const dropSocket = head!.close;
      if (head!.status !== 200) {
        const code = errorCode({ text: Buffer.concat(bodyBytes).toString('utf8') });
        end({ cause: `status ${head!.status}${code ? ` ${code}` : ''}`, code, dropSocket });
        return;
      }
      end({ cause: streamFailure(seen), dropSocket });
    };
    const onBody = (bytes: Buffer) => {
      if (head!.chunked) {
        const decoded = decoder.push(bytes);
        if (head!.status === 200) scan(decoded);
        else bodyBytes.push(decoded);
        if (decoder.done()) complete();
        return;
      }
      bodyBytes.push(bytes);
      bodyLength += bytes.length;
      if (head!.status === 200) scan(bytes);
      if (bodyLength >= (head!.contentLength ?? 0)) complete();
    };
    const onData = (bytes: Buffer) => {
      if (head) {
        onBody(bytes);
        return;
      }
      if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - startedAtMs;
      headBytes = headBytes.length === 0 ? bytes : Buffer.concat([headBytes, bytes]);
      const headEnd = headBytes.indexOf(HEADER_END);
      if (headEnd === -1) return;
      head = parseHead({ head: headBytes.subarray(0, headEnd).toString('latin1') });
      onBody(headBytes.subarray(headEnd + 4));
    };
    const onError = (error: Error) => end({ cause: thrownCause({ error }), dropSocket: true });
    // The server closed the connection before the response ended (or, on a kept one, before it read the question).
    const onClose = () => end({ cause: head ? 'socket closed mid-response' : 'socket closed', dropSocket: true });
    socket.on('data', onData);
    socket.on('error', onError);
    socket.on('close', onClose);
    socket.write(request);
  });
}

/**
 * `total` questions to `url` with `concurrency` in flight, each worker on a connection of its own (kept while the
 * server keeps it), worker i as visitor `addresses[i % addresses.length]`; nothing is retried.
 */
export async function runRawLoad({ url, total, concurrency, questions, addresses }: {
  url: string;
  total: number;
  concurrency: number;
  questions: readonly string[];
  addresses: readonly string[];
}): Promise<LoadRun> {
  const { hostname, port, pathname } = new URL(url);
  const samples: StreamSample[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, total) }, async (_, worker) => {
      const visitor: RawVisitor = { host: hostname, port: Number(port), localAddress: addresses[worker % addresses.length]!, socket: null };
      while (next < total) {
        const index = next++;
        samples.push(await askRaw({ visitor, path: pathname, message: questions[index % questions.length]! }));
      }
      visitor.socket?.destroy();
    }),
  );
  return { samples, seconds: (performance.now() - started) / 1000 };
}
