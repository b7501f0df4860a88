import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/contracts';
import { initials } from '@/lib/site/initials';
import { pageAlternates, pageMetadata } from '@/lib/site/page-metadata';
import { profileJsonLd, serializeJsonLd } from '@/lib/site/profile-json-ld';
import { profileLinks } from '@/lib/knowledge';
import { profile } from '@/test/fixtures/profiles/sample-profile';

const origin = 'https://portfolio.example.org';

describe('pageMetadata', () => {
  it('has a canonical URL, every locale as an alternate and x-default', () => {
    const metadata = pageMetadata({ locale: 'fr', page: 'chat', title: 'T', description: 'D', siteName: 'S', origin });
    expect(String(metadata.metadataBase)).toBe(`${origin}/`);
    expect(metadata.alternates?.canonical).toBe('/fr/ai');
    expect(metadata.alternates?.languages).toEqual({ en: '/en/ai', es: '/es/ai', fr: '/fr/ai', de: '/de/ai', 'x-default': '/en/ai' });
    expect(metadata.openGraph).toMatchObject({ url: '/fr/ai', locale: 'fr_FR', title: 'T', description: 'D' });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' });
  });

  it('lists the portfolio in every locale', () => {
    expect(Object.keys(pageAlternates({ page: 'portfolio' }))).toEqual([...LOCALES, 'x-default']);
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
