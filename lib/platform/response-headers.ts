/**
 * The security headers of every response (contracts §9), loaded by `proxy.ts` on each request: this entry point
 * imports only the configuration, never the composition root or the stores.
 */
import type { ServerConfig } from '@/lib/config';

/** One year: browsers then keep to https for this site even when a link says http. */
const HSTS_MAX_AGE_SECONDS = 31_536_000;

/**
 * What the pages need and nothing more. Scripts and styles: the site's own files plus Next's inline bootstrap
 * and style attributes ('unsafe-inline'): the pages are prerendered once for every visitor, so they cannot carry a
 * per-request nonce. `next dev` also evaluates code for its error overlay. Images may be data: or blob: URLs (icons,
 * the CV preview), fonts are self-hosted. `frame-ancestors`: only this site, and the embedding origins (§10).
 */
export function contentSecurityPolicy({ embedOrigins, development }: { embedOrigins: readonly string[]; development: boolean }): string {
  const ancestors = ["'self'", ...embedOrigins.map((origin) => new URL(origin).origin)];
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${development ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${[...new Set(ancestors)].join(' ')}`,
  ].join('; ');
}

/**
 * Whether the request arrived over https. The product's own servers speak plain HTTP, so only the trusted proxy's
 * `X-Forwarded-Proto` can say so; with CHAT_TRUSTED_PROXY=none it never did, whatever a visitor writes.
 */
export function arrivedOverHttps({ headers, trustedProxy }: { headers: Headers; trustedProxy: string }): boolean {
  if (trustedProxy === 'none') return false;
  const values = (headers.get('x-forwarded-proto') ?? '').split(',').map((value) => value.trim().toLowerCase()).filter(Boolean);
  const hops = /^forwarded-for:(\d)$/.exec(trustedProxy);
  // Appending proxies: the value the outermost trusted one wrote, as for the address.
  const value = hops ? values[values.length - Number(hops[1])] : values[0];
  return value === 'https';
}

/** The headers `proxy.ts` adds to every page, file and API response. */
export function securityHeaders({ config, headers, development }: {
  config: Pick<ServerConfig, 'CHAT_EMBED_ORIGINS' | 'CHAT_TRUSTED_PROXY'>;
  headers: Headers;
  development: boolean;
}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy({ embedOrigins: config.CHAT_EMBED_ORIGINS, development }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(arrivedOverHttps({ headers, trustedProxy: config.CHAT_TRUSTED_PROXY }) ? { 'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}` } : {}),
  };
}
