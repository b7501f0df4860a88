import type { Locale } from '@/lib/contracts';
import type { Profile } from '@/lib/knowledge';
import { profileLinks } from '@/lib/knowledge';
import { pagePath } from '@/lib/contracts';

/**
 * Structured data for search engines (schema.org): the portfolio is a `ProfilePage` whose main entity is the
 * owner as a `Person`, with the facts the page shows and the owner's links as `sameAs`.
 */
export function profileJsonLd({ profile, locale, origin }: { profile: Profile; locale: Locale; origin: string }): Record<string, unknown> {
  const { person, contact } = profile;
  const url = new URL(pagePath({ locale, page: 'portfolio' }), origin).href;
  const current = profile.experience.find((job) => job.end === null);
  const links = profileLinks({ profile });
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url,
    inLanguage: locale,
    name: `${person.name} — ${person.headline[locale]}`,
    mainEntity: {
      '@type': 'Person',
      '@id': `${url}#person`,
      name: person.name,
      givenName: person.firstName,
      jobTitle: person.headline[locale],
      description: person.introduction[locale],
      url: links.find((link) => link.kind === 'website')?.href ?? url,
      email: `mailto:${contact.email}`,
      ...(person.photo ? { image: new URL(person.photo, origin).href } : {}),
      address: { '@type': 'PostalAddress', addressLocality: person.location.city, addressCountry: person.location.country[locale] },
      ...(current ? { worksFor: { '@type': 'Organization', name: current.company } } : {}),
      alumniOf: profile.education.map((entry) => ({ '@type': 'EducationalOrganization', name: entry.institution })),
      knowsLanguage: profile.languages.map((language) => language.name[locale]),
      knowsAbout: profile.skills.groups.flatMap((group) => group.skills),
      ...(links.length > 0 ? { sameAs: links.map((link) => link.href) } : {}),
    },
  };
}

/** JSON for an inline `<script type="application/ld+json">`: `<` escaped so profile text can never close the tag. */
export function serializeJsonLd({ data }: { data: Record<string, unknown> }): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
