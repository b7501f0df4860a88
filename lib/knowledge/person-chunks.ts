import type { Locale } from '@/lib/i18n/locales';
import { getDictionary } from '@/lib/i18n/dictionary';
import { everyLocale, joinList, perLocale, type ChunkContext, type ChunkDraft } from '@/lib/knowledge/chunk-draft';
import { KEYWORD_ALIASES } from '@/lib/knowledge/keyword-aliases';
import type { Profile } from '@/lib/knowledge/profile-schema';

/** "I’m based in Valencia, Spain (CET). I work remote-first with EU time zones.": where and how I work. */
export function describeLocation({ profile, locale }: { profile: Profile; locale: Locale }): string {
  const { location, workMode } = profile.person;
  const place = getDictionary({ locale }).facts.location({
    city: location.cityNames?.[locale] ?? location.city,
    country: location.country[locale],
    timezone: location.timezone,
    gender: profile.person.grammaticalGender,
  });
  return `${place} ${workMode[locale]}`;
}

/** Who the owner is: name, pronouns, headline and introduction. */
export function coreBioChunk({ profile }: ChunkContext): ChunkDraft {
  const { person } = profile;
  return {
    id: 'core-bio',
    domain: 'core_bio',
    title: `About ${person.name}`,
    anchor: 'about',
    keywords: [...KEYWORD_ALIASES.coreBio, person.name, person.firstName, ...person.name.split(' '), ...everyLocale({ text: person.headline })],
    audiences: ['general', 'recruiter'],
    text: perLocale({ render: (locale) => `${person.name} (${person.pronouns}) — ${person.headline[locale]}. ${person.introduction[locale]}` }),
  };
}

/** Where the owner lives and works, and in which time zone. */
export function locationChunk({ profile }: ChunkContext): ChunkDraft {
  const { location } = profile.person;
  return {
    id: 'location',
    domain: 'location',
    title: 'Location and time zone',
    anchor: 'about',
    keywords: [...KEYWORD_ALIASES.location, location.city, location.timezone, ...everyLocale({ text: location.country })],
    audiences: ['recruiter', 'general'],
    text: perLocale({ render: (locale) => describeLocation({ profile, locale }) }),
  };
}

/** The languages the owner speaks, with levels. */
export function languagesChunk({ profile }: ChunkContext): ChunkDraft {
  return {
    id: 'languages',
    domain: 'languages',
    title: 'Languages spoken',
    anchor: 'about',
    keywords: [...KEYWORD_ALIASES.languages, ...profile.languages.flatMap((language) => everyLocale({ text: language.name }))],
    audiences: ['recruiter', 'general'],
    text: perLocale({
      render: (locale) => {
        const items = profile.languages.map((language) => `${language.name[locale]} (${language.level[locale]})`);
        return getDictionary({ locale }).facts.languages(joinList({ items, locale }));
      },
    }),
  };
}

/** Degrees, institutions and years. */
export function educationChunk({ profile }: ChunkContext): ChunkDraft {
  return {
    id: 'education',
    domain: 'education',
    title: 'Education',
    anchor: 'about',
    keywords: [
      ...KEYWORD_ALIASES.education,
      ...profile.education.flatMap((entry) => [entry.institution, String(entry.year), ...everyLocale({ text: entry.degree })]),
    ],
    audiences: ['recruiter', 'general'],
    text: perLocale({
      render: (locale) =>
        profile.education
          .map((entry) => getDictionary({ locale }).facts.education({ degree: entry.degree[locale], institution: entry.institution, year: entry.year }))
          .join(' '),
    }),
  };
}
