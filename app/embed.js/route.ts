import { LOCALES } from '@/lib/contracts';
import { embedCopy, embedScript } from '@/lib/embed';

// Built once with the site and served as a static file: the same script for every host page.
export const dynamic = 'force-static';

/** GET /embed.js: the launcher an owner adds to the pages of their other sites (contracts §10). */
export function GET() {
  return new Response(embedScript({ locales: LOCALES, copy: embedCopy() }), {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      // Host pages load it on every view; an hour keeps it cheap while a new version still arrives the same day.
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
