import { describe, expect, it } from 'vitest';
import { readBodyWithLimit } from '@/lib/platform/read-body';

function streamingRequest(chunks: string[], headers: Record<string, string> = {}): Request {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Request('http://localhost/api/chat', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
}

describe('readBodyWithLimit', () => {
  it('returns the text of a body within the limit', async () => {
    expect(await readBodyWithLimit({ request: streamingRequest(['{"a":', '1}']), maxBytes: 100 })).toBe('{"a":1}');
  });

  it('counts bytes, not characters', async () => {
    // "é" is two bytes in UTF-8: 6 characters, 12 bytes.
    expect(await readBodyWithLimit({ request: streamingRequest(['éééééé']), maxBytes: 11 })).toBeNull();
    expect(await readBodyWithLimit({ request: streamingRequest(['éééééé']), maxBytes: 12 })).toBe('éééééé');
  });

  it('stops reading once the limit is passed, whatever Content-Length claims', async () => {
    const request = streamingRequest(['x'.repeat(60), 'x'.repeat(60)], { 'content-length': '10' });
    expect(await readBodyWithLimit({ request, maxBytes: 100 })).toBeNull();
  });

  it('rejects early when Content-Length already exceeds the limit', async () => {
    expect(await readBodyWithLimit({ request: streamingRequest(['{}'], { 'content-length': '5000' }), maxBytes: 100 })).toBeNull();
  });

  it('reads an empty body as an empty string', async () => {
    expect(await readBodyWithLimit({ request: new Request('http://localhost/', { method: 'POST' }), maxBytes: 10 })).toBe('');
  });
});
