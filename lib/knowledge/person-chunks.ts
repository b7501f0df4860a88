import { getDictionary } from '@/lib/i18n';
import { everyLocale, perLocale, profileKeywords, type ChunkContext, type ChunkDraft } from '@/lib/knowledge/chunk-draft';
import { joinList } from '@/lib/knowledge/profile-text';
import { KEYWORD_ALIASES } from '@/lib/knowledge/keyword-aliases';
import { describeLocation } from '@/lib/knowledge/profile-text';

/** Who the owner is: name, pronouns, headline and introduction. */
export function coreBioChunk({ profile }: ChunkContext): ChunkDraft {
  const { person } = profile;
  return {
    id: 'core-bio',
    domain: 'core_bio',
    title: perLocale({ render: (locale) => getDictionary({ locale }).titles.about(person.name) }),
    anchor: 'about',
    keywords: [
      ...KEYWORD_ALIASES.coreBio,
      ...profileKeywords({ keywords: person.keywords }),
      person.name,
      person.firstName,
      ...person.name.split(' '),
      ...everyLocale({ text: person.headline }),
    ],
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
    title: perLocale({ render: (locale) => getDictionary({ locale }).titles.location }),
    anchor: 'about',
    keywords: [
      ...KEYWORD_ALIASES.location,
      ...profileKeywords({ keywords: location.keywords }),
      location.city,
      ...Object.values(location.cityNames ?? {}),
      location.timezone,
      ...everyLocale({ text: location.country }),
    ],
    audiences: ['recruiter', 'general'],
    text: perLocale({ render: (locale) => describeLocation({ profile, locale }) }),
  };
}

/** The languages the owner speaks, with levels, and which are native. */
export function languagesChunk({ profile }: ChunkContext): ChunkDraft {
  return {
    id: 'languages',
    domain: 'languages',
    title: perLocale({ render: (locale) => getDictionary({ locale }).titles.languages }),
    anchor: 'about',
    keywords: [
      ...KEYWORD_ALIASES.languages,
      ...profile.languages.flatMap((language) => [...everyLocale({ text: language.name }), ...profileKeywords({ keywords: language.keywords })]),
    ],
    audiences: ['recruiter', 'general'],
    text: perLocale({
      render: (locale) => {
        const phrases = getDictionary({ locale }).facts;
        const items = profile.languages.map((language) => `${language.name[locale]} (${language.level[locale]})`);
        const native = profile.languages.filter((language) => language.native).map((language) => language.name[locale]);
        const spoken = phrases.languages(joinList({ items, locale }));
        return native.length > 0 ? `${spoken} ${phrases.nativeLanguages(joinList({ items: native, locale }))}` : spoken;
      },
    }),
  };
}

/** Degrees, institutions and years. */
export function educationChunk({ profile }: ChunkContext): ChunkDraft {
  return {
    id: 'education',
    domain: 'education',
    title: perLocale({ render: (locale) => getDictionary({ locale }).titles.education }),
    anchor: 'about',
    keywords: [
      ...KEYWORD_ALIASES.education,
      ...profile.education.flatMap((entry) => [
        entry.institution,
        String(entry.year),
        ...everyLocale({ text: entry.degree }),
        ...profileKeywords({ keywords: entry.keywords }),
      ]),
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
