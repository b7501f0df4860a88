import { ConfigError, siteUrlSchema } from '@/lib/config';

let warned = false;

/**
 * The site's public origin from `SITE_URL`, for canonical URLs, hreflang, the sitemap and link previews.
 * Unset, it is where `npm start` serves locally (`http://localhost:$PORT`), which is right for a preview and
 * wrong in production, so the build says so once. Only SITE_URL is read here: a page build does not depend
 * on the chat's other settings.
 */
export function siteOrigin({ environment = process.env }: { environment?: Record<string, string | undefined> } = {}): string {
  const raw = environment.SITE_URL?.trim() || undefined;
  const parsed = siteUrlSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(`Invalid configuration:\n- SITE_URL=${JSON.stringify(raw)} is invalid: ${parsed.error.issues[0]?.message ?? 'not a URL'}`);
  }
  if (parsed.data) return parsed.data;
  if (!warned && environment === process.env) {
    warned = true;
    console.warn('SITE_URL is not set: canonical links, the sitemap and link previews point to localhost. Set it to your public origin before `npm run build`.');
  }
  return `http://localhost:${environment.PORT?.trim() || '3000'}`;
}
