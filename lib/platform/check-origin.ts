import type { ServerConfig } from '@/lib/config';
import type { ApiRejection } from '@/lib/platform/api-error';

/**
 * The origins accepted besides the request's own `Host` (contracts §9): the site's public origin, read at run
 * time (behind a proxy that rewrites `Host` it is what the browser sends), and `CHAT_ALLOWED_ORIGINS`.
 */
export function allowedOriginsOf({ config }: { config: Pick<ServerConfig, 'SITE_URL' | 'CHAT_ALLOWED_ORIGINS'> }): string[] {
  return [...(config.SITE_URL ? [config.SITE_URL] : []), ...config.CHAT_ALLOWED_ORIGINS];
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Rejects a browser request whose `Origin` is not this site: its host must be the `Host` the request was
 * sent to (a cross-site page cannot forge either), or one of the configured extra origins. Requests without
 * an `Origin` (curl, server to server) pass: rate limits, not the origin, protect the budget from scripts.
 */
export function checkOrigin({ origin, host, allowedOrigins }: { origin: string | null; host: string | null; allowedOrigins: string[] }): ApiRejection | null {
  if (origin === null) return null;
  const originHost = hostOf(origin.trim());
  if (originHost !== null && host !== null && originHost === host.trim().toLowerCase()) return null;
  const normalized = origin.trim().toLowerCase().replace(/\/+$/, '');
  const allowed = allowedOrigins.some((value) => value.toLowerCase().replace(/\/+$/, '') === normalized);
  return allowed ? null : { code: 'forbidden_origin' };
}
