import { getDictionary } from '@/lib/i18n/dictionary';
import { everyLocale, perLocale, withoutParentheses, type ChunkContext, type ChunkDraft } from '@/lib/knowledge/chunk-draft';
import { KEYWORD_ALIASES } from '@/lib/knowledge/keyword-aliases';

/** How the owner works day to day: the profile's working-style items. */
export function workingStyleChunk({ profile }: ChunkContext): ChunkDraft {
  return {
    id: 'working-style',
    domain: 'working_style',
    title: 'How I work',
    anchor: 'about',
    keywords: KEYWORD_ALIASES.workingStyle,
    audiences: ['engineer', 'recruiter'],
    text: perLocale({ render: (locale) => [getDictionary({ locale }).facts.workingStyle, ...profile.workingStyle.items.map((item) => item[locale])].join(' ') }),
  };
}

/** The owner's engineering principles: the profile's mindset items. */
export function mindsetChunk({ profile }: ChunkContext): ChunkDraft {
  return {
    id: 'mindset',
    domain: 'mindset',
    title: 'Engineering mindset',
    anchor: 'about',
    keywords: KEYWORD_ALIASES.mindset,
    audiences: ['engineer', 'recruiter'],
    text: perLocale({ render: (locale) => [getDictionary({ locale }).facts.mindset({ gender: profile.person.grammaticalGender }), ...profile.mindset.items.map((item) => item[locale])].join(' ') }),
  };
}

/** The owner's main strengths. */
export function strengthsChunk({ profile }: ChunkContext): ChunkDraft {
  return {
    id: 'strengths',
    domain: 'strengths',
    title: 'Main strengths',
    anchor: 'about',
    keywords: [...KEYWORD_ALIASES.strengths, ...profile.strengths.items.flatMap((text) => everyLocale({ text })).map((text) => withoutParentheses({ text }))],
    audiences: ['recruiter', 'general'],
    text: perLocale({
      render: (locale) => {
        // Semicolons, not a prose list: the items are capitalised phrases that themselves contain commas.
        const phrases = getDictionary({ locale }).facts;
        return phrases.strengths(profile.strengths.items.map((item) => item[locale]).join(phrases.semicolon));
      },
    }),
  };
}
