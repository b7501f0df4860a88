/** A refusal of `POST /api/chat` before streaming (contracts §1): the status, the code and the wait it asked for. */
export class ChatRequestError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly retryAfterSeconds: number | null;
  /** When the refusal arrived (epoch ms): the wait it asked for counts from then. */
  readonly receivedAtMs: number;

  constructor({ status, code, message, retryAfterSeconds, receivedAtMs }: { status: number; code: string | null; message: string; retryAfterSeconds: number | null; receivedAtMs: number }) {
    super(message);
    this.name = 'ChatRequestError';
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
    this.receivedAtMs = receivedAtMs;
  }
}

/** Seconds to wait from a `Retry-After` header: delta-seconds or an HTTP date (relative to `now`); null when absent or unreadable. */
export function parseRetryAfter({ value, now }: { value: string | null; now: Date }): number | null {
  if (value === null || value.trim() === '') return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now.getTime()) / 1000));
}

function envelope(body: string): { code: string | null; message: string } {
  try {
    const parsed = JSON.parse(body) as { error?: { code?: unknown; message?: unknown } } | null;
    const code = parsed?.error?.code;
    const message = parsed?.error?.message;
    return { code: typeof code === 'string' ? code : null, message: typeof message === 'string' ? message.trim() : '' };
  } catch {
    // An HTML error page from a proxy is not for visitors: only the status is used.
    return { code: null, message: '' };
  }
}

/** Reads a non-2xx chat response into a typed error; the body is only trusted as the JSON envelope. */
export async function readChatRequestError({ response, now }: { response: Response; now: Date }): Promise<ChatRequestError> {
  const { code, message } = envelope(await response.text().catch(() => ''));
  return new ChatRequestError({
    status: response.status,
    code,
    message,
    retryAfterSeconds: parseRetryAfter({ value: response.headers.get('retry-after'), now }),
    receivedAtMs: now.getTime(),
  });
}
