import { profileKeywords, technologySpellings, termsOf, withoutParentheses } from '@/lib/knowledge';
import type { Profile } from '@/lib/knowledge';
import { LOCALES } from '@/lib/contracts';
import { isContentWord, isStopword, splitWords } from '@/lib/text';

/** What a conversation can be about: things the profile names. */
export type EntityKind = 'employer' | 'career-break' | 'project' | 'skill' | 'skill-area' | 'place' | 'language';

/** One thing the profile names, with the chunk that holds its facts. */
export interface ProfileEntity {
  kind: EntityKind;
  /** As the profile writes it: "Acme Labs", "PostgreSQL", "Lisbon". */
  name: string;
  /** The id of what it names: the job id, project slug, skill group id (empty for a stack-only skill), language id, or the city. */
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

/** A number of this many digits in a name is what tells it from its family ("ISO 13849", "IEC 61508"). */
const MIN_CODE_DIGITS = 3;

/** Whether a code number tells the name apart: "ISO" alone is any ISO standard, and ISO 26262 is not ISO 13849. */
const isCoded = (name: string) => splitWords({ text: name }).some((word) => word.length >= MIN_CODE_DIGITS && /^\d+$/.test(word));

/** The name and, for multi-word names, its first distinctive word alone ("acme" of "Acme Labs"), unless it is coded. */
function formsOf(name: string): string[] {
  const whole = fold(name);
  const words = splitWords({ text: name }).filter((word) => word.length >= 3 && isContentWord({ word }));
  const [first] = words;
  return [...new Set([whole, ...(words.length > 1 && first && !isCoded(name) ? [first] : [])])].filter((form) => form.length > 0);
}

/**
 * An employer's forms, and each part of a name written as "Lab, University" on its own ("Université de Strasbourg"
 * names the lab's employer too): a degree taken where the owner also worked is spoken of by either.
 */
function employerForms(name: string): string[] {
  const parts = name.split(',').map((part) => part.trim()).filter((part) => splitWords({ text: part }).some((word) => word.length >= 3 && isContentWord({ word })));
  return [...new Set([...formsOf(name), ...(parts.length > 1 ? parts.map(fold) : [])])];
}

function skillForms(term: string): string[] {
  const whole = fold(term);
  const words = whole.split(' ');
  // Only an acronym stands for the whole name ("LLM" of "LLM integration"); "GitHub" is not "GitHub Actions".
  const leading = term.split(/\s+/)[0] ?? '';
  const first = words.length > 1 && /^\p{Lu}{2,}s?$/u.test(leading) && !isCoded(term) ? words[0] : undefined;
  // The other ways the technology is written ("Node" for "Node.js"); short capitalised names ("Go") are everyday words.
  const spellings = technologySpellings({ name: term }).filter((spelling) => spelling.length >= 4).map(fold);
  const forms = [whole, ...(first ? [first] : []), ...spellings];
  return [...new Set([...forms, ...forms.filter((form) => !form.includes(' ') && form.length >= 3).map((form) => `${form}s`)])].filter((form) => form.length > 0);
}

/**
 * Technologies in a job's or project's stack that no skill group lists ("WordPress" used freelancing):
 * still skills the owner used, answered from where they were used.
 */
function stackOnlyTerms({ profile }: { profile: Profile }): ProfileEntity[] {
  const listed = new Set(profile.skills.groups.flatMap((group) => group.skills.flatMap((skill) => termsOf({ name: skill }))).map((term) => fold(term)));
  const places = [
    ...profile.experience.map((job) => ({ stack: job.stack, chunkId: `experience-${job.id}` })),
    ...profile.projects.map((project) => ({ stack: project.stack, chunkId: `project-${project.slug}` })),
  ];
  const entities = new Map<string, ProfileEntity>();
  for (const place of places) {
    for (const term of place.stack.flatMap((item) => termsOf({ name: item }))) {
      const form = fold(term);
      if (form.length === 0 || listed.has(form) || entities.has(form)) continue;
      entities.set(form, { kind: 'skill', name: term, key: '', chunkId: place.chunkId, forms: skillForms(term) });
    }
  }
  return [...entities.values()];
}

/** Every entity of the profile, built once per profile object. */
export function profileEntities({ profile }: { profile: Profile }): ProfileEntity[] {
  const cached = cache.get(profile);
  if (cached) return cached;
  const entities: ProfileEntity[] = [
    ...profile.experience.map((job): ProfileEntity => ({ kind: 'employer', name: job.company, key: job.id, chunkId: `experience-${job.id}`, forms: employerForms(job.company) })),
    // Career breaks are stops on the timeline ("and before that?"), named by the owner's keywords for them
    // ("sabbatical", "voilier"): an answer that tells of the break moves the conversation to it.
    ...profile.careerBreaks.map((entry): ProfileEntity => ({ kind: 'career-break', name: entry.description.en, key: entry.id, chunkId: 'duration', forms: [...new Set(profileKeywords({ keywords: entry.keywords }).map(fold))].filter((form) => form.length > 2) })),
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
        // Named whole ("React" must not match "React Native"), or by a leading acronym ("LLM" of
        // "LLM integration"), in the singular or the plural ("LLMs").
        forms: skillForms(term),
      }))),
    ...stackOnlyTerms({ profile }),
    ...profile.skills.groups.map((group): ProfileEntity => ({
      kind: 'skill-area',
      name: group.title.en,
      key: group.id,
      chunkId: `skills-${group.id}`,
      forms: [...new Set(LOCALES.flatMap((locale) => [fold(group.title[locale]), ...formsOf(group.title[locale]).slice(1)]))].filter((form) => form.length > 2),
    })),
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
 * introduces a technology ("in Go", "and Go", "mit Go", "used Go").
 */
const SHORT_NAME_LEADS = /(?:^| )(?:in|en|with|using|and|or|y|o|et|ou|und|oder|mit|avec|con|about|de|sobre|uber|use|used|usas|usaste|usado|utilise|utilises|utilisez|nutzen|genutzt|know|conoces|connaissez|kennen|kennst)$/;

function firstPosition({ padded, form }: { padded: string; form: string }): number {
  let from = 0;
  for (;;) {
    const position = padded.indexOf(` ${form} `, from);
    if (position < 0) return -1;
    if (form.length > 2 || SHORT_NAME_LEADS.test(padded.slice(0, position))) return position;
    from = position + 1;
  }
}

/**
 * A one-letter name ("C", "C++", "C#") folds to its letter: the text must write it with its own symbols. A name that
 * is also a function word ("CAN", the fieldbus, and "can") counts only as the profile writes it.
 */
function signedAsTyped({ name, text }: { name: string; text: string }): boolean {
  const everyday = !name.includes(' ') && isStopword({ word: fold(name) });
  if (!/^\p{L}[+#]*$/u.test(name) && !everyday) return true;
  return wholeName({ name, caseSensitive: everyday }).test(text);
}

/** A name where it stands as a whole word, its symbols included: "C" is no part of "experiencia" nor of "C++". */
export function wholeName({ name, caseSensitive = false }: { name: string; caseSensitive?: boolean }): RegExp {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}+#])`, caseSensitive ? 'u' : 'iu');
}

/** The entities a text names, in the order it first names them (whole words, folded). */
export function findMentions({ text, profile, kinds }: { text: string; profile: Profile; kinds?: readonly EntityKind[] }): EntityMention[] {
  const padded = ` ${fold(text)} `;
  const mentions: EntityMention[] = [];
  for (const entity of profileEntities({ profile })) {
    if (kinds && !kinds.includes(entity.kind)) continue;
    const positions = entity.forms.map((form) => firstPosition({ padded, form })).filter((position) => position >= 0);
    if (positions.length > 0 && signedAsTyped({ name: entity.name, text })) mentions.push({ entity, position: Math.min(...positions) });
  }
  return mentions.sort((left, right) => left.position - right.position);
}

