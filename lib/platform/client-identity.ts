import { createHmac } from 'node:crypto';

/**
 * The stored identity of a client: HMAC-SHA256 keyed with the store's secret over `day|address`, hex.
 * It changes every UTC day, so identities of different days cannot be linked, and the raw address never
 * leaves memory.
 */
export function clientIdentity({ address, day, secret }: { address: string; day: string; secret: string }): string {
  return createHmac('sha256', secret).update(`${day}|${address}`).digest('hex');
}
