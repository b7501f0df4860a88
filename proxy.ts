import { NextResponse, type NextRequest } from 'next/server';
import { getConfig } from '@/lib/config';
import { negotiateLocale } from '@/lib/i18n';
import { siteLocales } from '@/lib/knowledge';
import { profile } from '@/lib/knowledge/profile';
import { securityHeaders } from '@/lib/platform/response-headers';

/**
 * Runs before every response (no matcher: pages, files and API routes alike) to add the security headers of
 * contracts §9, read from the run-time configuration. `/` is also sent to the visitor's preferred locale.
 */
export function proxy(request: NextRequest) {
  const response = request.nextUrl.pathname === '/' ? localeRedirect(request) : NextResponse.next();
  const headers = securityHeaders({ config: getConfig(), headers: request.headers, development: process.env.NODE_ENV === 'development' });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

function localeRedirect(request: NextRequest): NextResponse {
  const locale = negotiateLocale({ acceptLanguage: request.headers.get('accept-language'), locales: siteLocales({ profile }) });
  const response = NextResponse.redirect(new URL(`/${locale}`, request.url));
  // The target depends on the header, so shared caches must not reuse one visitor's redirect for another.
  response.headers.set('Vary', 'Accept-Language');
  return response;
}
