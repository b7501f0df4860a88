import { notFound } from 'next/navigation';
import { SHARE_IMAGE_SIZE, shareImage } from '@/components/share/share-images';
import { getDictionary } from '@/lib/i18n';
import { defaultSiteLocale, siteLocaleOf } from '@/lib/knowledge';
import { profile } from '@/lib/knowledge/profile';
import { siteOrigin } from '@/lib/site';

export const contentType = 'image/png';

/** One preview image per locale, with its alt text in that locale. */
export function generateImageMetadata({ params }: { params: { locale: string } }) {
  const locale = siteLocaleOf({ profile, value: params.locale }) ?? defaultSiteLocale({ profile });
  return [{ id: 'card', size: SHARE_IMAGE_SIZE, contentType, alt: `${profile.person.name} — ${profile.person.headline[locale]}` }];
}

/** The portfolio's link preview: name, headline and the invitation to ask. */
export default async function Image({ params }: { params: Promise<{ locale: string }> }) {
  // A locale the site does not have has no page, so no preview either.
  const locale = siteLocaleOf({ profile, value: (await params).locale });
  if (!locale) notFound();
  return shareImage({
    name: profile.person.name,
    headline: profile.person.headline[locale],
    tagline: `${getDictionary({ locale }).page.askMe} →`,
    host: new URL(siteOrigin()).host,
  });
}
