import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/contracts';
import { initials } from '@/lib/site/initials';
import { pageAlternates, pageMetadata } from '@/lib/site/page-metadata';
import { profileJsonLd, serializeJsonLd } from '@/lib/site/profile-json-ld';
import { profileLinks, siteLocales } from '@/lib/knowledge';
import { profile } from '@/test/fixtures/profiles/sample-profile';
import { profile as twoLocales } from '@/test/fixtures/profiles/two-locales';

const origin = 'https://portfolio.example.org';

describe('pageMetadata', () => {
  it('has a canonical URL, every locale as an alternate and x-default', () => {
    const metadata = pageMetadata({ locale: 'fr', locales: LOCALES, page: 'chat', title: 'T', description: 'D', siteName: 'S', origin });
    expect(String(metadata.metadataBase)).toBe(`${origin}/`);
    expect(metadata.alternates?.canonical).toBe('/fr/ai');
    expect(metadata.alternates?.languages).toEqual({ en: '/en/ai', es: '/es/ai', fr: '/fr/ai', de: '/de/ai', 'x-default': '/en/ai' });
    expect(metadata.openGraph).toMatchObject({ url: '/fr/ai', locale: 'fr_FR', title: 'T', description: 'D' });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' });
  });

  it('lists the portfolio in every locale', () => {
    expect(Object.keys(pageAlternates({ page: 'portfolio', locales: LOCALES }))).toEqual([...LOCALES, 'x-default']);
  });

  it('has alternates and Open Graph locales for the site’s locales only, x-default the first', () => {
    const locales = siteLocales({ profile: twoLocales });
    const metadata = pageMetadata({ locale: 'en', locales, page: 'portfolio', title: 'T', description: 'D', siteName: 'S', origin });
    expect(metadata.alternates?.languages).toEqual({ en: '/en', fr: '/fr', 'x-default': '/en' });
    expect(metadata.openGraph).toMatchObject({ locale: 'en_US', alternateLocale: ['fr_FR'] });
    expect(pageAlternates({ page: 'chat', locales: ['fr', 'en'] })).toEqual({ fr: '/fr/ai', en: '/en/ai', 'x-default': '/fr/ai' });
  });
});

describe('profileJsonLd', () => {
  it('describes the owner as a Person inside a ProfilePage, in the locale', () => {
    const data = profileJsonLd({ profile, locale: 'de', origin });
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'ProfilePage', url: `${origin}/de`, inLanguage: 'de' });
    const person = data.mainEntity as Record<string, unknown>;
    expect(person).toMatchObject({ '@type': 'Person', name: profile.person.name, jobTitle: profile.person.headline.de, email: `mailto:${profile.contact.email}` });
    expect(person.sameAs).toEqual(profileLinks({ profile }).map((link) => link.href));
  });

  it('serializes so that profile text cannot end the script element', () => {
    expect(serializeJsonLd({ data: { name: '</script><script>alert(1)</script>' } })).not.toContain('</script>');
  });
});

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials({ name: 'ada lovelace' })).toBe('AL');
    expect(initials({ name: '  Marie  Salomea Skłodowska-Curie ' })).toBe('MS');
    expect(initials({ name: 'Ñandú' })).toBe('Ñ');
  });
});
