import { APICallError } from 'ai';
import { describe, expect, it } from 'vitest';
import { readErrorMessage } from '@/components/chat/read-error-message';

const fallback = 'Please try again.';

function httpError(responseBody: string): APICallError {
  return new APICallError({ message: responseBody, url: '/api/chat', requestBodyValues: undefined, statusCode: 429, responseBody });
}

describe('readErrorMessage', () => {
  it('shows the localized message of the JSON error envelope', () => {
    const error = httpError(JSON.stringify({ error: { code: 'rate_limited', message: 'Demasiadas preguntas.' } }));
    expect(readErrorMessage({ error, fallback })).toBe('Demasiadas preguntas.');
  });

  it('never shows a non-JSON error body', () => {
    expect(readErrorMessage({ error: httpError('<html>Internal Server Error</html>'), fallback })).toBe(fallback);
    expect(readErrorMessage({ error: httpError(JSON.stringify({ detail: 'stack' })), fallback })).toBe(fallback);
    expect(readErrorMessage({ error: httpError(''), fallback })).toBe(fallback);
  });

  it('shows the text of a stream error part', () => {
    expect(readErrorMessage({ error: new Error('La respuesta tardó demasiado.'), fallback })).toBe('La respuesta tardó demasiado.');
  });

  it('hides network failures behind the fallback', () => {
    expect(readErrorMessage({ error: new TypeError('Failed to fetch'), fallback })).toBe(fallback);
    expect(readErrorMessage({ error: new Error('  '), fallback })).toBe(fallback);
  });
});
