import { getDictionary } from '@/lib/i18n';
import type { Locale } from '@/lib/contracts';
import { everyLocale, perLocale, profileKeywords, type ChunkContext, type ChunkDraft } from '@/lib/knowledge/chunk-draft';
import { joinList } from '@/lib/knowledge/profile-text';
import { KEYWORD_ALIASES } from '@/lib/knowledge/keyword-aliases';
import { availabilitySentence } from '@/lib/knowledge/profile-text';
import type { Profile } from '@/lib/knowledge/profile-schema';
import { profileLinks } from '@/lib/knowledge/profile-links';
import { cvPath } from '@/lib/contracts';

/**
 * The roles the owner is open to and from when ("available now" once today has passed that date),
 * remote work and relocation where the profile says, and what the owner declines.
 */
export function availabilityChunk({ profile, today }: ChunkContext): ChunkDraft {
  const { availability, contact } = profile;
  return {
    id: 'availability',
    domain: 'availability',
    title: perLocale({ render: (locale) => getDictionary({ locale }).titles.availability }),
    anchor: 'contact',
    keywords: [
      ...KEYWORD_ALIASES.availability,
      ...everyLocale({ text: availability.roles }),
      ...profileKeywords({ keywords: availability.keywords }),
      ...profileKeywords({ keywords: availability.exclusionKeywords }),
    ],
    audiences: ['recruiter'],
    text: perLocale({
      render: (locale) => {
        const phrases = getDictionary({ locale }).facts;
        return [
          availabilitySentence({ profile, today, locale }),
          ...(availability.remote ? [phrases.remote[availability.remote]] : []),
          ...(availability.relocation ? [phrases.relocation[availability.relocation]] : []),
          availability.notInterestedIn[locale],
          phrases.emailMe(contact.email),
        ].join(' ');
      },
    }),
  };
}

/** The owner's profiles elsewhere as Markdown links, in the site's order; empty when the profile has none. */
export function linksSentence({ profile, locale }: { profile: Profile; locale: Locale }): string {
  const phrases = getDictionary({ locale }).facts;
  const labels = { github: 'GitHub', linkedin: 'LinkedIn', website: phrases.website };
  const links = profileLinks({ profile }).map((link) => `[${labels[link.kind]}](${link.href})`);
  return links.length > 0 ? phrases.links(joinList({ items: links, locale })) : '';
}

/**
 * How to reach the owner: the email (a `mailto:` link), the profiles elsewhere and the CV download, as Markdown
 * links the chat renders, so both the model and the offline engine offer them when a visitor asks.
 */
export function contactChunk({ profile }: ChunkContext): ChunkDraft {
  const { contact } = profile;
  return {
    id: 'contact',
    domain: 'contact',
    title: perLocale({ render: (locale) => getDictionary({ locale }).titles.contact }),
    anchor: 'contact',
    keywords: [...KEYWORD_ALIASES.contact, ...profileKeywords({ keywords: contact.keywords }), contact.email],
    audiences: ['recruiter', 'general'],
    text: perLocale({
      render: (locale) => {
        const phrases = getDictionary({ locale }).facts;
        return [
          phrases.contact(`[${contact.email}](mailto:${contact.email})`),
          contact.note[locale],
          linksSentence({ profile, locale }),
          phrases.cv(cvPath({ locale })),
        ].filter(Boolean).join(' ');
      },
    }),
  };
}
