import { getDictionary } from '@/lib/i18n/dictionary';
import { everyLocale, perLocale, type ChunkContext, type ChunkDraft } from '@/lib/knowledge/chunk-draft';
import { formatMonth } from '@/lib/knowledge/durations';
import { KEYWORD_ALIASES } from '@/lib/knowledge/keyword-aliases';

/** The roles the owner is open to and from when ("available now" once today has passed that date). */
export function availabilityChunk({ profile, today }: ChunkContext): ChunkDraft {
  const { availability, contact } = profile;
  return {
    id: 'availability',
    domain: 'availability',
    title: 'Availability and roles I am open to',
    anchor: 'contact',
    keywords: [...KEYWORD_ALIASES.availability, ...everyLocale({ text: availability.roles })],
    audiences: ['recruiter'],
    text: perLocale({
      render: (locale) => {
        const phrases = getDictionary({ locale }).facts;
        const open = phrases.availability({
          roles: availability.roles[locale],
          conditions: availability.conditions[locale],
          from: formatMonth({ date: availability.from, locale }),
          availableNow: today >= availability.from,
          gender: profile.person.grammaticalGender,
        });
        return `${open} ${availability.notInterestedIn[locale]} ${phrases.emailMe(contact.email)}`;
      },
    }),
  };
}

/** How to reach the owner. */
export function contactChunk({ profile }: ChunkContext): ChunkDraft {
  const { contact } = profile;
  return {
    id: 'contact',
    domain: 'contact',
    title: 'Contact',
    anchor: 'contact',
    keywords: [...KEYWORD_ALIASES.contact, contact.email],
    audiences: ['recruiter', 'general'],
    text: perLocale({ render: (locale) => `${getDictionary({ locale }).facts.contact(contact.email)} ${contact.note[locale]}` }),
  };
}
