import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What the store keeps instead of secrets. The idempotency key is stored only as a keyed hash; the visitor's
 * token is derived from the key with the server secret (so a replay can return the same token) and stored
 * only as its SHA-256 hash. 256-bit HMAC output: the token carries far more than the 128 bits the contract asks.
 */
export function requestSecrets({ secret }: { secret: string }) {
  const mac = (label: string, value: string) => createHmac('sha256', secret).update(`${label}|${value}`);
  return {
    keyHash: (key: string) => mac('visitor-request-idempotency', key).digest('hex'),
    tokenFor: (key: string) => mac('visitor-request-token', key).digest('base64url'),
  };
}

/** The stored form of a token. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares a presented token with a stored hash in constant time. */
export function tokenMatches({ token, storedHash }: { token: string; storedHash: string }): boolean {
  const presented = Buffer.from(tokenHash(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

/** JSON with object keys sorted at every level, so the same arguments give the same text in any key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The fingerprint of one call: the operation (with its reference) and the canonical arguments. A body that is not
 * JSON is fingerprinted as sent, so a repeat of it still matches and a changed one still conflicts.
 */
export function callFingerprint({ operation, bodyText }: { operation: string; bodyText: string }): string {
  let canonical: string;
  try {
    canonical = canonicalJson(JSON.parse(bodyText));
  } catch {
    canonical = bodyText;
  }
  return createHash('sha256').update(`${operation}\n${canonical}`).digest('hex');
}

/** Unambiguous characters (no 0/O, 1/I) for references a visitor may read aloud or type. */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const REFERENCE_LENGTH = 6;

/** A short public reference such as `R-7K2Q9D` (32^6, about a billion; the store refuses a reference in use). */
export function newReference({ randomBytes }: { randomBytes: (size: number) => Uint8Array }): string {
  const bytes = randomBytes(REFERENCE_LENGTH);
  return `R-${Array.from(bytes, (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join('')}`;
}

export const REFERENCE_PATTERN = /^R-[2-9A-HJ-NP-Z]{6}$/;
