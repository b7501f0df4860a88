import { termsOf, withoutParentheses } from '@/lib/knowledge/chunk-draft';
import type { Profile } from '@/lib/knowledge/profile-schema';
import { LOCALES } from '@/lib/i18n/locales';
import { isContentWord, splitWords } from '@/lib/retrieval/tokenize';

/** What a conversation can be about: things the profile names. */
export type EntityKind = 'employer' | 'project' | 'skill' | 'place' | 'language';

/** One thing the profile names, with the chunk that holds its facts. */
export interface ProfileEntity {
  kind: EntityKind;
  /** As the profile writes it: "Acme Labs", "PostgreSQL", "Lisbon". */
  name: string;
  /** The id of what it names: the job id, project slug, skill group id, language id, or the city. */
  key: string;
  chunkId: string;
  /** Folded word sequences that name it ("acme labs", "acme"). */
  forms: readonly string[];
}

/** An entity found in a text, at the position of its first mention. */
export interface EntityMention {
  entity: ProfileEntity;
  position: number;
}

const cache = new WeakMap<Profile, ProfileEntity[]>();

const fold = (text: string) => splitWords({ text }).join(' ');

/** The name and, for multi-word names, its first distinctive word alone ("acme" of "Acme Labs"). */
function formsOf(name: string): string[] {
  const whole = fold(name);
  const words = splitWords({ text: name }).filter((word) => word.length >= 3 && isContentWord({ word }));
  const [first] = words;
  return [...new Set([whole, ...(words.length > 1 && first ? [first] : [])])].filter((form) => form.length > 0);
}

/** Every entity of the profile, built once per profile object. */
export function profileEntities({ profile }: { profile: Profile }): ProfileEntity[] {
  const cached = cache.get(profile);
  if (cached) return cached;
  const entities: ProfileEntity[] = [
    ...profile.experience.map((job): ProfileEntity => ({ kind: 'employer', name: job.company, key: job.id, chunkId: `experience-${job.id}`, forms: formsOf(job.company) })),
    ...profile.projects.map((project): ProfileEntity => {
      const name = withoutParentheses({ text: project.name });
      return { kind: 'project', name, key: project.slug, chunkId: `project-${project.slug}`, forms: [...new Set([...formsOf(name), fold(project.slug.replace(/-/g, ' '))])] };
    }),
    ...profile.skills.groups.flatMap((group) =>
      group.skills.flatMap((skill) => termsOf({ name: skill })).map((term): ProfileEntity => ({
        kind: 'skill',
        name: term,
        key: group.id,
        chunkId: `skills-${group.id}`,
        // Skills are named whole: "React" must not match "React Native" by its first word alone.
        forms: [fold(term)].filter((form) => form.length > 0),
      }))),
    ...profile.languages.map((language): ProfileEntity => ({
      kind: 'language',
      name: language.name.en,
      key: language.id,
      chunkId: 'languages',
      forms: [...new Set(LOCALES.map((locale) => fold(language.name[locale])))],
    })),
    {
      kind: 'place',
      name: profile.person.location.city,
      key: 'home',
      chunkId: 'location',
      forms: [...new Set([profile.person.location.city, ...Object.values(profile.person.location.cityNames ?? {})].map(fold))],
    },
  ];
  cache.set(profile, entities);
  return entities;
}

/**
 * Two-letter names ("Go", "R") are everyday words too: they count only right after a word that
 * introduces a technology ("in Go", "and Go", "mit Go").
 */
const SHORT_NAME_LEADS = /(?:^| )(?:in|en|with|using|and|or|y|o|et|ou|und|oder|mit|avec|con|about|de|sobre|uber)$/;

function firstPosition({ padded, form }: { padded: string; form: string }): number {
  let from = 0;
  for (;;) {
    const position = padded.indexOf(` ${form} `, from);
    if (position < 0) return -1;
    if (form.length > 2 || SHORT_NAME_LEADS.test(padded.slice(0, position))) return position;
    from = position + 1;
  }
}

/** The entities a text names, in the order it first names them (whole words, folded). */
export function findMentions({ text, profile, kinds }: { text: string; profile: Profile; kinds?: readonly EntityKind[] }): EntityMention[] {
  const padded = ` ${fold(text)} `;
  const mentions: EntityMention[] = [];
  for (const entity of profileEntities({ profile })) {
    if (kinds && !kinds.includes(entity.kind)) continue;
    const positions = entity.forms.map((form) => firstPosition({ padded, form })).filter((position) => position >= 0);
    if (positions.length > 0) mentions.push({ entity, position: Math.min(...positions) });
  }
  return mentions.sort((left, right) => left.position - right.position);
}

