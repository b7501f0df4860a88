import { CHUNK_PHRASES } from '@/lib/knowledge/chunk-phrases';
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
        const phrases = CHUNK_PHRASES[locale];
        const open = phrases.availability({
          roles: availability.roles[locale],
          conditions: availability.conditions[locale],
          from: formatMonth({ date: availability.from, locale }),
          availableNow: today >= availability.from,
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
    text: perLocale({ render: (locale) => `${CHUNK_PHRASES[locale].contact(contact.email)} ${contact.note[locale]}` }),
  };
}
