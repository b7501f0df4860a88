import { buildCvPdf, cvFileName, cvHeadings } from '@/lib/cv';
import { siteLocaleOf, siteLocales } from '@/lib/knowledge';
import { profile } from '@/lib/knowledge/profile';

// One PDF per site locale, generated from the profile when the site is built and served as a static file.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return siteLocales({ profile }).map((locale) => ({ locale }));
}

/** GET /<locale>/cv.pdf: the owner's CV with the locale's headings, as a download. */
export async function GET(_request: Request, { params }: RouteContext<'/[locale]/cv.pdf'>) {
  const locale = siteLocaleOf({ profile, value: (await params).locale });
  if (!locale) return new Response(null, { status: 404 });
  const pdf = await buildCvPdf({ profile, locale, headings: cvHeadings({ locale }), now: new Date() });
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${cvFileName({ name: profile.person.name, locale })}"`,
    },
  });
}
