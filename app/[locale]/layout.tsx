import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { notFound } from 'next/navigation';
import { siteLocaleOf, siteLocales } from '@/lib/knowledge';
import { profile } from '@/lib/knowledge/profile';
import { siteOrigin } from '@/lib/site';
import '@/app/globals.css';

// Inter as one variable file (Latin), preloaded with a metric-matched fallback so text does not jump when it
// arrives; other scripts fall back to the system font per glyph. The CV and preview images use the same family.
const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-inter',
});

// Only the site's locales (the profile's declared ones) exist: any other first segment is a 404, not a render.
export const dynamicParams = false;

/** Pre-renders one tree per site locale. */
export function generateStaticParams() {
  return siteLocales({ profile }).map((locale) => ({ locale }));
}

/** Defaults for every page of the locale (each page sets its own title, canonical URL and preview). */
export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const locale = siteLocaleOf({ profile, value: (await params).locale });
  if (!locale) return {};
  return {
    metadataBase: new URL(siteOrigin()),
    title: `${profile.person.name} — ${profile.person.headline[locale]}`,
    description: profile.person.introduction[locale],
    authors: [{ name: profile.person.name }],
  };
}

export const viewport: Viewport = {
  colorScheme: 'light dark',
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#f8faf9' },
    { media: '(prefers-color-scheme: dark)', color: '#0b1110' },
  ],
};

/** The root layout: `<html lang>` follows the locale segment. */
export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = siteLocaleOf({ profile, value: (await params).locale });
  if (!locale) notFound();
  return (
    <html lang={locale} className={inter.variable}>
      <body className="min-h-screen bg-canvas font-sans text-ink antialiased">{children}</body>
    </html>
  );
}
