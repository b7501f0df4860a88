import type { ApiRejection } from '@/lib/platform/api-error';
import { checkKillSwitch } from '@/lib/platform/check-kill-switch';
import { browserSiteLocale, checkSiteLocale, siteLocaleRejection } from '@/lib/platform/check-site-locale';
import { checkMediaType } from '@/lib/platform/check-media-type';
import { allowedOriginsOf, checkOrigin } from '@/lib/platform/check-origin';
import { readBodyWithLimit } from '@/lib/platform/read-body';
import type { ServerConfig } from '@/lib/config';
import type { Locale } from '@/lib/contracts';
import { siteLocales, type Profile } from '@/lib/knowledge';

/**
 * The guards every JSON endpoint of the site runs before admission, cheapest first: media type (415) →
 * body size counted while reading (413) → strict schema, then the body's locale among the site's (400) →
 * origin (403) → kill switch (503). A rejection carries the locale to answer in: the body's once it parsed,
 * the browser's (among the site's) before.
 */
export async function guardJsonRequest<Body extends { locale: Locale }>(options: {
  request: Request;
  maxBytes: number;
  parse: (text: string) => { request: Body } | { rejection: ApiRejection };
  config: Pick<ServerConfig, 'SITE_URL' | 'CHAT_ALLOWED_ORIGINS' | 'CHAT_DISABLED'>;
  /** The site's locales are the profile's declared ones. */
  profile: Pick<Profile, 'locales'>;
}): Promise<{ body: Body } | { rejection: ApiRejection; locale: Locale }> {
  const { request, maxBytes, parse, config, profile } = options;
  const headerLocale = browserSiteLocale({ request, profile });
  const mediaType = checkMediaType({ contentType: request.headers.get('content-type') });
  if (mediaType) return { rejection: mediaType, locale: headerLocale };
  const text = await readBodyWithLimit({ request, maxBytes });
  if (text === null) return { rejection: { code: 'payload_too_large' }, locale: headerLocale };
  const parsed = parse(text);
  if ('rejection' in parsed) {
    // The schema knows the four locales the product speaks; the message names the ones this site has.
    const wrongLocale = parsed.rejection.field?.path === 'locale' && parsed.rejection.field.problem === 'invalid';
    return { rejection: wrongLocale ? siteLocaleRejection({ locales: siteLocales({ profile }) }) : parsed.rejection, locale: headerLocale };
  }
  const body = parsed.request;
  const siteLocale = checkSiteLocale({ locale: body.locale, profile });
  if (siteLocale) return { rejection: siteLocale, locale: headerLocale };
  const origin = checkOrigin({ origin: request.headers.get('origin'), host: request.headers.get('host'), allowedOrigins: allowedOriginsOf({ config }) });
  if (origin) return { rejection: origin, locale: body.locale };
  const killSwitch = checkKillSwitch({ disabled: config.CHAT_DISABLED });
  if (killSwitch) return { rejection: killSwitch, locale: body.locale };
  return { body };
}
