import { getConfig } from '@/lib/config';
import { embedCopy, embedScript } from '@/lib/embed';
import { siteLocales } from '@/lib/knowledge';
import { profile } from '@/lib/knowledge/profile';

// Read at run time, as the frame-ancestors policy is: the launcher shows where that policy lets the chat load.
export const dynamic = 'force-dynamic';

let cached: { origins: readonly string[]; source: string } | null = null;

/** The script for the running configuration, built once: the config is validated once per process. */
function currentScript(): string {
  const origins = getConfig().CHAT_EMBED_ORIGINS;
  if (cached?.origins !== origins) {
    const locales = siteLocales({ profile });
    const copy = embedCopy();
    cached = { origins, source: embedScript({ locales, copy, origins: origins.map((origin) => new URL(origin).origin) }) };
  }
  return cached.source;
}

/** GET /embed.js: the launcher an owner adds to the pages of their other sites (contracts §10). */
export function GET() {
  return new Response(currentScript(), {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      // Host pages load it on every view; an hour keeps it cheap while a new version still arrives the same day.
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
