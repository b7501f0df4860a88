import type { ApiRejection } from '@/lib/platform/api-error';
import { checkKillSwitch } from '@/lib/platform/check-kill-switch';
import { checkMediaType } from '@/lib/platform/check-media-type';
import { allowedOriginsOf, checkOrigin } from '@/lib/platform/check-origin';
import { readBodyWithLimit } from '@/lib/platform/read-body';
import type { ServerConfig } from '@/lib/config';
import type { Locale } from '@/lib/contracts';
import { negotiateLocale } from '@/lib/i18n';

/**
 * The guards every JSON endpoint of the site runs before admission, cheapest first: media type (415) →
 * body size counted while reading (413) → strict schema (400) → origin (403) → kill switch (503). A
 * rejection carries the locale to answer in: the body's once it parsed, the browser's before.
 */
export async function guardJsonRequest<Body extends { locale: Locale }>(options: {
  request: Request;
  maxBytes: number;
  parse: (text: string) => { request: Body } | { rejection: ApiRejection };
  config: Pick<ServerConfig, 'SITE_URL' | 'CHAT_ALLOWED_ORIGINS' | 'CHAT_DISABLED'>;
}): Promise<{ body: Body } | { rejection: ApiRejection; locale: Locale }> {
  const { request, maxBytes, parse, config } = options;
  const headerLocale = negotiateLocale({ acceptLanguage: request.headers.get('accept-language') });
  const mediaType = checkMediaType({ contentType: request.headers.get('content-type') });
  if (mediaType) return { rejection: mediaType, locale: headerLocale };
  const text = await readBodyWithLimit({ request, maxBytes });
  if (text === null) return { rejection: { code: 'payload_too_large' }, locale: headerLocale };
  const parsed = parse(text);
  if ('rejection' in parsed) return { rejection: parsed.rejection, locale: headerLocale };
  const body = parsed.request;
  const origin = checkOrigin({ origin: request.headers.get('origin'), host: request.headers.get('host'), allowedOrigins: allowedOriginsOf({ config }) });
  if (origin) return { rejection: origin, locale: body.locale };
  const killSwitch = checkKillSwitch({ disabled: config.CHAT_DISABLED });
  if (killSwitch) return { rejection: killSwitch, locale: body.locale };
  return { body };
}
