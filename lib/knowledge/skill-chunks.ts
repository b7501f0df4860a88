import { getDictionary } from '@/lib/i18n';
import { everyLocale, perLocale, profileKeywords, type ChunkContext, type ChunkDraft } from '@/lib/knowledge/chunk-draft';
import { joinList, termsOf } from '@/lib/knowledge/profile-text';
import { KEYWORD_ALIASES } from '@/lib/knowledge/keyword-aliases';
import type { Profile } from '@/lib/knowledge/profile-schema';

/** Which employers and projects list a skill in their stack: evidence next to the claim. */
function skillUses({ skills, profile }: { skills: string[]; profile: Profile }): string[] {
  const terms = skills.flatMap((name) => termsOf({ name })).map((term) => term.toLowerCase());
  const matches = (item: string) => {
    const name = item.toLowerCase();
    return terms.some((term) => term === name || term.startsWith(`${name} `));
  };
  const places = [...profile.experience.map((job) => ({ name: job.company, stack: job.stack })), ...profile.projects];
  return places
    .map((place) => ({ name: place.name, used: place.stack.filter(matches) }))
    .filter((place) => place.used.length > 0)
    .map((place) => `${place.name} — ${place.used.join(', ')}`);
}

/** One chunk per skill group, with where each skill was used. */
export function skillsChunks({ profile }: ChunkContext): ChunkDraft[] {
  return profile.skills.groups.map((group) => {
    const uses = skillUses({ skills: group.skills, profile });
    return {
      id: `skills-${group.id}`,
      domain: 'skills',
      title: perLocale({ render: (locale) => getDictionary({ locale }).titles.skills(group.title[locale]) }),
      anchor: 'skills',
      keywords: [
        ...profileKeywords({ keywords: group.keywords }),
        ...KEYWORD_ALIASES.skills,
        ...everyLocale({ text: group.title }),
        ...group.skills.flatMap((name) => termsOf({ name })),
      ],
      audiences: ['engineer', 'recruiter'],
      text: perLocale({
        render: (locale) => {
          const phrases = getDictionary({ locale }).facts;
          const list = phrases.skills({ title: group.title[locale], skills: joinList({ items: group.skills, locale }) });
          return uses.length > 0 ? `${list} ${phrases.usedAt(uses.join(phrases.semicolon))}` : list;
        },
      }),
    };
  });
}

/** What the owner deliberately does not do, so the assistant says so instead of guessing. */
export function skillsNotOfferedChunk({ profile }: ChunkContext): ChunkDraft {
  const { notOffered } = profile.skills;
  return {
    id: 'skills-not-offered',
    domain: 'skills_gap',
    title: perLocale({ render: (locale) => getDictionary({ locale }).titles.notOffered }),
    anchor: 'skills',
    keywords: [...KEYWORD_ALIASES.skillsNotOffered, ...notOffered.flatMap((entry) => [entry.skill, ...profileKeywords({ keywords: entry.keywords })])],
    audiences: ['engineer', 'recruiter'],
    text: perLocale({ render: (locale) => [getDictionary({ locale }).facts.notOffered, ...notOffered.map((entry) => entry.note[locale])].join(' ') }),
  };
}
