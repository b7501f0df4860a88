import { buildCvPdf, cvFileName, cvHeadings } from '@/lib/cv';
import { isLocale, LOCALES } from '@/lib/contracts';
import { profile } from '@/lib/knowledge/profile';

// One PDF per locale, generated from the profile when the site is built and served as a static file.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

/** GET /<locale>/cv.pdf: the owner's CV with the locale's headings, as a download. */
export async function GET(_request: Request, { params }: RouteContext<'/[locale]/cv.pdf'>) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response(null, { status: 404 });
  const pdf = await buildCvPdf({ profile, locale, headings: cvHeadings({ locale }), now: new Date() });
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${cvFileName({ name: profile.person.name, locale })}"`,
    },
  });
}
