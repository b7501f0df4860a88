import { createHash, timingSafeEqual } from 'node:crypto';
import type { ServerConfig } from '@/lib/config';
import { normalizeClientAddress } from '@/lib/platform/normalize-client-address';

/**
 * Set by server.mjs from the socket peer, after deleting any copy the visitor sent, together with the proof
 * below. Under `next start` (no server.mjs) a visitor's copy would reach the handler unchanged: the proof, a
 * random value of this process that never leaves it, is what makes the header count.
 */
export const PEER_ADDRESS_HEADER = 'x-chat-peer-address';
export const PEER_PROOF_HEADER = 'x-chat-peer-proof';
/** Where server.mjs leaves the proof for the handlers of the same process (never in the environment, never logged). */
export const PEER_PROOF_KEY = Symbol.for('portfolio-chat.peer-proof');

/** Every request without a trusted address counts as this one shared client. */
export const UNKNOWN_CLIENT_ADDRESS = 'unknown';

/** A longer CHAT_CLIENT_IP_HEADER value is cut: it only feeds the identity HMAC. */
const MAX_CLIENT_VALUE_CHARS = 200;

/** The header each edge preset overwrites with the address it saw. */
const PRESET_HEADERS: Record<string, string> = {
  vercel: 'x-real-ip',
  cloudflare: 'cf-connecting-ip',
  fly: 'fly-client-ip',
  'x-real-ip': 'x-real-ip',
};

export type ClientAddressResolution = {
  /** The normalized address (IPv6 per /64), or `unknown`. */
  address: string;
  /** Why the request has no trusted address: one operator-facing sentence, never the visitor's headers. */
  unknownBecause?: string;
  /** Forwarding headers arrived while CHAT_TRUSTED_PROXY=none: a proxy may be in front that the setting ignores. */
  forwardedWhileNone: boolean;
};

type IdentityConfig = Pick<ServerConfig, 'CHAT_CLIENT_IP_HEADER' | 'CHAT_TRUSTED_PROXY'>;

/**
 * The address admission counts a request against (contracts §9). Only configuration decides who may tell it:
 * `CHAT_CLIENT_IP_HEADER` (first value, as before), else the `CHAT_TRUSTED_PROXY` preset's header or the N-th
 * X-Forwarded-For value from the right, else (`none`) the socket peer that server.mjs proved. No header a
 * visitor can set decides it; without a trusted source the request is the shared `unknown` client.
 */
export function resolveClientAddress({ headers, config, peerProof }: { headers: Headers; config: IdentityConfig; peerProof: string | null }): ClientAddressResolution {
  const peer = provenPeer({ headers, peerProof });
  const forwardedWhileNone = config.CHAT_TRUSTED_PROXY === 'none' && carriesForwarding({ headers, peer: headers.get(PEER_ADDRESS_HEADER) });
  const known = (address: string) => ({ address, forwardedWhileNone });
  const unknown = (unknownBecause: string) => ({ address: UNKNOWN_CLIENT_ADDRESS, unknownBecause, forwardedWhileNone });

  if (config.CHAT_CLIENT_IP_HEADER) {
    // As before this setting existed: the first value counts even when it is no address (an edge's client id).
    const value = firstValue(headers.get(config.CHAT_CLIENT_IP_HEADER)).slice(0, MAX_CLIENT_VALUE_CHARS);
    if (value) return known(normalizeClientAddress(value) ?? value);
  }
  const setting = config.CHAT_TRUSTED_PROXY;
  if (setting === 'none') {
    if (peer) return known(peer);
    return unknown('CHAT_TRUSTED_PROXY=none and the request did not come through server.mjs (`npm start`), so nothing trusted tells the visitor\'s address');
  }
  const hops = /^forwarded-for:(\d)$/.exec(setting);
  if (hops) {
    const count = Number(hops[1]);
    const values = (headers.get('x-forwarded-for') ?? '').split(',').map((value) => value.trim()).filter(Boolean);
    const address = normalizeClientAddress(values[values.length - count] ?? '');
    if (address) return known(address);
    return unknown(`CHAT_TRUSTED_PROXY=${setting} but X-Forwarded-For carried fewer than ${count} valid addresses`);
  }
  const header = PRESET_HEADERS[setting] ?? setting;
  const address = normalizeClientAddress(firstValue(headers.get(header)));
  if (address) return known(address);
  return unknown(`CHAT_TRUSTED_PROXY=${setting} but the request carried no valid ${header} header`);
}

function provenPeer({ headers, peerProof }: { headers: Headers; peerProof: string | null }): string | null {
  const proof = headers.get(PEER_PROOF_HEADER);
  if (!peerProof || !proof || !sameSecret(proof, peerProof)) return null;
  return normalizeClientAddress(headers.get(PEER_ADDRESS_HEADER) ?? '');
}

/** Constant-time comparison of two strings of any length (their digests have the same length). */
function sameSecret(left: string, right: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(left), digest(right));
}

/** X-Real-IP or Forwarded, or an X-Forwarded-For other than the one Next adds itself (the peer, when none came). */
function carriesForwarding({ headers, peer }: { headers: Headers; peer: string | null }): boolean {
  if (headers.has('x-real-ip') || headers.has('forwarded')) return true;
  const forwardedFor = headers.get('x-forwarded-for')?.trim();
  return Boolean(forwardedFor) && forwardedFor !== peer;
}

function firstValue(value: string | null): string {
  return value?.split(',')[0]?.trim() ?? '';
}
