/** Set by server.mjs from the socket peer after deleting any incoming copy; the default identity source. */
const PEER_ADDRESS_HEADER = 'x-chat-peer-address';

/** Shared by every request without a known address (e.g. `next dev`), so they share one allowance. */
const UNKNOWN_CLIENT_ADDRESS = 'unknown';

/**
 * The client address admission counts against. Only the one header a trusted edge sets counts
 * (`CHAT_CLIENT_IP_HEADER`, first value); otherwise the socket peer as server.mjs saw it. X-Forwarded-For and
 * X-Real-IP are visitor-controlled and ignored unless named as the trusted header.
 */
export function resolveClientAddress({ headers, trustedHeader }: { headers: Headers; trustedHeader?: string }): string {
  const trusted = trustedHeader ? firstValue(headers.get(trustedHeader)) : null;
  return trusted ?? firstValue(headers.get(PEER_ADDRESS_HEADER)) ?? UNKNOWN_CLIENT_ADDRESS;
}

function firstValue(value: string | null): string | null {
  const first = value?.split(',')[0]?.trim();
  return first ? first : null;
}
