import { request as httpRequest } from 'node:http';

/** One answer as a visitor's client received it, with when its first text arrived. */
export interface VisitorResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** Milliseconds from sending to the first text-delta event (null when none came). */
  firstTextMs: number | null;
  /** Milliseconds from sending to the end of the body. */
  totalMs: number;
}

/**
 * Sends a request from the loopback address `visitor` (Linux routes all of 127.0.0.0/8 to this machine), so a
 * proxy or server.mjs sees a distinct socket peer per simulated visitor, as real visitors are. The body is read as
 * it streams; the time of the first answer text is kept.
 */
export function visitorRequest({ url, visitor, method = 'GET', headers = {}, body }: {
  url: string;
  visitor: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}): Promise<VisitorResponse> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const outgoing = httpRequest(url, { method, headers, localAddress: visitor, agent: false }, (response) => {
      let text = '';
      let firstTextMs: number | null = null;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        if (firstTextMs === null && text.includes('"type":"text-delta"')) firstTextMs = performance.now() - started;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text, firstTextMs, totalMs: performance.now() - started }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** A chat question as the page sends it, from `visitor`, with any extra (forged) headers. */
export function askAsVisitor({ baseURL, visitor, message = 'Where do you work now?', headers = {} }: {
  baseURL: string;
  visitor: string;
  message?: string;
  headers?: Record<string, string>;
}): Promise<VisitorResponse> {
  return visitorRequest({
    url: `${baseURL}/api/chat`,
    visitor,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ message, locale: 'en' }),
  });
}

/** The `error.code` of a JSON refusal, or null for an answer stream. */
export function errorCode(response: VisitorResponse): string | null {
  if (!String(response.headers['content-type']).includes('application/json')) return null;
  return (JSON.parse(response.body) as { error?: { code?: string } }).error?.code ?? null;
}

/** The answer text of a UI message stream body: its text deltas joined. */
export function streamedText(response: VisitorResponse): string {
  return response.body
    .split('\n')
    .filter((line) => line.startsWith('data: {'))
    .map((line) => JSON.parse(line.slice('data: '.length)) as { type: string; delta?: string })
    .filter((part) => part.type === 'text-delta')
    .map((part) => part.delta ?? '')
    .join('');
}
