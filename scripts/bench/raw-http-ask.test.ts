import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { askRaw, createChunkedDecoder, parseHead, runRawLoad, type RawVisitor } from '@/scripts/bench/raw-http-ask';

describe('raw HTTP head and chunked body', () => {
  it('reads the status and the headers the client needs, whatever their case', () => {
    expect(parseHead({ head: 'HTTP/1.1 503 Service Unavailable\r\nContent-Length: 42\r\nretry-after: 3\r\nConnection: close' })).toEqual({
      status: 503,
      contentLength: 42,
      chunked: false,
      close: true,
      retryAfterSeconds: 3,
    });
    expect(parseHead({ head: 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked' })).toMatchObject({ status: 200, contentLength: null, chunked: true, close: false, retryAfterSeconds: null });
  });

  it('decodes chunks split anywhere by the network, and knows the last one', () => {
    const wire = Buffer.from('5\r\nhello\r\nb\r\n, the world\r\n0\r\n\r\n');
    for (let cut = 1; cut < wire.length; cut += 1) {
      const decoder = createChunkedDecoder();
      const decoded = Buffer.concat([decoder.push(wire.subarray(0, cut)), decoder.push(wire.subarray(cut))]).toString();
      expect(decoded).toBe('hello, the world');
      expect(decoder.done()).toBe(true);
    }
    const partial = createChunkedDecoder();
    partial.push(Buffer.from('5\r\nhel'));
    expect(partial.done()).toBe(false);
  });
});

describe('askRaw against a real server', () => {
  let server: Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    server?.close();
  });
  const listen = async (handler: Parameters<typeof createServer>[1]) => {
    server = createServer(handler);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return (server.address() as AddressInfo).port;
  };

  it('times a streamed answer to its first text and counts it answered once it finished, on one kept connection', async () => {
    let connections = 0;
    const port = await listen((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('data: {"type":"start"}\n\n');
      setTimeout(() => {
        response.write('data: {"type":"text-delta","id":"t","delta":"Hello"}\n\n');
        response.end('data: {"type":"finish"}\n\ndata: [DONE]\n\n');
      }, 30);
    });
    server!.on('connection', () => (connections += 1));
    const visitor: RawVisitor = { host: '127.0.0.1', port, localAddress: '127.0.0.1', socket: null };
    const first = await askRaw({ visitor, path: '/api/chat', message: 'Where do you work now?' });
    const second = await askRaw({ visitor, path: '/api/chat', message: 'And before?' });
    expect(first).toMatchObject({ ok: true, status: 200 });
    expect(first.firstTextMs).toBeGreaterThanOrEqual(first.firstByteMs);
    expect(first.firstTextMs).toBeGreaterThan(20);
    expect(second.ok).toBe(true);
    expect(connections).toBe(1);
    visitor.socket?.destroy();
  });

  it('reads a refusal’s code and wait, and opens a new connection after the server closed the last one', async () => {
    let connections = 0;
    const port = await listen((_request, response) => {
      response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '4', connection: 'close' });
      response.end(JSON.stringify({ error: { type: 'SYSTEM', code: 'busy', message: 'Busy.' } }));
    });
    server!.on('connection', () => (connections += 1));
    const run = await runRawLoad({ url: `http://127.0.0.1:${port}/api/chat`, total: 6, concurrency: 2, questions: ['Hi?'], addresses: ['127.0.0.1'] });
    expect(run.samples).toHaveLength(6);
    expect(run.samples.every((sample) => !sample.ok && sample.code === 'busy' && sample.status === 503 && sample.retryAfterSeconds === 4 && sample.cause === 'status 503 busy')).toBe(true);
    expect(connections).toBe(6);
  });

  it('names a stream that ended without its finish part', async () => {
    const port = await listen((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.end('data: {"type":"text-delta","id":"t","delta":"Hel"}\n\n');
    });
    const visitor: RawVisitor = { host: '127.0.0.1', port, localAddress: '127.0.0.1', socket: null };
    expect(await askRaw({ visitor, path: '/api/chat', message: 'Hi?' })).toMatchObject({ ok: false, cause: 'no finish part' });
    visitor.socket?.destroy();
  });

  it('counts a stream with an error part as failed, as the page’s client would show it', async () => {
    const port = await listen((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.end('data: {"type":"text-delta","id":"t","delta":"Hel"}\n\ndata: {"type":"error","errorText":"Cut."}\n\ndata: {"type":"finish"}\n\n');
    });
    const visitor: RawVisitor = { host: '127.0.0.1', port, localAddress: '127.0.0.1', socket: null };
    expect(await askRaw({ visitor, path: '/api/chat', message: 'Hi?' })).toMatchObject({ ok: false, cause: 'error part' });
    visitor.socket?.destroy();
  });
});
