import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const EMBED_TEST_PORT = 3190 + offset;

/**
 * The origin the e2e servers list in CHAT_EMBED_ORIGINS: a page served from it may frame the chat. The tests
 * serve that page themselves from a real loopback server (`serveHostPage`): Chromium refuses a page it cannot
 * place on this machine (a routed one) any frame of a local server, which would hide the policy under test.
 */
export const EMBED_TEST_ORIGIN = `http://127.0.0.1:${EMBED_TEST_PORT}`;

/** A second allowed origin: the owner's other site of e2e/embed.spec.ts, on its own port so both specs can run at once. */
export const EMBED_SITE_PORT = 3191 + offset;
export const EMBED_SITE_ORIGIN = `http://127.0.0.1:${EMBED_SITE_PORT}`;

/** Serves `html` at `/` from loopback: on EMBED_TEST_ORIGIN's port when `embedding`, else on a free port. */
export async function serveHostPage({ html, embedding }: { html: string; embedding: boolean }): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((resolve) => server.listen(embedding ? EMBED_TEST_PORT : 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
