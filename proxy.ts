import { NextResponse, type NextRequest } from 'next/server';
import { negotiateLocale } from '@/lib/i18n';
import { siteLocales } from '@/lib/knowledge';
import { profile } from '@/lib/knowledge/profile';

/** Sends `/` to the visitor's preferred locale among the site's (else the default); every other path is left alone. */
export function proxy(request: NextRequest) {
  const locale = negotiateLocale({ acceptLanguage: request.headers.get('accept-language'), locales: siteLocales({ profile }) });
  const response = NextResponse.redirect(new URL(`/${locale}`, request.url));
  // The target depends on the header, so shared caches must not reuse one visitor's redirect for another.
  response.headers.set('Vary', 'Accept-Language');
  return response;
}

export const config = { matcher: ['/'] };
