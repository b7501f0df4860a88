import { getDictionary } from '@/lib/i18n';
import { everyLocale, perLocale, profileKeywords, type ChunkContext, type ChunkDraft } from '@/lib/knowledge/chunk-draft';
import { withoutParentheses } from '@/lib/knowledge/profile-text';
import { KEYWORD_ALIASES } from '@/lib/knowledge/keyword-aliases';

/** How the owner works day to day: the profile's working-style items. */
export function workingStyleChunk({ profile }: ChunkContext): ChunkDraft {
  const { workingStyle } = profile;
  return {
    id: 'working-style',
    domain: 'working_style',
    title: perLocale({ render: (locale) => getDictionary({ locale }).titles.workingStyle }),
    anchor: 'about',
    keywords: [...KEYWORD_ALIASES.workingStyle, ...profileKeywords({ keywords: workingStyle.keywords })],
    audiences: ['engineer', 'recruiter'],
    text: perLocale({ render: (locale) => [getDictionary({ locale }).facts.workingStyle, ...workingStyle.items.map((item) => item[locale])].join(' ') }),
  };
}

/** The owner's engineering principles: the profile's mindset items. */
export function mindsetChunk({ profile }: ChunkContext): ChunkDraft {
  const { mindset } = profile;
  return {
    id: 'mindset',
    domain: 'mindset',
    title: perLocale({ render: (locale) => getDictionary({ locale }).titles.mindset }),
    anchor: 'about',
    keywords: [...KEYWORD_ALIASES.mindset, ...profileKeywords({ keywords: mindset.keywords })],
    audiences: ['engineer', 'recruiter'],
    text: perLocale({
      render: (locale) => {
        const lead = getDictionary({ locale }).facts.mindset({ gender: profile.person.grammaticalGender });
        return [lead, ...mindset.items.map((item) => item[locale])].join(' ');
      },
    }),
  };
}

/** The owner's main strengths. */
export function strengthsChunk({ profile }: ChunkContext): ChunkDraft {
  const { strengths } = profile;
  return {
    id: 'strengths',
    domain: 'strengths',
    title: perLocale({ render: (locale) => getDictionary({ locale }).titles.strengths }),
    anchor: 'about',
    keywords: [
      ...KEYWORD_ALIASES.strengths,
      ...profileKeywords({ keywords: strengths.keywords }),
      ...strengths.items.flatMap((text) => everyLocale({ text })).map((text) => withoutParentheses({ text })),
    ],
    audiences: ['recruiter', 'general'],
    text: perLocale({
      render: (locale) => {
        // Semicolons, not a prose list: the items are capitalised phrases that themselves contain commas.
        const phrases = getDictionary({ locale }).facts;
        return phrases.strengths(strengths.items.map((item) => item[locale]).join(phrases.semicolon));
      },
    }),
  };
}
