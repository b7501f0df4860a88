import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { isLocale, LOCALES } from '@/lib/i18n/locales';
import { profile } from '@/lib/knowledge/profile';
import '@/app/globals.css';

// Only the supported locales exist: any other first segment is a 404, not a render.
export const dynamicParams = false;

/** Pre-renders one tree per supported locale. */
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

/** Title and description come from the profile, in the page's locale. */
export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  return {
    title: `${profile.person.name} — ${profile.person.headline[locale]}`,
    description: profile.person.introduction[locale],
  };
}

export const viewport: Viewport = {
  colorScheme: 'light dark',
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0a0a0a' },
  ],
};

/** The root layout: `<html lang>` follows the locale segment. */
export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <html lang={locale}>
      <body className="min-h-screen bg-white text-neutral-900 antialiased dark:bg-neutral-950 dark:text-neutral-100">
        {children}
      </body>
    </html>
  );
}
