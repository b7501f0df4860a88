import { APICallError } from 'ai';

function envelopeMessage(responseBody: string | undefined): string | null {
  if (!responseBody) return null;
  try {
    const parsed: unknown = JSON.parse(responseBody);
    const message = (parsed as { error?: { message?: unknown } } | null)?.error?.message;
    return typeof message === 'string' && message.trim() !== '' ? message : null;
  } catch {
    return null;
  }
}

/** The text to show for a failed chat request: the server's localized message when it sent one, else the fallback. */
export function readErrorMessage({ error, fallback }: { error: Error; fallback: string }): string {
  // Error responses carry the JSON envelope of contracts §1; any other body (an HTML error page) is not for visitors.
  if (APICallError.isInstance(error)) return envelopeMessage(error.responseBody) ?? fallback;
  // Stream error parts arrive as plain Errors whose text the server already localized; network failures do not.
  if (error.constructor === Error && error.message.trim() !== '') return error.message;
  return fallback;
}
